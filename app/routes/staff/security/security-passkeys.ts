/**
 * Adding a passkey (decisions 0018, 0036): WebAuthn needs JavaScript, so the security page posts
 * here with `fetch`, `intent=start` with the password typed again (the creation options back),
 * then `intent=add` with the name and the browser's answer (JSON in `response`). The staff
 * layout's middleware has checked the origin and the session's token and read the form; a session
 * that must first set up a second factor may post here (the staff guard lets it reach
 * /staff/security only).
 */
import type { Route } from "./+types/security-passkeys";
import { passkeyAddSchema, reauthSchema } from "~/lib/staff/second-factor";
import { formFields } from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import {
  checkedFields,
  jsonField,
  postOnly,
  scriptAnswer,
  sessionMember,
} from "~/routes/staff/shared/script-route.server";

export const loader = postOnly;

export async function action({ context }: Route.ActionArgs) {
  return scriptAnswer(async () => {
    const member = sessionMember(context);
    const form = context.get(staffFormContext);
    const { security } = context.services.staff;
    if (form.get("intent") === "start") {
      const { password } = checkedFields(reauthSchema, formFields(form));
      return { options: await security.startPasskey(member, password, context.clientIp ?? "") };
    }
    const fields = { ...formFields(form), response: jsonField(form, "response") };
    const input = checkedFields(passkeyAddSchema, fields);
    return security.addPasskey(member, input.name, input.response);
  });
}
