/**
 * A record editor's form posted to its page's action (decision 0020): React Router's `<Form>` with
 * named fields, so the same post works before JavaScript has loaded and after. With JavaScript the
 * page checks the fields first with the action's own schema (no round trip for a missing name),
 * reports unsaved edits to the page's warning, and shows a refusal beside the fields without
 * losing what was typed; after a save the redirect brings the stored record and a notice.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod/mini";
import {
  checkForm,
  formFields,
  VALIDATION_MESSAGE,
  type FieldErrors,
} from "~/lib/forms/form-check";
import type { RecordSaveAnswer } from "./record-form";
import { PUBLISH_NOTE } from "./save-publish";
import { FormFailure, StaffForm } from "~/routes/staff/shared/form-kit";
import { useReportDirty } from "../shared/use-unsaved-warning";

interface RecordFormOptions {
  /** The record this form saves ("reviews.3"). */
  record: string;
  /** Its fingerprint as loaded: the action refuses the save if someone saved it since. */
  seen: string;
  schema: z.ZodMiniType;
  /** How the post is read for `schema`, as the action reads it (`RecordForm.read`). */
  read?: (form: FormData) => Record<string, unknown>;
  /** The page's action answer: this form's when its `record` is this one. */
  answer: RecordSaveAnswer | undefined;
}

export function useRecordForm({ record, seen, schema, read, answer }: RecordFormOptions) {
  const mine = answer?.intent === "save" && answer.record === record ? answer : undefined;
  const [errors, setErrors] = useState<FieldErrors>(mine?.errors ?? {});
  const [failure, setFailure] = useState<string | null>(mine?.message ?? null);
  const [answered, setAnswered] = useState(mine);
  const [dirty, setDirty] = useState(false);
  // A refusal answered while this form stays on the page (with JavaScript): its errors show.
  if (mine !== answered) {
    setAnswered(mine);
    if (mine) {
      setErrors(mine.errors);
      setFailure(mine.message);
    }
  }
  useReportDirty(dirty);
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("record") === record;
  const baseId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const posted = new FormData(event.currentTarget);
    const checked = checkForm(schema, read ? read(posted) : formFields(posted));
    if (!checked.ok) {
      event.preventDefault();
      setErrors(checked.errors);
      setFailure(VALIDATION_MESSAGE);
      const first = Object.keys(checked.errors)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
  };

  // After a refusal, a change checks the form again: a field's error goes once it is fixed (a
  // later time may fix an earlier one's), and no new one shows while the form is being edited.
  const onEdit = (event: React.FormEvent<HTMLFormElement>) => {
    setDirty(true);
    if (Object.keys(errors).length === 0) return;
    const posted = new FormData(event.currentTarget);
    const checked = checkForm(schema, read ? read(posted) : formFields(posted));
    const still = checked.ok ? {} : checked.errors;
    const next: FieldErrors = {};
    for (const name of Object.keys(errors)) if (still[name]) next[name] = still[name];
    if (Object.keys(next).length === Object.keys(errors).length) return;
    setErrors(next);
    if (Object.keys(next).length === 0 && failure === VALIDATION_MESSAGE) setFailure(null);
  };

  return {
    /** Spread on `RecordFormShell`. */
    shell: {
      record,
      seen: mine?.fields.seen ?? seen,
      onSubmit,
      onEdit,
      failure,
    },
    /** A field's id, name and error, for `TextField` and its kin. */
    field: (name: string) => ({ id: `${baseId}-${name}`, name, error: errors[name] }),
    /** What a field starts with: what was typed before a refusal, or what is stored. */
    initial: (name: string, stored: string) => mine?.fields[name] ?? stored,
    /** Whether a box starts ticked. */
    initialChecked: (name: string, stored: boolean) => (mine ? mine.fields[name] === "on" : stored),
    /** A change no field's event reports (the rich-text editor's hidden field): unsaved now. */
    edited: () => setDirty(true),
    /** The form's submit button, focused after its save. */
    submitRef,
    sending,
    /** Spread on `SaveBar`: the record, its Save button, and the history's note as refused. */
    saveBar: {
      record,
      sending,
      submitRef,
      noteError: errors[PUBLISH_NOTE],
      noteTyped: mine?.fields[PUBLISH_NOTE] ?? "",
    },
    hasErrors: Object.keys(errors).length > 0,
  };
}

interface ShellProps {
  record: string;
  seen: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onEdit: (event: React.FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

/** The `<Form>` with the hidden fields every record save posts, and its failure under it. */
export function RecordFormShell({
  record,
  seen,
  onSubmit,
  onEdit,
  failure,
  children,
  ...rest
}: ShellProps) {
  return (
    <StaffForm
      intent="save"
      part={record}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      onChange={onEdit}
      {...rest}
    >
      <input type="hidden" name="record" value={record} />
      <input type="hidden" name="seen" value={seen} />
      {children}
      <FormFailure message={failure} />
    </StaffForm>
  );
}
