/**
 * The alerts page's action (decisions 0020, 0029): remove one of the member's devices, save the
 * quiet hours, send a test alert to the member's devices. Plain form posts that work without
 * JavaScript; turning alerts on and off on this device needs the Push API and posts to the staff
 * API instead (`staffPushSubscribe`, `staffPushUnsubscribe`).
 */
import { data, type ActionFunctionArgs } from "react-router";
import { deviceRemoveSchema, quietHoursSchema } from "~/lib/staff/alerts";
import { requireStaff } from "~/routes/staff/shared/guard";
import { isUuid } from "~/lib/staff/leads";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export const ALERT_INTENTS = ["device-remove", "quiet-hours", "test"] as const;
export type AlertIntent = (typeof ALERT_INTENTS)[number];

const HERE = "/staff/alerts";
const RELOAD = "Reload the page and try again.";

/** What the page's forms get back when the action does not redirect. */
export type AlertActionAnswer = FormAnswer<
  AlertIntent,
  {
    /** The device a refused removal was about. */
    device?: string;
    /** What the quiet-hours form sent, shown again with its refusal. */
    values?: Record<string, string>;
  }
>;

const answer = (body: AlertActionAnswer, status: number) => data(body, { status });

const intentOf = (value: FormDataEntryValue | null): AlertIntent | undefined =>
  ALERT_INTENTS.find((intent) => intent === value);

export async function alertsAction({ request, context }: ActionFunctionArgs) {
  const identity = requireStaff(context, request);
  const form = context.get(staffFormContext);
  const { alerts } = context.services;
  const intent = intentOf(form.get("intent"));
  if (!intent) return answer({ intent: "quiet-hours", message: RELOAD }, 400);

  if (intent === "device-remove") {
    const checked = checkForm(deviceRemoveSchema, formFields(form));
    if (!checked.ok || !isUuid(checked.value.device)) {
      return answer({ intent, message: RELOAD }, 400);
    }
    const removed = await alerts.remove(identity.userId, checked.value.device);
    if (!removed) {
      const message = "That device is no longer in your list.";
      return answer({ intent, message, device: checked.value.device }, 404);
    }
    return redirectWithNotice(request, identity, HERE, "Removed: that device gets no more alerts.");
  }

  if (intent === "quiet-hours") {
    const fields = formFields(form);
    const checked = checkForm(quietHoursSchema, fields);
    if (!checked.ok) {
      const message = checked.errors.quietUntil ?? checked.errors.quietFrom ?? RELOAD;
      const values = {
        quiet: String(fields.quiet ?? "").slice(0, 10),
        quietFrom: String(fields.quietFrom ?? "").slice(0, 10),
        quietUntil: String(fields.quietUntil ?? "").slice(0, 10),
      };
      return answer({ intent, message, errors: checked.errors, values }, 400);
    }
    const { quiet, quietFrom, quietUntil } = checked.value;
    const hours =
      quiet === "none"
        ? { quietFrom: null, quietUntil: null }
        : { quietFrom: Number(quietFrom), quietUntil: Number(quietUntil) };
    await alerts.saveQuietHours(identity.userId, hours);
    const words =
      quiet === "none" ? "No quiet hours: alerts come at any time." : "Quiet hours saved.";
    return redirectWithNotice(request, identity, HERE, words);
  }

  const { sent, devices } = await alerts.sendTest(identity.userId);
  if (devices === 0) {
    const message = "Alerts are not on on any of your devices yet. Turn them on first.";
    return answer({ intent, message }, 409);
  }
  if (sent === 0) {
    const message = "The test alert could not be sent. Try again in a minute.";
    return answer({ intent, message }, 502);
  }
  const words =
    sent === devices
      ? `Test alert sent to ${devices === 1 ? "your device" : `your ${devices} devices`}.`
      : `Test alert sent to ${sent} of your ${devices} devices.`;
  return redirectWithNotice(request, identity, HERE, words);
}
