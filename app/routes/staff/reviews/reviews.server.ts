/**
 * The review-requests page (`/staff/reviews`, owners only; issue 30): the weekly figures, the
 * review links the e-mails use (the salon record's, set here too: issue 35), the timing and the
 * words, and a preview of the request and the reminder drawn by the e-mail's own render function.
 */
import { data, type AppLoadContext } from "react-router";
import { renderReviewMail, REVIEW_SITES, reviewLinks } from "~/lib/reviews/message";
import { REVIEW_LIMITS, type ReviewSettings } from "~/lib/reviews/settings";
import { spaWhen } from "~/lib/staff/dates";
import {
  checkForm,
  formFields,
  postedText,
  type FieldErrors,
} from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { saveRecord } from "~/routes/staff/content/record-action.server";
import { SALON_RECORD } from "~/routes/staff/content/salon/salon-form";
import { reviewLinksForm } from "./review-links-form";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { REVIEW_NUMBER_FIELDS, reviewsFormSchema, settingsOf } from "./reviews-form";

const HERE = "/staff/reviews";
export const OWNERS_ONLY = "Only an owner can change the review requests.";
const SAMPLE_NAME = "Ana";

/** The e-mail as a client named Ana would get it, its buttons going straight to the sites. */
function previewOf(
  kind: "request" | "reminder",
  settings: ReviewSettings,
  salonName: string,
  links: { name: string; url: string }[],
) {
  const mail = renderReviewMail({
    kind,
    firstName: SAMPLE_NAME,
    settings,
    salonName,
    buttons: links.map((link) => ({ name: link.name, href: link.url })),
    stopUrl: "/reviews/stop/preview",
  });
  return { subject: mail.subject, bodyHtml: mail.bodyHtml };
}

export async function reviewsData(context: AppLoadContext) {
  const { services } = context;
  const now = new Date();
  const { editor } = services.staff;
  const [settings, salon, weeks, waiting, draftSalon, { changes }] = await Promise.all([
    services.reviews.settings(),
    services.content.getSalon(),
    services.reviews.figures(now),
    services.reviews.waiting(),
    editor.record({ part: SALON_RECORD }),
    editor.changes(),
  ]);
  const links = reviewLinks(salon.socialmoduleinfo);
  const name = salon.salon_info.salon_name;
  // The record's schema was checked when it was saved or imported.
  const draftLinks = (draftSalon.value as typeof salon).socialmoduleinfo;
  return {
    settings,
    links,
    /** The links as the draft has them (the form), its fingerprint, what else the draft holds. */
    /** Whether the draft's links differ from the live ones (saved, not yet published). */
    linksInDraftOnly: REVIEW_SITES.some(
      ({ field }) => (draftLinks[field] ?? "") !== (salon.socialmoduleinfo[field] ?? ""),
    ),
    linksForm: {
      values: { ...draftLinks },
      seen: draftSalon.seen,
      changes: changes.map(({ record, label }) => ({ record, label })),
    },
    mailConfigured: services.mail !== undefined,
    waiting,
    weeks: weeks.map((week, index) => ({
      // The column says "Week of": a row says only its Monday, on one line at 375 px.
      label:
        index === 0 ? "This week" : spaWhen(week.weekStart.toISOString(), now, { withTime: false }),
      requests: week.requests,
      reminders: week.reminders,
      clicks: week.clicks,
      stops: week.stops,
    })),
    preview: {
      request: previewOf("request", settings, name, links),
      reminder: previewOf("reminder", settings, name, links),
    },
  };
}

/** A refused save: the message, per field, and what was typed. */
export type ReviewsAnswer = FormAnswer<null, { errors: FieldErrors; values: ReviewSettings }>;

const text = (form: FormData, name: string, max: number) =>
  postedText(form.get(name)).slice(0, max + 200);
const number = (form: FormData, name: string) => Number(text(form, name, 4)) || 0;

export const reviewsAction = staffAction(
  { owner: OWNERS_ONLY },
  {
    /** The review links: the salon record's, saved as its editor saves it (decision 0040). */
    save: saveRecord({ [SALON_RECORD]: reviewLinksForm }, () => HERE),
    settings: async ({ form, services, identity, done }) => {
      const checked = checkForm(reviewsFormSchema, formFields(form, REVIEW_NUMBER_FIELDS));
      if (!checked.ok) {
        const body: ReviewsAnswer = {
          message: "Nothing was saved: check what is marked below.",
          errors: checked.errors,
          values: {
            enabled: form.get("enabled") === "on",
            delayDays: number(form, "delayDays"),
            reminderDays: number(form, "reminderDays"),
            sendHour: number(form, "sendHour"),
            subject: text(form, "subject", REVIEW_LIMITS.subject),
            message: text(form, "message", REVIEW_LIMITS.message),
            reminderMessage: text(form, "reminderMessage", REVIEW_LIMITS.message),
          },
        };
        return data(body, { status: 400 });
      }
      const settings = settingsOf(checked.value);
      await services.reviews.saveSettings(settings, identity.userId);
      return done(
        HERE,
        settings.enabled
          ? "Saved. Clients who come in from now on get the request at these times."
          : "Saved. No review requests are sent to clients who come in from now on.",
      );
    },
  },
);
