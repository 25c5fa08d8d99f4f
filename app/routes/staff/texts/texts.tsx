/**
 * Text messages (`/staff/texts`, owners; issue 37): whether texting is on and what is missing, the
 * automatic texts' words and the missed-call switch (plain form posts), the words to paste into
 * Twilio's registration (selectable without JavaScript, a Copy button with it), and the last 8
 * weeks.
 */
import { WeeksTable, type WeekColumn } from "../shared/WeeksTable";
import { useState } from "react";
import type { Route } from "./+types/texts";
import { staffMeta } from "~/routes/staff/shared/meta";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { AUTO_TEXT_MAX, type TextSettings } from "~/lib/texts/settings";
import {
  FormFailure,
  namedFields,
  SendButton,
  StaffForm,
  TextAreaField,
} from "~/routes/staff/shared/form-kit";
import { TextingNotSetUp } from "~/routes/staff/shared/text-setup";
import { requireOwner } from "../shared/guard";
import {
  OWNERS_ONLY,
  textsAction,
  textsData,
  type PasteText,
  type TextsAnswer,
} from "./texts.server";
import "./texts.css";

export const meta: Route.MetaFunction = () => staffMeta("Text messages | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request, OWNERS_ONLY);
  return textsData(context);
}

export const action = textsAction;

type TextsData = Route.ComponentProps["loaderData"];

/** What the server needs, for whoever runs it (the settings' names are theirs, not hers). */
const SERVER_SETTINGS = [
  ["TWILIO_ACCOUNT_SID", "the spa's Twilio account (starts with AC)"],
  ["TWILIO_AUTH_TOKEN", "the account's secret key"],
  ["TWILIO_FROM", "the spa's texting number (+1…) or its Messaging Service (starts with MG)"],
  [
    "TWILIO_MESSAGING_APPROVED=true",
    "set once Twilio has approved the brand and campaign registration",
  ],
] as const;

export default function Texts({ loaderData, actionData }: Route.ComponentProps) {
  const { status, settings, weeks, paste } = loaderData;
  return (
    <div className="texts-page">
      <h1>Text messages</h1>
      <p>
        Clients who tick “Text me about my request” on a form get one text right away (held to 8:00
        AM at night); staff text them and read their answers on the lead&apos;s page. Anyone who
        replies STOP gets no more texts, from any lead.
      </p>
      {status.on ? (
        <p>
          <strong>Texting is on.</strong>
        </p>
      ) : (
        <>
          <TextingNotSetUp meaning="no text is sent" missing={status.missing} />
          <details className="texts-server">
            <summary>What whoever runs the server sets</summary>
            <ul>
              {SERVER_SETTINGS.map(([name, what]) => (
                <li key={name}>
                  <code>{name}</code>: {what}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}

      <WeekByWeek weeks={weeks} />

      <TextsForm
        key={actionData ? "refused" : JSON.stringify(settings)}
        values={actionData?.values ?? settings}
        answer={actionData}
      />

      <Registration paste={paste} />
    </div>
  );
}

const TEXT_COLUMNS: WeekColumn<TextsData["weeks"][number]>[] = [
  { label: "Sent", value: (week) => week.sent },
  { label: "Delivered", value: (week) => week.delivered },
  { label: "Replies", value: (week) => week.replies },
  { label: "Stops", value: (week) => week.stops },
  { label: "Not delivered", value: (week) => week.failures },
];

function WeekByWeek({ weeks }: Pick<TextsData, "weeks">) {
  return (
    <section aria-labelledby="texts-figures-heading">
      <h2 id="texts-figures-heading">Week by week</h2>
      <WeeksTable caption="Text messages by week" columns={TEXT_COLUMNS} weeks={weeks} />
    </section>
  );
}

function TextsForm({ values, answer }: { values: TextSettings; answer?: TextsAnswer }) {
  const errors = answer?.errors ?? {};
  const field = namedFields("texts", values, errors);
  return (
    <StaffForm
      intent="settings"
      id="texts-form"
      aria-labelledby="texts-form-heading"
      className="staff-form staff-form--wide"
    >
      <h2 id="texts-form-heading">The automatic texts</h2>
      <p className="field__hint">
        {"{first}"} becomes the client&apos;s first name, {"{spa}"} the spa&apos;s name. Each must
        say how to stop (“Reply STOP to stop”).
      </p>
      <TextAreaField
        {...field("instantText")}
        label="The text right after a request"
        maxLength={AUTO_TEXT_MAX}
        rows={4}
        required
      />
      <div className="staff-checkbox">
        <input
          id="texts-missedCallEnabled"
          type="checkbox"
          name="missedCallEnabled"
          defaultChecked={values.missedCallEnabled}
          aria-describedby="texts-missed-note"
        />
        <label htmlFor="texts-missedCallEnabled">Text callers nobody answered</label>
      </div>
      <p id="texts-missed-note" className="field__hint">
        Ask your lawyer before turning this on: texting people who called but did not ask for texts
        may need their consent. One text a number every 12 hours at most, between 8:00 AM and 9:00
        PM, never after a stop.
      </p>
      <TextAreaField
        {...field("missedCallText")}
        label="The missed-call text"
        maxLength={AUTO_TEXT_MAX}
        rows={4}
        required
      />
      <FormFailure message={answer?.message} />
      <SendButton intent="settings" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}

/** The registration's words, each in a box to select (and, with JavaScript, a Copy button). */
function Registration({ paste }: Pick<TextsData, "paste">) {
  return (
    <section aria-labelledby="texts-registration-heading" className="texts-registration">
      <h2 id="texts-registration-heading">For Twilio&apos;s registration</h2>
      <p>
        US carriers deliver texts only from a registered number (A2P 10DLC). Paste these into the
        campaign form in Twilio&apos;s console; they are the site&apos;s own words as saved above.
      </p>
      {paste.map((entry) => (
        <PasteBox key={entry.id} entry={entry} />
      ))}
    </section>
  );
}

function PasteBox({ entry }: { entry: PasteText }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  const id = `texts-paste-${entry.id}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(entry.text);
      setSaid("Copied.");
    } catch {
      setSaid("Could not copy here: select the words and copy them.");
    }
  }
  return (
    <div className="texts-paste">
      <TextAreaField
        id={id}
        label={entry.label}
        readOnly
        rows={entry.text.length > 300 ? 8 : 3}
        defaultValue={entry.text}
        // Read-only words to copy: not work to lose on leaving (the layout's UnsavedGuard).
        data-unsaved="ignore"
      />
      {hydrated ? (
        <p className="texts-paste__copy">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void copy()}
          >
            Copy
          </button>{" "}
          <span role="status">{said}</span>
        </p>
      ) : null}
    </div>
  );
}
