/**
 * The privacy page's action (decisions 0019, 0020; owners only): find what is stored about one
 * e-mail address or phone number, erase it after the confirmation, save the retention periods.
 * The download is a resource route of its own (`privacy-export.ts`).
 *
 * Find is a POST whose answer is the action's data, not a GET with `?email=`: our request log
 * writes paths only, but nginx's access log (`deploy/nginx/spa.conf` turns it off for static
 * files only; its default "combined" format) writes the whole request line, query string
 * included, and so would the browser's history. A form's body is in neither.
 * The e-mail or phone number searched for is never logged nor recorded: the audit rows hold counts.
 */
import { data } from "react-router";
import { personKey, type PersonKey } from "./person-key";
import { ERASE_CONFIRM_MESSAGE, personFindSchema, retentionSaveSchema } from "./privacy-schemas";
import {
  checkForm,
  formFields,
  unconfirmed,
  type FieldErrors,
} from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import {
  erasedMessage,
  foundMessage,
  type PersonSummary,
} from "~/routes/staff/shared/person-words.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { postedText } from "~/routes/staff/shared/form-data.server";

const HERE = "/staff/privacy";

export const OWNERS_ONLY = "Only an owner can see, download or erase a person's data.";

/** What is stored about the person found, as the page lists it. */
export type FoundAnswer = FormAnswer<
  "find",
  {
    /** What the owner typed, for the download and erase forms (and the field) to send again. */
    person: string;
    summary: PersonSummary;
  }
>;

/** What the page's forms get back when the action does not redirect. */
export type PrivacyActionAnswer =
  | FoundAnswer
  | FormAnswer<"find" | "erase", { errors: FieldErrors; person: string }>
  | FormAnswer<
      "retention",
      {
        errors: FieldErrors;
        /** What was typed, shown again beside the messages. */
        values: Record<string, string>;
      }
    >;

const answer = (body: PrivacyActionAnswer, status: number) => data(body, { status });

/** The schema has already refused anything that is not an e-mail or a phone number. */
export function keyOf(raw: string): PersonKey {
  const key = personKey(raw);
  if (!key) throw data("Type one e-mail address or one phone number.", { status: 400 });
  return key;
}

const RETENTION_FIELDS = ["leadMonths", "resumeMonths", "notInterestedMonths"] as const;

/** A month field as posted: empty is null (no period), anything else a number (junk is NaN). */
const monthsOf = (value: string) => (value.trim() === "" ? null : Number(value));

const text = (form: FormData, name: string) => postedText(form.get(name));

export const privacyAction = staffAction(
  { owner: OWNERS_ONLY },
  {
    find: async ({ form, services, identity }) => {
      const typed = text(form, "person").slice(0, 300);
      const checked = checkForm(personFindSchema, formFields(form));
      if (!checked.ok) {
        const message = checked.errors.person ?? "Reload the page and try again.";
        return answer({ intent: "find", message, errors: checked.errors, person: typed }, 400);
      }
      const summary = await services.staff.person.find(
        keyOf(checked.value.person),
        identity.userId,
      );
      const { person } = checked.value;
      return answer({ intent: "find", message: foundMessage(summary), person, summary }, 200);
    },
    erase: async ({ form, services, identity, done }) => {
      const typed = text(form, "person").slice(0, 300);
      // The "Yes, erase ..." box first: the person is a hidden field of the same form.
      const refusal = unconfirmed(form, ERASE_CONFIRM_MESSAGE);
      if (refusal) return answer({ intent: "erase", ...refusal, person: typed }, 400);
      const checked = checkForm(personFindSchema, formFields(form));
      if (!checked.ok) {
        const message = checked.errors.person ?? "Reload the page and try again.";
        return answer({ intent: "erase", message, errors: checked.errors, person: typed }, 400);
      }
      const summary = await services.staff.person.erase(
        keyOf(checked.value.person),
        identity.userId,
      );
      return done(HERE, erasedMessage(summary));
    },
    retention: async ({ form, services, identity, done }) => {
      const fields: Record<string, unknown> = { csrfToken: form.get("csrfToken") };
      for (const name of RETENTION_FIELDS) fields[name] = monthsOf(text(form, name));
      const checked = checkForm(retentionSaveSchema, fields);
      if (!checked.ok) {
        const values = Object.fromEntries(
          RETENTION_FIELDS.map((name) => [name, text(form, name).slice(0, 20)]),
        );
        const message = "Nothing was saved: check the periods marked below.";
        return answer({ intent: "retention", message, errors: checked.errors, values }, 400);
      }
      const { csrfToken: _token, ...settings } = checked.value;
      await services.staff.saveRetention(settings, identity.userId);
      return done(HERE, "Saved. The next daily run applies these periods.");
    },
  },
);
