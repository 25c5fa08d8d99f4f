/**
 * The lead page's texts (issue 37, item 3): the thread as the page shows it (who and when in
 * words, each text's state), and the two posts: send a text (`text`) and stop texting the number
 * (`stop-texting`). The thread's reads and the sending are `services.texts`'; a refusal is a
 * FormAnswer in words beside the form, what she typed kept.
 */
import { data } from "react-router";
import { spaWhen } from "~/lib/staff/dates";
import { STAFF_TEXT_MAX, staffTextSchema } from "~/lib/texts/settings";
import { TEXT_STATE_WORDS } from "~/lib/texts/words";
import type { TextOrigin } from "~/lib/texts/vocabulary";
import { z } from "zod/mini";
import { csrfToken } from "~/lib/staff/schemas";
import type { TextingStatus, TextService, ThreadText } from "~/server/texts/service.server";
import {
  checkForm,
  formFields,
  postedText,
  unconfirmed,
  VALIDATION_MESSAGE,
} from "~/routes/staff/shared/form-data.server";
import type { StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { LeadActionAnswer } from "./lead.server";
import { cannotTextWords } from "./text-words";

/** One text as the page shows it. */
export interface TextLine {
  id: string;
  out: boolean;
  who: string;
  when: string;
  at: string;
  body: string;
  state: string;
  failure: string | null;
  likelyStop: boolean;
  unread: boolean;
}

export interface TextsView {
  status: TextingStatus;
  /** Why no text can be sent now, in words; null when one can. */
  refusal: string | null;
  number: string | null;
  stopped: boolean;
  /** When they ticked the box, in words, or null. */
  consentWhen: string | null;
  texts: TextLine[];
  /** Their first name, or "They". */
  who: string;
}

const SITE_TEXTS: Record<Exclude<TextOrigin, "staff" | "client">, string> = {
  instant: "The website (instant text)",
  missed_call: "The website (missed-call text)",
  keyword: "The website (automatic answer)",
};

function whoWrote(text: ThreadText, client: string): string {
  if (text.direction === "in") return client;
  if (text.origin === "staff" || text.origin === "client")
    return text.by ?? "A former staff member";
  return SITE_TEXTS[text.origin];
}

/**
 * The lead's thread for its page, then its incoming texts marked read (the page shows them now);
 * null when the lead is gone.
 */
export async function textsViewOf(
  services: { texts: TextService },
  leadId: string,
  firstName: string,
  now: Date,
): Promise<TextsView | null> {
  const thread = await services.texts.thread(leadId);
  if (!thread) return null;
  if (thread.texts.some((text) => text.unread)) await services.texts.markRead(leadId);
  const who = firstName.trim() || "They";
  const client = firstName.trim() || "The client";
  return {
    status: services.texts.status(),
    refusal: thread.cannotText ? cannotTextWords(thread.cannotText, who) : null,
    number: thread.number,
    stopped: thread.stopped,
    consentWhen: thread.consent ? spaWhen(thread.consent.at, now) : null,
    who,
    texts: thread.texts.map((text) => ({
      id: text.id,
      out: text.direction === "out",
      who: whoWrote(text, client),
      when: spaWhen(text.at, now),
      at: text.at,
      body: text.body,
      state:
        text.state === "held"
          ? `Will be sent ${spaWhen(text.dueAt, now)}`
          : TEXT_STATE_WORDS[text.state],
      failure: text.failure,
      likelyStop: text.likelyStop,
      unread: text.unread,
    })),
  };
}

type Args = StaffActionArgs<"staff">;

const answer = (body: LeadActionAnswer, status: number) => data(body, { status });

/** A template's place in the list as posted ("2"), or null. */
export function templateIndex(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

const staffTextForm = z.object({ csrfToken, body: staffTextSchema.shape.body });

/**
 * Sends a text: a template button (without JavaScript) gives the box back with the template or
 * what was typed; else checked with the form's schema and handed to `services.texts.send`, whose
 * refusal (off, no number, stopped, no consent) is said in words with the typing kept.
 */
export async function sendText(
  { form, services, identity, done }: Args,
  { id, here }: { id: string; here: string },
) {
  const typed = { subject: "", body: postedText(form.get("body")).slice(0, STAFF_TEXT_MAX + 200) };
  const replace = templateIndex(form.get("replace"));
  const asked = replace ?? templateIndex(form.get("template"));
  if (asked !== null) {
    const shown = templateIndex(form.get("shown")) ?? asked;
    const template = { asked, shown, confirmed: replace !== null };
    return answer({ intent: "text", message: "", typed, template }, 200);
  }
  const checked = checkForm(staffTextForm, formFields(form));
  if (!checked.ok) {
    const message = checked.errors.csrfToken
      ? "Reload the page and try again."
      : VALIDATION_MESSAGE;
    return answer({ intent: "text", message, errors: checked.errors, typed }, 400);
  }
  const outcome = await services.texts.send(id, checked.value.body, identity.userId);
  if (!outcome.ok) {
    if (outcome.reason === "gone") {
      return answer({ intent: "text", message: "This lead no longer exists.", typed }, 404);
    }
    const message = cannotTextWords(outcome.reason, "They");
    return answer({ intent: "text", message, typed }, outcome.reason === "off" ? 503 : 409);
  }
  return done(
    here,
    outcome.held
      ? `It is past texting hours (8:00 AM to 9:00 PM): the text will be sent ${spaWhen(outcome.dueAt.toISOString(), new Date())}.`
      : "Text queued: its delivery shows in the texts below.",
  );
}

export const STOP_CONFIRM = "Tick the box to confirm that this number gets no more texts.";

/** "Stop texting": the number gets no more texts from any lead (confirmed: only they undo it). */
export async function stopTexting(
  { form, services, identity, done }: Args,
  { id, here }: { id: string; here: string },
) {
  const refusal = unconfirmed(form, STOP_CONFIRM);
  if (refusal) return answer({ intent: "stop-texting", ...refusal }, 400);
  await services.texts.stop(id, identity.userId);
  return done(
    here,
    "Texting stopped: this number gets no more texts from the spa. Only they can start them again, by texting START.",
  );
}
