import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  type FormAnswer,
  FormFailure,
  TextField,
  useSending,
  StaffForm,
  TokenField,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { RESTORE_PATH } from "../shared/use-unsaved-warning";

/** One record the draft changes, as routes/staff/content/draft-changes.ts names it. */
export interface DraftChangeView {
  record: string;
  label: string;
  what: string;
  editor: string | null;
}

/** "Facials menu: changed", each linked to its editor. */
export function DraftChangesList({ changes }: { changes: DraftChangeView[] }) {
  return (
    <ul className="staff-changes">
      {changes.map((change) => (
        <li key={change.record}>
          {change.editor ? <Link to={change.editor}>{change.label}</Link> : change.label}:{" "}
          {change.what}
        </li>
      ))}
    </ul>
  );
}

/** Moves the focus to a confirmation's heading when it appears, so it is read first. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * Publish the draft, with a note for the history: a plain form post to Site content's action
 * (decision 0020), so it works without JavaScript; the notice follows the redirect.
 */
export function PublishForm({ answer }: { answer?: FormAnswer }) {
  const error = answer?.errors?.summary;
  return (
    <StaffForm
      intent="publish"
      action="/staff/content"
      id="publish-draft"
      aria-label="Publish the draft"
      className="staff-form"
    >
      <TextField
        id="publish-summary"
        name="summary"
        label="What changed (for the history)"
        autoComplete="off"
        maxLength={200}
        error={error}
      />
      <FormFailure message={error ? null : answer?.message} />
      <SendButton intent="publish">Publish</SendButton>
    </StaffForm>
  );
}

/**
 * The second step of "Discard the draft" (its own address, `?confirm=discard`, so it is reached
 * by a link with or without JavaScript): what will be lost, then the discard itself, a plain form
 * post whose button is the confirmation (the action refuses a post without it).
 */
export function DiscardConfirm({
  changes,
  answer,
}: {
  changes: DraftChangeView[];
  answer?: FormAnswer;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const sending = useSending("discard");
  return (
    <section className="staff-confirm" aria-labelledby="discard-heading">
      <h2 id="discard-heading" ref={heading} tabIndex={-1}>
        Discard the draft?
      </h2>
      <p>These unpublished changes will be lost. This cannot be undone.</p>
      <DraftChangesList changes={changes} />
      <StaffForm
        intent="discard"
        action="/staff/content"
        id="discard-draft"
        aria-label="Discard the draft"
        className="staff-actions"
      >
        <button type="submit" name="confirm" value="yes" className="button" disabled={sending}>
          Yes, discard {changes.length === 1 ? "this change" : "these changes"}
        </button>
        <Link to="/staff/content" className="button button--outline" replace>
          Keep the draft
        </Link>
      </StaffForm>
      <FormFailure message={answer?.message} />
    </section>
  );
}

export interface RecordVersion {
  version: number;
  publishedAt: string;
  summary: string;
  by: string | null;
}

/** Where every editor's restore confirmation posts (one resource route for all records). */
const RESTORE_ACTION = RESTORE_PATH;

/** The version a page's address asks to restore (`?restore=12`), if any. */
function restoreAsked(search: string): number | null {
  if (search.length > 100) return null;
  const value = new URLSearchParams(search).get("restore");
  const version = Number(value);
  return value && Number.isInteger(version) && version > 0 ? version : null;
}

/**
 * A record's published versions. "Restore this version" leads to a confirmation (its own address,
 * `?restore=N`) that says what will be replaced; confirmed, the old version goes into the draft,
 * and the site changes only when the draft is published (decision 0024). The restore's notice
 * shows in the staff notice bar after the redirect.
 */
export function RecordHistory({
  record,
  versions,
  label = "This part of the site",
  inDraft = false,
}: {
  record: string;
  versions: RecordVersion[];
  /** The record in the owner's words ("Facials menu"). */
  label?: string;
  /** Whether the draft already changes this record (its unpublished changes would be lost). */
  inDraft?: boolean;
}) {
  const { pathname, search } = useLocation();
  const asked = restoreAsked(search);
  const confirming = versions.some((entry, index) => index > 0 && entry.version === asked);
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {versions.length === 0 ? <p>No published versions yet.</p> : null}
      <ol className="staff-accounts">
        {versions.map((entry, index) => (
          <li key={entry.version} className="staff-card">
            <p>
              <strong>Version {entry.version}</strong> · {entry.publishedAt}
              {entry.by ? ` · ${entry.by}` : ""}
              <br />
              {entry.summary}
            </p>
            {index === 0 ? (
              <p>Live now</p>
            ) : confirming && entry.version === asked ? (
              <RestoreConfirm
                record={record}
                version={entry.version}
                label={label}
                inDraft={inDraft}
                returnTo={pathname}
              />
            ) : (
              <Link
                to={`${pathname}?restore=${entry.version}`}
                preventScrollReset
                className="button button--outline button--small"
                aria-label={`Restore version ${entry.version}`}
              >
                Restore this version
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The second step: a plain form to the one restore route (routes/staff/content/content-restore.ts), which
 * works with JavaScript off and redirects back to `returnTo` with a notice (decision 0020).
 */
function RestoreConfirm({
  record,
  version,
  label,
  inDraft,
  returnTo,
}: {
  record: string;
  version: number;
  label: string;
  inDraft: boolean;
  /** This editor's page: where the restore comes back to, and where Cancel leads. */
  returnTo: string;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === RESTORE_ACTION;
  return (
    <div className="staff-confirm">
      <h3 id="restore-heading" ref={heading} tabIndex={-1}>
        Put version {version} in the draft?
      </h3>
      <p>
        {label} in the draft becomes what it was in version {version}.{" "}
        {inDraft ? <strong>Its unpublished changes in the draft will be lost. </strong> : null}
        Edits on this page that are not saved are lost too. The site does not change until you
        publish the draft.
      </p>
      {/* Not a StaffForm: the form is gone after the restore, whose notice is at the top. */}
      <Form
        method="post"
        action={RESTORE_ACTION}
        aria-labelledby="restore-heading"
        className="staff-actions"
        preventScrollReset
      >
        <TokenField />
        <input type="hidden" name="record" value={record} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="button" disabled={sending}>
          Yes, put version {version} in the draft
        </button>
        <Link to={returnTo} className="button button--outline" replace preventScrollReset>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/** "Preview this": the public page that shows the editor's record, drawn from the draft. */
export function PreviewThis({ to, page }: { to: string; page: string }) {
  return (
    <p>
      <Link to={to} className="staff-preview-link">
        Preview this with the draft ({page})
      </Link>
    </p>
  );
}
