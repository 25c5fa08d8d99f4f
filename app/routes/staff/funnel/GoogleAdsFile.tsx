import { useState, type FormEvent } from "react";
import { TokenField } from "~/routes/staff/shared/form-kit";
import { saveFile, useRoutePost, type RouteFile } from "~/routes/staff/shared/script-post";
import { spaWhen } from "~/lib/staff/dates";
import type { ConversionsStatus } from "./funnel-figures";

export const DOWNLOAD_PATH = "/staff/funnel/google-ads.csv";

const leadsWord = (n: number) =>
  `${n.toLocaleString("en-US")} booked ${n === 1 ? "lead" : "leads"}`;

/** "Today 3:12 PM: 2 booked leads", or that no file was downloaded yet. */
export function lastDownloadWords(last: ConversionsStatus["last"], now: Date): string {
  if (!last) return "No file downloaded yet.";
  const count = last.count === null ? "" : `, with ${leadsWord(last.count)}`;
  return `Last downloaded ${spaWhen(last.at, now)}${count}.`;
}

/**
 * With JavaScript the form is posted with the kit's `useRoutePost`, the file handed to the browser
 * as a download and then confirmed on the page ("Downloaded …: 2 booked leads"), and the page's
 * figures read again. Without it the form posts and the browser saves the answer; the page shows
 * the download under "Last downloaded" from the next time it is opened (the access log's entry).
 */
function useDownload() {
  const post = useRoutePost();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaid(null);
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const answer = await post<RouteFile>(DOWNLOAD_PATH, fields, { refresh: true });
    setBusy(false);
    if (!answer.ok || !("file" in answer.body)) {
      const text = answer.ok
        ? "The file could not be downloaded. Reload the page and try again."
        : answer.message;
      setSaid({ text, failed: true });
      return;
    }
    const { file } = answer.body;
    saveFile(file, "text/csv");
    // The parameters line and the column names, then one line per booked lead.
    const count = Math.max(0, file.text.trim().split("\r\n").length - 2);
    setSaid({ text: `Downloaded ${file.name}: ${leadsWord(count)}.`, failed: false });
  }
  return { onSubmit, said, busy };
}

/**
 * The download of booked leads for Google Ads, asked first (issue 29): what the next file holds
 * and what is in it, behind a button that opens the explanation and the real "Download" (a
 * `<details>`, so it asks without JavaScript too), and when the last one was downloaded.
 */
export function GoogleAdsFile({
  id,
  status,
  now,
  valueSet,
}: {
  id: string;
  status: ConversionsStatus;
  now: string;
  valueSet: boolean;
}) {
  const { onSubmit, said, busy } = useDownload();
  return (
    <div id={id} className="funnel__part">
      <h3 id="funnel-download-heading" tabIndex={-1}>
        Booked leads for Google Ads
      </h3>
      <p>
        {status.ready === 0
          ? "No new booked leads from Google Ads clicks to send."
          : `${leadsWord(status.ready)} from Google Ads clicks not in a file yet.`}{" "}
        {lastDownloadWords(status.last, new Date(now))}
      </p>
      <details className="staff-disclosure">
        <summary className="button">Get the file…</summary>
        <form
          method="post"
          action={DOWNLOAD_PATH}
          aria-labelledby="funnel-download-heading"
          className="staff-form"
          onSubmit={(event) => void onSubmit(event)}
        >
          <TokenField />
          <p>
            A spreadsheet file (CSV) with one line per lead marked Booked that came from a Google
            Ads click in the last 90 days: Google&apos;s click id, the conversion name, when the
            lead was booked and the value of a booking. No names, phone numbers or e-mails, but
            Google can tell whose click each id was: keep the file private and delete it once it is
            uploaded.
          </p>
          {valueSet ? null : (
            <p>
              The value of a booking is not set, so the file leaves it empty and Google Ads shows
              these bookings without a value.
            </p>
          )}
          <p>
            The leads in it count as sent: the next file leaves them out, unless you tick the box.
            The download is written in the access log.
          </p>
          <div className="staff-checkbox">
            <input id="funnel-download-again" type="checkbox" name="again" value="yes" />
            <label htmlFor="funnel-download-again">
              Include leads already in an earlier file ({leadsWord(status.all)} in all)
            </label>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Preparing the file…" : "Download the file"}
          </button>
        </form>
      </details>
      {/* Under the button it answers: above the open disclosure it was off a phone's screen. */}
      {said ? (
        <p role={said.failed ? "alert" : "status"} className="staff-notice">
          {said.text}
          {said.failed ? null : " Upload it to Google Ads, then delete it from this device."}
        </p>
      ) : null}
    </div>
  );
}
