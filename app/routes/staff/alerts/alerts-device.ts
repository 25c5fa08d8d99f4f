/**
 * Alerts on this device, on or off (decisions 0029, 0036): the browser's Push API needs
 * JavaScript, so the alerts page posts the subscription here with `fetch`; the staff layout's
 * middleware has checked the origin and the session's token and read the form.
 */
import type { Route } from "./+types/alerts-device";
import { pushSubscribeSchema, pushUnsubscribeSchema } from "~/lib/staff/alerts";
import { requireStaff } from "~/routes/staff/shared/guard";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { formFields } from "~/routes/staff/shared/form-data.server";
import { checkedFields, postOnly, scriptAnswer } from "~/routes/staff/shared/script-route.server";

export const loader = postOnly;

/** `intent=on` with the subscription's endpoint and keys (sent again, it updates); `off`. */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = requireStaff(context, request);
  const form = context.get(staffFormContext);
  const { alerts } = context.services;
  const { p256dh, auth, ...fields } = formFields(form);
  return scriptAnswer(async () => {
    if (form.get("intent") === "off") {
      const input = checkedFields(pushUnsubscribeSchema, fields);
      await alerts.unsubscribe(identity.userId, input.endpoint);
      return { message: "Alerts are off on this device." };
    }
    const input = checkedFields(pushSubscribeSchema, { ...fields, keys: { p256dh, auth } });
    await alerts.subscribe(identity.userId, input, request.headers.get("user-agent") ?? undefined);
    return { message: "Alerts are on on this device." };
  });
}
