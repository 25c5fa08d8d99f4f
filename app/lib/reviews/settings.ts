/**
 * The owner's review-request settings (issue 30, decision 0044): on or off, the timing and the
 * words of the request and its one reminder. One schema for the stored setting and the staff
 * page's form; the timing rule (a day after the visit at a decent hour, spa time) is pure and
 * unit-tested here.
 */
import { z } from "zod/mini";
import { spaDayNumber, spaInstant } from "~/lib/staff/response-time";

export const REVIEW_LIMITS = {
  subject: 120,
  message: 1200,
  delayDays: { min: 1, max: 14 },
  reminderDays: { min: 2, max: 14 },
  sendHour: { min: 9, max: 19 },
} as const;

/** A person is asked at most once in this many days, whatever form they came through. */
export const ASK_AGAIN_AFTER_DAYS = 180;
/** A request's click token works this many days after its reminder was due. */
export const TOKEN_DAYS_AFTER_REMINDER = 30;

const days = (limits: { min: number; max: number }, what: string) =>
  z
    .number()
    .check(
      z.int(),
      z.gte(limits.min, { error: `Choose ${what} between ${limits.min} and ${limits.max}.` }),
      z.lte(limits.max, { error: `Choose ${what} between ${limits.min} and ${limits.max}.` }),
    );

const words = (max: number, what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `Write the ${what}.` }),
      z.maxLength(max, { error: `Keep the ${what} under ${max} characters.` }),
    );

export const reviewSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Days after the visit (1 = the next day). */
  delayDays: days(REVIEW_LIMITS.delayDays, "the days after the visit"),
  /** Days after the request, when no button was opened. */
  reminderDays: days(REVIEW_LIMITS.reminderDays, "the days before the reminder"),
  /** The spa's local hour the e-mails go out (24-hour clock). */
  sendHour: days(REVIEW_LIMITS.sendHour, "an hour"),
  subject: words(REVIEW_LIMITS.subject, "subject"),
  message: words(REVIEW_LIMITS.message, "message"),
  reminderMessage: words(REVIEW_LIMITS.message, "reminder's message"),
});
export type ReviewSettings = z.output<typeof reviewSettingsSchema>;

/**
 * The defaults, in the spa's voice: thanks, the ask, no question about how it went first, no
 * incentive (16 CFR 465 and Google's policy forbid gating and rewards).
 */
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  enabled: true,
  delayDays: 1,
  reminderDays: 5,
  sendHour: 10,
  subject: "Thank you for visiting us",
  message:
    "Thank you for coming in. If you have a minute, a short review helps others find us and " +
    "helps our team grow. Tell it as it was: every review is welcome.",
  reminderMessage:
    "A gentle reminder, in case our last e-mail got buried: if you have a minute, we would be " +
    "grateful for a short review of your visit. This is the last time we ask.",
};

/** The instant the spa's clock reads `hour`:00 on the day `daysLater` after `from`'s day. */
const atSpaHour = (from: Date, daysLater: number, hour: number) =>
  new Date(spaInstant(spaDayNumber(from.getTime()) + daysLater, hour * 60));

/** When the request goes out: `delayDays` spa days after the visit, at the send hour. */
export const requestDueAt = (visit: Date, settings: ReviewSettings) =>
  atSpaHour(visit, settings.delayDays, settings.sendHour);

/** When the reminder goes out (if no button was opened): `reminderDays` after the request. */
export const reminderDueAt = (requestDue: Date, settings: ReviewSettings) =>
  atSpaHour(requestDue, settings.reminderDays, settings.sendHour);

/** Until when the buttons' redirect counts a click. */
export const tokenExpiresAt = (reminderDue: Date) =>
  new Date(reminderDue.getTime() + TOKEN_DAYS_AFTER_REMINDER * 86_400_000);

/** "10:00 AM" for an hour of the 24-hour clock. */
export const hourWords = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
