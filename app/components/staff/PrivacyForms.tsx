import { useState } from "react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { apiUrl } from "~/lib/api/endpoints";
import {
  staffPersonErase,
  staffPersonExport,
  staffPersonFind,
  staffRetentionSave,
} from "~/lib/api/staff-endpoints";
import { spaDayWords } from "~/lib/staff/leads";
import { PERSON_KEY_HELP, PERSON_KEY_MAX } from "~/lib/staff/person-key";
import {
  personEraseSchema,
  personFindSchema,
  retentionSaveSchema,
} from "~/lib/staff/privacy-schemas";
import type { RetentionSettings } from "~/lib/staff/retention";
import { FormFailure } from "./FormFailure";

type Summary = z.output<typeof staffPersonFind.response>["summary"];

/** A number field's value for the form: a whole number, or null when left empty. */
const monthsOrNull = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

export function RetentionForm({
  csrfToken,
  settings,
}: {
  csrfToken: string;
  settings: RetentionSettings;
}) {
  const [done, setDone] = useState<string | null>(null);
  const api = useApiForm({
    schema: retentionSaveSchema,
    defaults: { csrfToken, ...settings },
    endpoint: staffRetentionSave,
    toPayload: (values) => ({ ...values, csrfToken }),
    onSubmitStart: () => setDone(null),
    onSuccess: (body) => setDone(body.message),
  });
  const number = { type: "number", min: 1, max: 120, step: 1, inputMode: "numeric" } as const;
  return (
    <form {...api.formProps} aria-labelledby="retention-heading" className="staff-form">
      <h2 id="retention-heading">How long personal data is kept</h2>
      <p>
        Every day the website clears what is older than this. A cleared lead keeps only its kind,
        dates, status and page, for the statistics.
      </p>
      <TextField
        {...api.field("leadMonths")}
        {...api.form.register("leadMonths", { setValueAs: monthsOrNull })}
        {...number}
        label="Clear leads and their notes after this many months without work on them"
        hint="Work means a status change or a note; opening a lead does not count."
        required
      />
      <TextField
        {...api.field("resumeMonths")}
        {...api.form.register("resumeMonths", { setValueAs: monthsOrNull })}
        {...number}
        label="Delete resumes this many months after the application"
        required
      />
      <TextField
        {...api.field("notInterestedMonths")}
        {...api.form.register("notInterestedMonths", { setValueAs: monthsOrNull })}
        {...number}
        label="Clear leads marked Not interested sooner, after this many months"
        hint="Leave empty to treat them like the other leads."
      />
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        Save
      </button>
      {done ? (
        <p role="status" className="staff-notice">
          {done}
        </p>
      ) : null}
    </form>
  );
}

function FoundList({ summary }: { summary: Summary }) {
  const span = (first: string | null, last: string | null) =>
    !first || !last
      ? ""
      : first.slice(0, 10) === last.slice(0, 10)
        ? `, on ${spaDayWords(first)}`
        : `, from ${spaDayWords(first)} to ${spaDayWords(last)}`;
  return (
    <ul className="privacy-found">
      {summary.kinds.map((kind) => (
        <li key={kind.kind}>
          {kind.count} {kind.label}
          {span(kind.first, kind.last)}
        </li>
      ))}
      <li>{summary.resumes} resume file(s)</li>
      <li>{summary.notes} staff note(s)</li>
      <li>{summary.outbox} e-mail(s) about them waiting or sent</li>
    </ul>
  );
}

/** Download and erase, for the person just found. */
function FoundActions({
  csrfToken,
  person,
  onErased,
}: {
  csrfToken: string;
  person: string;
  onErased: (message: string) => void;
}) {
  const erase = useApiForm({
    schema: personEraseSchema,
    defaults: { csrfToken, person, confirm: false as unknown as true },
    endpoint: staffPersonErase,
    toPayload: (values) => ({ ...values, csrfToken, person }),
    onSuccess: (body) => onErased(body.message),
  });
  const confirm = erase.field("confirm");
  return (
    <div className="privacy-actions">
      {/* A plain form: the answer is the file (Content-Disposition), so the page stays. */}
      <form method="post" action={apiUrl(staffPersonExport)}>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="person" value={person} />
        <button type="submit" className="button button--outline">
          Download all of it (one file)
        </button>
      </form>
      <form {...erase.formProps} aria-labelledby="erase-heading" className="staff-form">
        <h3 id="erase-heading">Erase all of it</h3>
        <p>
          This deletes every item listed above, with the resumes and the notes, for good. It cannot
          be undone.
        </p>
        <div className={`staff-checkbox${confirm.error ? " field--invalid" : ""}`}>
          <input
            id={confirm.id}
            type="checkbox"
            aria-invalid={confirm.error ? true : undefined}
            aria-describedby={confirm.error ? `${confirm.id}-error` : undefined}
            {...erase.form.register("confirm")}
          />
          <label htmlFor={confirm.id}>
            I understand: erase everything about this person, for good
          </label>
        </div>
        {confirm.error ? (
          <p id={`${confirm.id}-error`} className="field__error">
            {confirm.error}
          </p>
        ) : null}
        <FormFailure message={erase.failure === confirm.error ? null : erase.failure} />
        <button type="submit" className="button button--danger" disabled={!erase.canSubmit}>
          Erase for good
        </button>
      </form>
    </div>
  );
}

/** A person's request: find what is stored about them, then download or erase it. */
export function PersonRequest({ csrfToken }: { csrfToken: string }) {
  const [found, setFound] = useState<{ person: string; message: string; summary: Summary } | null>(
    null,
  );
  const [erased, setErased] = useState<string | null>(null);
  const api = useApiForm({
    schema: personFindSchema,
    defaults: { csrfToken, person: "" },
    endpoint: personFindEndpoint,
    toPayload: (values) => ({ ...values, csrfToken }),
    onSubmitStart: () => {
      setFound(null);
      setErased(null);
    },
    onSuccess: (body, values) =>
      setFound({ person: values.person, message: body.message, summary: body.summary }),
  });
  return (
    <section aria-labelledby="person-heading" className="privacy-person">
      <h2 id="person-heading">A person asks what we hold about them, or to be forgotten</h2>
      <form {...api.formProps} aria-label="Find a person's data" className="staff-form">
        <TextField
          {...api.field("person")}
          {...api.form.register("person")}
          label="Their e-mail address or phone number"
          hint={PERSON_KEY_HELP}
          maxLength={PERSON_KEY_MAX}
          autoComplete="off"
          required
        />
        <FormFailure message={api.failure} />
        <button type="submit" className="button" disabled={!api.canSubmit}>
          Find
        </button>
      </form>
      {erased ? (
        <p role="status" className="staff-notice">
          {erased}
        </p>
      ) : null}
      {found ? (
        <div role="status" className="staff-card privacy-result">
          <p>
            <strong>{found.message}</strong>
          </p>
          {found.summary.leads > 0 ? (
            <>
              <FoundList summary={found.summary} />
              <FoundActions
                key={found.person}
                csrfToken={csrfToken}
                person={found.person}
                onErased={(message) => {
                  setFound(null);
                  setErased(message);
                }}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

const personFindEndpoint = staffPersonFind;
