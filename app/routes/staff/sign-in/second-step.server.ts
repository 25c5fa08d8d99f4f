/**
 * The second step's code form (decisions 0018, 0020): a code from the authenticator app or a
 * recovery code as a plain form post, so it works without JavaScript (the passkey needs it
 * anyway and stays on its endpoint). A spent or expired pending sign-in goes back to the
 * password, saying why; a wrong code is answered in place, the typed code kept.
 */
import { data, redirect } from "react-router";
import { safeNext } from "~/routes/staff/shared/guard";
import { secondStepCodeSchema } from "~/lib/staff/second-factor";
import {
  clearPendingCookie,
  pendingTokenFromRequest,
  refusalOf,
  sessionCookie,
  sessionTokenFromRequest,
  signInClientOf,
} from "./auth-cookies.server";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type SecondStepAnswer = FormAnswer<null, { kind: "totp" | "recovery"; code: string }>;

const CODE_ECHO_MAX = 40;

async function secondStep({ request, context, form, services }: StaffActionArgs<"visitor">) {
  const { config, staff } = services;
  const ip = context.clientIp ?? "";
  const kind = form.get("kind") === "recovery" ? "recovery" : "totp";
  const typed = form.get("code");
  const code = typeof typed === "string" ? typed.slice(0, CODE_ECHO_MAX) : "";
  const nextField = form.get("next");
  const next = safeNext(typeof nextField === "string" ? nextField : null);
  try {
    await staff.signIn.countAddress(ip);
    const checked = checkForm(secondStepCodeSchema, formFields(form));
    if (!checked.ok) {
      const message = checked.errors.code ?? "Reload the page and try again.";
      return data<SecondStepAnswer>(
        { kind, message, errors: checked.errors, code },
        { status: 400 },
      );
    }
    const session = await staff.signIn.code(
      pendingTokenFromRequest(request),
      checked.value.kind,
      checked.value.code,
      signInClientOf(request, config, ip),
      sessionTokenFromRequest(request, config),
    );
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(request, config, session.sessionToken));
    headers.append("Set-Cookie", clearPendingCookie(request, config));
    headers.append("Set-Cookie", session.deviceCookie);
    return redirect(next, { status: 303, headers });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    if (refusal.status === 401) {
      // No pending sign-in left (expired, used, or too many wrong codes): the password again.
      return redirect(`/staff/sign-in?expired=1&next=${encodeURIComponent(next)}`, {
        status: 303,
        headers: { "Set-Cookie": clearPendingCookie(request, config) },
      });
    }
    return data<SecondStepAnswer>(
      { kind, message: refusal.message, errors: refusal.errors, code },
      { status: refusal.status },
    );
  }
}

export const secondStepAction = staffAction("visitor", secondStep);
