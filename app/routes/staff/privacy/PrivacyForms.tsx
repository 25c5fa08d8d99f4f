/**
 * The privacy page's forms (decisions 0019, 0020): plain form posts to the page's own action, so
 * they work before and without JavaScript; the download is a plain form to its resource route,
 * whose answer is the file.
 */
import { useState, type FormEvent } from "react";
import {
  type FormAnswer,
  ConfirmBox,
  FormFailure,
  TextField,
  TokenField,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import type { PrivacyActionAnswer } from "./privacy.server";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { spaDayWords } from "~/lib/staff/dates";
import { countOf } from "~/lib/staff/plural";
import { PERSON_KEY_HELP, PERSON_KEY_MAX } from "./person-key";
import { ERASE_CONFIRM_MESSAGE } from "./privacy-schemas";
import type { RetentionSettings } from "./retention";

/** What is stored about a person, as the action found it (counts and ISO instants). */
export interface FoundSummary {
  kinds: {
    kind: string;
    one: string;
    many: string;
    count: number;
    first: string | null;
    last: string | null;
  }[];
  /** The names the leads give, for the owner to check it is the right person. */
  names: string[];
  leads: number;
  resumes: number;
  notes: number;
  outbox: number;
  replies: number;
  texts: number;
}

const RETENTION_FIELDS = [
  {
    name: "leadMonths",
    label: "Clear leads and their notes after this many months without work on them",
    hint: "Work means a status change or a note; opening a lead does not count.",
    required: true,
  },
  {
    name: "resumeMonths",
    label: "Delete resumes this many months after the application",
    required: true,
  },
  {
    name: "notInterestedMonths",
    label: "Clear leads marked Not interested sooner, after this many months",
    hint: "Leave empty to treat them like the other leads.",
    required: false,
  },
] as const;

export function RetentionForm({
  settings,
  answer,
}: {
  settings: RetentionSettings;
  answer?: Extract<PrivacyActionAnswer, { intent: "retention" }>;
}) {
  const errors = answer?.errors ?? {};
  const valueOf = (name: (typeof RETENTION_FIELDS)[number]["name"]) =>
    answer?.values[name] ?? String(settings[name] ?? "");
  return (
    <StaffForm
      intent="retention"
      aria-labelledby="retention-heading"
      className="staff-form"
      // A refusal or a saved change shows the values it is about.
      key={answer ? JSON.stringify(answer.values) : JSON.stringify(settings)}
    >
      <h2 id="retention-heading">How long personal data is kept</h2>
      <p>
        Every day the website clears what is older than this. A cleared lead keeps only its kind,
        dates, status and page, for the statistics.
      </p>
      {RETENTION_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`retention-${field.name}`}
          name={field.name}
          label={field.label}
          hint={"hint" in field ? field.hint : undefined}
          required={field.required}
          defaultValue={valueOf(field.name)}
          error={errors[field.name]}
          type="number"
          min={1}
          max={120}
          step={1}
          inputMode="numeric"
        />
      ))}
      <FormFailure message={answer?.message} />
      <SendButton intent="retention" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}

function FoundList({ summary }: { summary: FoundSummary }) {
  const span = (first: string | null, last: string | null) =>
    !first || !last
      ? ""
      : // The spa's day, not UTC's: an evening lead is not "from" the next day.
        spaDayWords(first) === spaDayWords(last)
        ? `, on ${spaDayWords(first)}`
        : `, from ${spaDayWords(first)} to ${spaDayWords(last)}`;
  return (
    <>
      {/* Before anything is erased: the names on the forms, to check it is the right person. */}
      {summary.names.length > 0 ? (
        <p className="privacy-names">
          {summary.names.length === 1 ? "Name on their forms: " : "Names on their forms: "}
          <strong>{summary.names.join(", ")}</strong>
        </p>
      ) : null}
      <ul className="privacy-found">
        {summary.kinds.map((kind) => (
          <li key={kind.kind}>
            {countOf(kind.count, kind.one, kind.many)}
            {span(kind.first, kind.last)}
          </li>
        ))}
        <li>{countOf(summary.resumes, "resume file", "resume files")}</li>
        <li>{countOf(summary.notes, "staff note", "staff notes")}</li>
        <li>{countOf(summary.outbox, "e-mail", "e-mails")} about them waiting or sent</li>
        <li>{countOf(summary.replies, "e-mail reply", "e-mail replies")} the staff sent them</li>
        <li>{countOf(summary.texts, "text message", "text messages")} with them</li>
      </ul>
    </>
  );
}

/** Download and erase, for the person just found (or whose erasure was just refused). */
function FoundActions({ person, answer }: { person: string; answer?: FormAnswer }) {
  const hydrated = useHydrated();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const error = unconfirmed ? ERASE_CONFIRM_MESSAGE : answer?.errors?.confirm;
  // With JavaScript the box is checked here, in words beside it, rather than by the browser's
  // bubble; without it, `required` stops the form, and the action checks again (400).
  const checkFirst = (event: FormEvent<HTMLFormElement>) => {
    const box = event.currentTarget.elements.namedItem("confirm");
    const ticked = box instanceof HTMLInputElement && box.checked;
    setUnconfirmed(!ticked);
    if (!ticked) event.preventDefault();
  };
  return (
    <div className="privacy-actions">
      {/* A plain form: the answer is the file (Content-Disposition), so the page stays. */}
      <form method="post" action="/staff/privacy/person.json">
        <TokenField />
        <input type="hidden" name="person" value={person} />
        <button type="submit" className="button button--outline">
          Download all of it (one file)
        </button>
      </form>
      <details className="lead-delete" open={answer ? true : undefined}>
        <summary className="button button--outline button--small button--danger">
          Erase all of it…
        </summary>
        <StaffForm
          intent="erase"
          aria-labelledby="erase-heading"
          className="staff-form"
          noValidate={hydrated}
          onSubmit={checkFirst}
        >
          <input type="hidden" name="person" value={person} />
          <h3 id="erase-heading">Erase all of it</h3>
          <p>
            This deletes every item listed above, with the resumes and the notes, for good. It
            cannot be undone.
          </p>
          <ConfirmBox
            id="privacy-erase"
            label="Yes, erase everything about this person, for good"
            error={error}
            onChange={() => setUnconfirmed(false)}
          />
          <FormFailure message={answer && answer.message !== error ? answer.message : null} />
          <SendButton intent="erase" busy="Erasing…" className="button button--danger">
            Erase for good
          </SendButton>
        </StaffForm>
      </details>
    </div>
  );
}

/** A person's request: find what is stored about them, then download or erase it. */
export function PersonRequest({
  answer,
}: {
  answer?: FormAnswer<"find" | "erase", { person: string; summary?: FoundSummary }>;
}) {
  const found = answer?.intent === "find" && answer.summary ? answer : undefined;
  const findError = answer?.intent === "find" ? answer.errors?.person : undefined;
  const eraseRefused = answer?.intent === "erase" ? answer : undefined;
  return (
    <section aria-labelledby="person-heading" className="privacy-person">
      <h2 id="person-heading">A person asks what we hold about them, or to be forgotten</h2>
      {/* A look-up, answered on the page: nothing typed here is work to lose. */}
      <StaffForm
        intent="find"
        aria-label="Find a person's data"
        className="staff-form"
        data-unsaved="ignore"
      >
        <TextField
          // What was typed stays in the field after each answer.
          key={answer?.person ?? ""}
          id="privacy-person"
          name="person"
          label="Their e-mail address or phone number"
          hint={PERSON_KEY_HELP}
          maxLength={PERSON_KEY_MAX}
          defaultValue={answer?.person ?? ""}
          error={findError}
          autoComplete="off"
          required
        />
        <FormFailure
          message={answer?.intent === "find" && answer.errors && !findError ? answer.message : null}
        />
        <SendButton intent="find" busy="Finding…">
          Find
        </SendButton>
      </StaffForm>
      {found ? (
        <div role="status" className="staff-card privacy-result">
          <p>
            <strong>{found.message}</strong>
          </p>
          {found.summary!.leads > 0 ? (
            <>
              <FoundList summary={found.summary!} />
              <FoundActions key={found.person} person={found.person} />
            </>
          ) : null}
        </div>
      ) : null}
      {eraseRefused ? (
        <div className="staff-card privacy-result">
          <FoundActions person={eraseRefused.person} answer={eraseRefused} />
        </div>
      ) : null}
    </section>
  );
}
