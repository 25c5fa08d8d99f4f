/**
 * Review requests (`/staff/reviews`, owners; issue 30): how they work, the review links (set
 * here, first: issue 35), the weekly figures, the timing and words (plain form posts, no
 * JavaScript needed), and the e-mails as a client reads them on a phone.
 */
import { WeeksTable, type WeekColumn } from "../shared/WeeksTable";
import type { Route } from "./+types/reviews";
import { staffMeta } from "~/routes/staff/shared/meta";
import { RichHtml } from "~/components/ui/RichHtml";
import { hourWords, REVIEW_LIMITS, type ReviewSettings } from "~/lib/reviews/settings";
import {
  FieldError,
  FormFailure,
  namedFields,
  TextAreaField,
  TextField,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { requireOwner } from "../shared/guard";
import { DELAY_CHOICES, HOUR_CHOICES, REMINDER_CHOICES } from "./reviews-form";
import { OWNERS_ONLY, reviewsAction, reviewsData, type ReviewsAnswer } from "./reviews.server";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { ReviewLinksForm } from "./ReviewLinksForm";
import "./reviews.css";

export const meta: Route.MetaFunction = () => staffMeta("Review requests | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request, OWNERS_ONLY);
  return reviewsData(context);
}

export const action = reviewsAction;

const dayWords = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/** The links form's refusal (it names its record), else the settings form's. */
const answersOf = (answer: ReviewsAnswer | RecordSaveAnswer | undefined) =>
  answer && "record" in answer
    ? { links: answer, settings: undefined }
    : { links: undefined, settings: answer };

type ReviewsData = Route.ComponentProps["loaderData"];

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, links, linksInDraftOnly, linksForm, mailConfigured, waiting, weeks, preview } =
    loaderData;
  const answers = answersOf(actionData);
  const shown = answers.settings?.values ?? settings;
  return (
    <div className="reviews-page">
      <h1>Review requests</h1>
      <p>
        When you mark a client <strong>Came in</strong> on their lead&apos;s page, they get one
        e-mail asking for a review {dayWords(settings.delayDays)} later at{" "}
        {hourWords(settings.sendHour)}, and one reminder {dayWords(settings.reminderDays)} after
        that only if they opened no button. Everyone who came in is asked, with no question about
        how it went and nothing offered in return: US law (the FTC&apos;s rule on reviews) and
        Google forbid both. A person is asked at most once in 180 days, and never again once they
        say stop.
      </p>
      {mailConfigured ? null : (
        <p>
          <strong>E-mail is not set up on this website yet</strong>, so no request is sent.
        </p>
      )}
      {settings.enabled ? null : (
        <p>
          <strong>Switched off:</strong> clients who come in are not asked.
        </p>
      )}

      <section aria-labelledby="reviews-links-heading">
        <h2 id="reviews-links-heading">Review links</h2>
        <p>
          {links.length === 0 ? (
            <strong>No review link is live yet, so no request can be sent. </strong>
          ) : null}
          The e-mails&apos; buttons and the website&apos;s Reviews page use these links (the same as
          in Salon details).
        </p>
        {linksInDraftOnly ? (
          <p>
            <strong>Saved in the draft, not live yet:</strong> the e-mails use the live links until
            you publish.
          </p>
        ) : null}
        <ReviewLinksForm {...linksForm} answer={answers.links} labelledBy="reviews-links-heading" />
      </section>

      <WeekByWeek waiting={waiting} weeks={weeks} />

      <ReviewsForm
        key={answers.settings ? "refused" : JSON.stringify(settings)}
        values={shown}
        answer={answers.settings}
      />

      <WhatClientsReceive preview={preview} />
    </div>
  );
}

const REVIEW_COLUMNS: WeekColumn<ReviewsData["weeks"][number]>[] = [
  { label: "Requests sent", value: (week) => week.requests },
  { label: "Reminders sent", value: (week) => week.reminders },
  { label: "Buttons opened", value: (week) => week.clicks },
  { label: "Stops", value: (week) => week.stops },
];

/** The weekly figures and the e-mails still waiting. */
function WeekByWeek({ waiting, weeks }: Pick<ReviewsData, "waiting" | "weeks">) {
  return (
    <section aria-labelledby="reviews-figures-heading">
      <h2 id="reviews-figures-heading">Week by week</h2>
      <p>
        {waiting === 1
          ? "1 e-mail is waiting to be sent."
          : `${waiting} e-mails are waiting to be sent.`}
      </p>
      <WeeksTable caption="Review requests by week" columns={REVIEW_COLUMNS} weeks={weeks} />
    </section>
  );
}

/** The request and the reminder as saved, rendered by the e-mails' own function. */
function WhatClientsReceive({ preview }: Pick<ReviewsData, "preview">) {
  return (
    <section aria-labelledby="reviews-preview-heading" className="reviews-preview">
      <h2 id="reviews-preview-heading">What clients receive</h2>
      <p>As saved, for a client named Ana, on a phone.</p>
      <h3>
        The request: <span className="reviews-preview__subject">{preview.request.subject}</span>
      </h3>
      {/* Rendered by the e-mail's own function: every word escaped. */}
      <RichHtml html={preview.request.bodyHtml} className="reviews-preview__frame" />
      <h3>
        The reminder: <span className="reviews-preview__subject">{preview.reminder.subject}</span>
      </h3>
      <RichHtml html={preview.reminder.bodyHtml} className="reviews-preview__frame" />
    </section>
  );
}

function Choice({
  id,
  label,
  value,
  choices,
  words,
  error,
}: {
  id: keyof ReviewSettings;
  label: string;
  value: number;
  choices: number[];
  words: (n: number) => string;
  error?: string;
}) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={`reviews-${id}`}>{label}</label>
      <select
        id={`reviews-${id}`}
        name={id}
        defaultValue={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `reviews-${id}-error` : undefined}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {words(n)}
          </option>
        ))}
      </select>
      <FieldError id={`reviews-${id}`} error={error} />
    </div>
  );
}

function ReviewsForm({ values, answer }: { values: ReviewSettings; answer?: ReviewsAnswer }) {
  const errors = answer?.errors ?? {};
  const field = namedFields("reviews", values, errors);
  return (
    <StaffForm
      intent="settings"
      id="reviews-form"
      aria-labelledby="reviews-form-heading"
      className="staff-form staff-form--wide"
    >
      <h2 id="reviews-form-heading">Timing and words</h2>
      <div className="staff-checkbox">
        <input
          id="reviews-enabled"
          type="checkbox"
          name="enabled"
          defaultChecked={values.enabled}
        />
        <label htmlFor="reviews-enabled">Ask clients who came in for a review</label>
      </div>
      <Choice
        id="delayDays"
        label="Send the request"
        value={values.delayDays}
        choices={DELAY_CHOICES}
        words={(n) => (n === 1 ? "The day after the visit" : `${n} days after the visit`)}
        error={errors.delayDays}
      />
      <Choice
        id="sendHour"
        label="At (the spa's time)"
        value={values.sendHour}
        choices={HOUR_CHOICES}
        words={hourWords}
        error={errors.sendHour}
      />
      <Choice
        id="reminderDays"
        label="Reminder, if no button was opened"
        value={values.reminderDays}
        choices={REMINDER_CHOICES}
        words={(n) => `${n} days after the request`}
        error={errors.reminderDays}
      />
      <TextField {...field("subject")} label="Subject" maxLength={REVIEW_LIMITS.subject} required />
      <TextAreaField
        {...field("message")}
        label="The request's words (after “Hi Ana,”; the buttons follow)"
        maxLength={REVIEW_LIMITS.message}
        required
      />
      <TextAreaField
        {...field("reminderMessage")}
        label="The reminder's words"
        maxLength={REVIEW_LIMITS.message}
        required
      />
      <FormFailure message={answer?.message} />
      <SendButton intent="settings" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
