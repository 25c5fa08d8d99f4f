/**
 * Adding a passkey (decisions 0018, 0036): WebAuthn needs JavaScript, so the security page posts
 * here with `fetch`, `intent=start` with the password typed again (the creation options back),
 * then `intent=add` with the name and the browser's answer (JSON in `response`). The staff
 * layout's middleware has checked the origin and the session's token and read the form; a session
 * that must first set up a second factor may post here (the staff guard lets it reach
 * /staff/security only).
 */
import { passkeyAddSchema, reauthSchema } from "~/lib/staff/second-factor";
import { formFields } from "~/routes/staff/shared/form-data.server";
import { checkedFields, jsonField, postOnly } from "~/routes/staff/shared/script-route.server";
import { scriptAction } from "~/routes/staff/shared/staff-action.server";

export const loader = postOnly;

export const action = scriptAction("session", {
  start: async ({ form, services, identity, context }) => {
    const { password } = checkedFields(reauthSchema, formFields(form));
    const ip = context.clientIp ?? "";
    return { options: await services.staff.security.startPasskey(identity, password, ip) };
  },
  add: ({ form, services, identity }) => {
    const fields = { ...formFields(form), response: jsonField(form, "response") };
    const input = checkedFields(passkeyAddSchema, fields);
    return services.staff.security.addPasskey(identity, input.name, input.response);
  },
});
