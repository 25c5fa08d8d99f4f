/**
 * The owner's texts page (`/staff/texts`, owners only; issue 37, item 7): whether texting is on
 * and what is missing, the instant text's and the missed-call text's words (saved with
 * `textSettingsSchema`), the words to paste into Twilio's campaign registration, and the last 8
 * weeks' figures.
 */
import { data, type AppLoadContext } from "react-router";
import { z } from "zod/mini";
import { csrfToken } from "~/lib/staff/schemas";
import { spaWhen } from "~/lib/staff/dates";
import { dayNumberOf, spaInstant } from "~/lib/staff/response-time";
import { ADS_ROUTES } from "~/lib/site/landing-pages";
import { consentDisclosure, TEXT_CONSENT_LABEL, TEXT_CONSENT_VERSION } from "~/lib/texts/consent";
import { AUTO_TEXT_MAX, textSettingsSchema, type TextSettings } from "~/lib/texts/settings";
import { fillText, helpAnswer, startConfirmation, stopConfirmation } from "~/lib/texts/words";
import { formatPhone } from "~/lib/forms/phone";
import {
  checkForm,
  formFields,
  postedText,
  type FieldErrors,
} from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import type { TextWeek } from "~/server/texts/service.server";

const HERE = "/staff/texts";
export const OWNERS_ONLY = "Only an owner can change the text messages.";
const SAMPLE_NAME = "Ana";

const { shape } = textSettingsSchema;
export const textsFormSchema = z.object({
  csrfToken,
  instantText: shape.instantText,
  missedCallEnabled: z.optional(z.literal("on")),
  missedCallText: shape.missedCallText,
});

/** One box of words to paste into Twilio's form. */
export interface PasteText {
  id: string;
  label: string;
  text: string;
}

/** The words Twilio's A2P 10DLC campaign form asks for, from the site's own texts. */
export function registrationTexts(
  settings: TextSettings,
  spa: string,
  phone: string,
  siteUrl: string,
): PasteText[] {
  const site = new URL(siteUrl).origin;
  const forms = [`${site}/contact-us`, ...ADS_ROUTES.map((route) => `${site}${route.path}`)];
  const optIn =
    `Clients opt in on ${spa}'s website, on the forms where they ask for an appointment or a ` +
    `consultation (${forms.join(", ")}). Each form has an unticked checkbox, "${TEXT_CONSENT_LABEL}", ` +
    `with this disclosure beside it: "${consentDisclosure(TEXT_CONSENT_VERSION, spa)}" ` +
    `Only people who tick it get the first text, about the request they sent; the consent's words ` +
    `and time are stored with the request. Mobile numbers and consent are not shared with third parties.`;
  return [
    { id: "opt-in", label: "How clients opt in (the opt-in description)", text: optIn },
    {
      id: "sample-instant",
      label: "Sample message 1: the text right after a request",
      text: fillText(settings.instantText, { first: SAMPLE_NAME, spa }),
    },
    {
      id: "sample-staff",
      label: "Sample message 2: a staff member's answer",
      text: `Hi ${SAMPLE_NAME}, this is ${spa}. We have Thursday at 3:00 PM or Friday at 11:00 AM for your consultation. Which suits you? Reply STOP to stop.`,
    },
    {
      id: "sample-missed",
      label: "Sample message 3: after a missed call",
      text: fillText(settings.missedCallText, { spa }),
    },
    { id: "help", label: "The answer to HELP", text: helpAnswer(spa, phone) },
    { id: "stop", label: "The answer to STOP", text: stopConfirmation(spa) },
    { id: "start", label: "The answer to START", text: startConfirmation(spa) },
  ];
}

/** A week's row: "This week", else its Monday ("Mon Nov 30"). */
const weekLabel = (week: TextWeek, index: number, now: Date) => {
  const day = dayNumberOf(week.weekOf);
  if (index === 0 || day === null) return "This week";
  return spaWhen(new Date(spaInstant(day, 0)).toISOString(), now, { withTime: false });
};

export async function textsData(context: AppLoadContext) {
  const { services } = context;
  const now = new Date();
  const [settings, weeks, { salon_info }] = await Promise.all([
    services.texts.settings(),
    services.texts.figures(8),
    services.content.getSalon(),
  ]);
  const spa = salon_info.salon_name;
  return {
    status: services.texts.status(),
    settings,
    weeks: weeks.map((week, index) => ({ ...week, label: weekLabel(week, index, now) })),
    paste: registrationTexts(
      settings,
      spa,
      formatPhone(salon_info.salon_contact_no),
      services.config.SITE_URL,
    ),
  };
}

/** A refused save: the message, per field, and what was typed. */
export type TextsAnswer = FormAnswer<null, { errors: FieldErrors; values: TextSettings }>;

const typed = (form: FormData, name: string) =>
  postedText(form.get(name)).slice(0, AUTO_TEXT_MAX + 200);

export const textsAction = staffAction(
  { owner: OWNERS_ONLY },
  {
    settings: async ({ form, services, identity, done }) => {
      const checked = checkForm(textsFormSchema, formFields(form));
      if (!checked.ok) {
        const body: TextsAnswer = {
          message: "Nothing was saved: check what is marked below.",
          errors: checked.errors,
          values: {
            instantText: typed(form, "instantText"),
            missedCallEnabled: form.get("missedCallEnabled") === "on",
            missedCallText: typed(form, "missedCallText"),
          },
        };
        return data(body, { status: 400 });
      }
      const { instantText, missedCallEnabled, missedCallText } = checked.value;
      const settings = {
        instantText,
        missedCallEnabled: missedCallEnabled === "on",
        missedCallText,
      };
      await services.texts.saveSettings(settings, identity.userId);
      return done(
        HERE,
        settings.missedCallEnabled
          ? "Saved. Callers nobody answers now get the missed-call text."
          : "Saved. No missed-call texts are sent.",
      );
    },
  },
);
