/**
 * The alerts page's action (decisions 0020, 0029): remove one of the member's devices, save the
 * quiet hours, send a test alert to the member's devices. Plain form posts that work without
 * JavaScript; turning alerts on and off on this device needs the Push API and posts to the staff
 * API instead (`staffPushSubscribe`, `staffPushUnsubscribe`).
 */
import { data } from "react-router";
import { deviceRemoveSchema, quietHoursSchema } from "./alert-rules";
import { isUuid } from "~/lib/staff/leads";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type AlertIntent = "device-remove" | "quiet-hours" | "test";

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

export const alertsAction = staffAction("staff", {
  "device-remove": async ({ form, services, identity, done }) => {
    const checked = checkForm(deviceRemoveSchema, formFields(form));
    if (!checked.ok || !isUuid(checked.value.device)) {
      return answer({ intent: "device-remove", message: RELOAD }, 400);
    }
    const { device } = checked.value;
    if (!(await services.alerts.remove(identity.userId, device))) {
      const message = "That device is no longer in your list.";
      return answer({ intent: "device-remove", message, device }, 404);
    }
    return done(HERE, "Removed: that device gets no more alerts.");
  },
  "quiet-hours": async ({ form, services, identity, done }) => {
    const fields = formFields(form);
    const checked = checkForm(quietHoursSchema, fields);
    if (!checked.ok) {
      const message = checked.errors.quietUntil ?? checked.errors.quietFrom ?? RELOAD;
      const values = {
        quiet: String(fields.quiet ?? "").slice(0, 10),
        quietFrom: String(fields.quietFrom ?? "").slice(0, 10),
        quietUntil: String(fields.quietUntil ?? "").slice(0, 10),
      };
      return answer({ intent: "quiet-hours", message, errors: checked.errors, values }, 400);
    }
    const { quiet, quietFrom, quietUntil } = checked.value;
    const hours =
      quiet === "none"
        ? { quietFrom: null, quietUntil: null }
        : { quietFrom: Number(quietFrom), quietUntil: Number(quietUntil) };
    await services.alerts.saveQuietHours(identity.userId, hours);
    return done(
      HERE,
      quiet === "none" ? "No quiet hours: alerts come at any time." : "Quiet hours saved.",
    );
  },
  test: async ({ services, identity, done }) => {
    const { sent, devices } = await services.alerts.sendTest(identity.userId);
    if (devices === 0) {
      const message = "Alerts are off on all your devices. Turn them on first.";
      return answer({ intent: "test", message }, 409);
    }
    if (sent === 0) {
      const message = "The test alert could not be sent. Try again in a minute.";
      return answer({ intent: "test", message }, 502);
    }
    const words =
      sent === devices
        ? `Test alert sent to ${devices === 1 ? "your device" : `your ${devices} devices`}.`
        : `Test alert sent to ${sent} of your ${devices} devices.`;
    return done(HERE, words);
  },
});
