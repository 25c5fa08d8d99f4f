import { useState } from "react";
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
import { useRefresh } from "./use-refresh";
import { FormFailure } from "./FormFailure";

/** Publish the draft (with a note for the history), or throw it away. */
export function PublishForms({ csrfToken, hasDraft }: { csrfToken: string; hasDraft: boolean }) {
  const refresh = useRefresh();
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void refresh();
  };
  const publish = useApiForm({
    schema: contentPublishSchema,
    defaults: { csrfToken, summary: "" },
    endpoint: staffContentPublish,
    toPayload: (values) => values,
    onSuccess: (answer) => done(answer.message),
  });
  const discard = useApiForm({
    schema: contentDiscardSchema,
    defaults: { csrfToken },
    endpoint: staffContentDiscard,
    toPayload: (values) => values,
    onSuccess: (answer) => done(answer.message),
  });
  const failure = publish.failure ?? discard.failure;
  return (
    <div className="staff-form">
      {hasDraft ? (
        <>
          <form {...publish.formProps} aria-label="Publish the draft">
            <TextField
              {...publish.field("summary")}
              {...publish.form.register("summary")}
              label="What changed (for the history)"
              autoComplete="off"
            />
            <button type="submit" className="button" disabled={!publish.canSubmit}>
              Publish
            </button>
          </form>
          <form {...discard.formProps} aria-label="Discard the draft">
            <button
              type="submit"
              className="button button--outline button--small"
              disabled={!discard.canSubmit}
            >
              Discard the draft
            </button>
          </form>
        </>
      ) : null}
      <FormFailure message={failure} />
      {notice ? (
        <p role="status" className="staff-notice">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

export interface RecordVersion {
  version: number;
  publishedAt: string;
  summary: string;
  by: string | null;
}

/** A record's published versions, each with a button that makes it live again. */
export function RecordHistory({
  record,
  versions,
  csrfToken,
}: {
  record: string;
  versions: RecordVersion[];
  csrfToken: string;
}) {
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
            {index > 0 ? (
              <RestoreButton record={record} version={entry.version} csrfToken={csrfToken} />
            ) : (
              <p>Live now</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function RestoreButton({
  record,
  version,
  csrfToken,
}: {
  record: string;
  version: number;
  csrfToken: string;
}) {
  const refresh = useRefresh();
  const [notice, setNotice] = useState<string | null>(null);
  const restore = useApiForm({
    schema: contentRestoreSchema,
    defaults: { csrfToken, record, version },
    endpoint: staffContentRestore,
    toPayload: (values) => values,
    onSuccess: (answer) => {
      setNotice(answer.message);
      void refresh();
    },
  });
  return (
    <form {...restore.formProps}>
      <button
        type="submit"
        className="button button--outline button--small"
        disabled={!restore.canSubmit}
        aria-label={`Restore version ${version}`}
      >
        Restore this version
      </button>
      <FormFailure message={restore.failure} />
      {notice ? <p role="status">{notice}</p> : null}
    </form>
  );
}
