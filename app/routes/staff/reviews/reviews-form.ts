/**
 * The review-requests page's form (issue 30): the stored setting's own checks plus the session's
 * token; the switch is a checkbox ("on" when ticked). The page and its action share it.
 */
import { z } from "zod/mini";
import { csrfToken } from "~/lib/staff/schemas";
import { reviewSettingsSchema, REVIEW_LIMITS, type ReviewSettings } from "~/lib/reviews/settings";

const { shape } = reviewSettingsSchema;

export const reviewsFormSchema = z.object({
  csrfToken,
  enabled: z.optional(z.literal("on")),
  delayDays: shape.delayDays,
  reminderDays: shape.reminderDays,
  sendHour: shape.sendHour,
  subject: shape.subject,
  message: shape.message,
  reminderMessage: shape.reminderMessage,
});

/** The numbers the form posts as text. */
export const REVIEW_NUMBER_FIELDS = ["delayDays", "reminderDays", "sendHour"];

export const settingsOf = (form: z.output<typeof reviewsFormSchema>): ReviewSettings => ({
  enabled: form.enabled === "on",
  delayDays: form.delayDays,
  reminderDays: form.reminderDays,
  sendHour: form.sendHour,
  subject: form.subject,
  message: form.message,
  reminderMessage: form.reminderMessage,
});

const range = (limits: { min: number; max: number }) =>
  Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i);

export const DELAY_CHOICES = range(REVIEW_LIMITS.delayDays);
export const REMINDER_CHOICES = range(REVIEW_LIMITS.reminderDays);
export const HOUR_CHOICES = range(REVIEW_LIMITS.sendHour);
