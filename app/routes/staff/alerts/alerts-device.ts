/**
 * Alerts on this device, on or off (decisions 0029, 0036): the browser's Push API needs
 * JavaScript, so the alerts page posts the subscription here with `fetch`; the staff layout's
 * middleware has checked the origin and the session's token and read the form.
 */
import { pushSubscribeSchema, pushUnsubscribeSchema } from "./alert-rules";
import { formFields } from "~/routes/staff/shared/form-data.server";
import { checkedFields, postOnly } from "~/routes/staff/shared/script-route.server";
import { scriptAction } from "~/routes/staff/shared/staff-action.server";

export const loader = postOnly;

/** `intent=on` with the subscription's endpoint and keys (sent again, it updates); `off`. */
export const action = scriptAction("staff", {
  on: async ({ form, services, identity, request }) => {
    const { p256dh, auth, ...fields } = formFields(form);
    const input = checkedFields(pushSubscribeSchema, { ...fields, keys: { p256dh, auth } });
    const agent = request.headers.get("user-agent") ?? undefined;
    await services.alerts.subscribe(identity.userId, input, agent);
    return { message: "Alerts are on on this device." };
  },
  off: async ({ form, services, identity }) => {
    const { p256dh: _key, auth: _auth, ...fields } = formFields(form);
    const input = checkedFields(pushUnsubscribeSchema, fields);
    await services.alerts.unsubscribe(identity.userId, input.endpoint);
    return { message: "Alerts are off on this device." };
  },
});
