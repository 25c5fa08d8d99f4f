import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  staffContentDiscard,
  staffContentPublish,
  staffContentRestore,
} from "~/lib/api/staff-endpoints";
import {
  contentDiscardSchema,
  contentPublishSchema,
  contentRestoreSchema,
} from "~/lib/staff/schemas";
import { TextField, useApiForm } from "./form-kit";
import { FormFailure } from "./FormFailure";
import { StatusNotice } from "./saved-form";

/** One record the draft changes, as lib/staff/draft-changes.ts names it. */
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

/** Publish the draft, with a note for the history. */
export function PublishForm({
  csrfToken,
  onDone,
}: {
  csrfToken: string;
  onDone: (message: string) => void;
}) {
  const publish = useApiForm({
    schema: contentPublishSchema,
    defaults: { csrfToken, summary: "" },
    endpoint: staffContentPublish,
    toPayload: (values) => values,
    onSuccess: (answer) => onDone(answer.message),
  });
  return (
    <form {...publish.formProps} aria-label="Publish the draft" className="staff-form">
      <TextField
        {...publish.field("summary")}
        {...publish.form.register("summary")}
        label="What changed (for the history)"
        autoComplete="off"
      />
      <FormFailure message={publish.failure} />
      <button type="submit" className="button" disabled={!publish.canSubmit}>
        Publish
      </button>
    </form>
  );
}

/**
 * The second step of "Discard the draft" (its own address, `?confirm=discard`, so it is reached
 * by a link with or without JavaScript): what will be lost, then the discard itself.
 */
export function DiscardConfirm({
  csrfToken,
  changes,
  onDone,
}: {
  csrfToken: string;
  changes: DraftChangeView[];
  onDone: (message: string) => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const discard = useApiForm({
    schema: contentDiscardSchema,
    defaults: { csrfToken },
    endpoint: staffContentDiscard,
    toPayload: (values) => values,
    onSuccess: (answer) => onDone(answer.message),
  });
  return (
    <section className="staff-confirm" aria-labelledby="discard-heading">
      <h2 id="discard-heading" ref={heading} tabIndex={-1}>
        Discard the draft?
      </h2>
      <p>These unpublished changes will be lost. This cannot be undone.</p>
      <DraftChangesList changes={changes} />
      <form {...discard.formProps} aria-label="Discard the draft" className="staff-actions">
        <button type="submit" className="button" disabled={!discard.canSubmit}>
          Yes, discard {changes.length === 1 ? "this change" : "these changes"}
        </button>
        <Link to="/staff/content" className="button button--outline" replace>
          Keep the draft
        </Link>
      </form>
      <FormFailure message={discard.failure} />
    </section>
  );
}

export interface RecordVersion {
  version: number;
  publishedAt: string;
  summary: string;
  by: string | null;
}

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
 * and the site changes only when the draft is published (decision 0024).
 */
export function RecordHistory({
  record,
  versions,
  csrfToken,
  label = "This part of the site",
  inDraft = false,
}: {
  record: string;
  versions: RecordVersion[];
  csrfToken: string;
  /** The record in the owner's words ("Facials menu"). */
  label?: string;
  /** Whether the draft already changes this record (its unpublished changes would be lost). */
  inDraft?: boolean;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const asked = restoreAsked(search);
  const confirming = versions.some((entry, index) => index > 0 && entry.version === asked);
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" ref={heading} tabIndex={-1}>
        History
      </h2>
      <StatusNotice notice={notice}>
        <Link to="/staff/content">Publish it on Site content</Link>
      </StatusNotice>
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
                csrfToken={csrfToken}
                label={label}
                inDraft={inDraft}
                cancelTo={pathname}
                onDone={(message) => {
                  setNotice(message);
                  void navigate(pathname, { replace: true, preventScrollReset: true });
                  heading.current?.focus();
                }}
              />
            ) : (
              <Link
                to={`${pathname}?restore=${entry.version}`}
                preventScrollReset
                className="button button--outline button--small"
                aria-label={`Restore version ${entry.version}`}
                onClick={() => setNotice(null)}
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

function RestoreConfirm({
  record,
  version,
  csrfToken,
  label,
  inDraft,
  cancelTo,
  onDone,
}: {
  record: string;
  version: number;
  csrfToken: string;
  label: string;
  inDraft: boolean;
  cancelTo: string;
  onDone: (message: string) => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const restore = useApiForm({
    schema: contentRestoreSchema,
    defaults: { csrfToken, record, version },
    endpoint: staffContentRestore,
    toPayload: (values) => values,
    onSuccess: (answer) => onDone(answer.message),
  });
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
      <form {...restore.formProps} aria-labelledby="restore-heading" className="staff-actions">
        <button type="submit" className="button" disabled={!restore.canSubmit}>
          Yes, put version {version} in the draft
        </button>
        <Link to={cancelTo} className="button button--outline" replace preventScrollReset>
          Cancel
        </Link>
      </form>
      <FormFailure message={restore.failure} />
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
