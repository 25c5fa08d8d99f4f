/**
 * The sign-in page's action (decisions 0017, 0018, 0020): e-mail and password as a plain form
 * post, so signing in works before and without JavaScript. The route's middleware has checked
 * the origin and read the form (there is no session yet, so no anti-forgery token); the limits,
 * the constant work and the one answer for every refusal are the sign-in service's.
 */
import { data, redirect } from "react-router";
import { safeNext } from "~/routes/staff/shared/guard";
import { signInSchema } from "~/lib/staff/schemas";
import { SECOND_STEP_PAGE, SECURITY_PAGE } from "~/lib/staff/second-factor";
import {
  pendingCookie,
  refusalOf,
  sessionCookie,
  sessionTokenFromRequest,
  signInClientOf,
} from "./auth-cookies.server";
import {
  checkForm,
  formFields,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

/** What the form gets back on a refusal: the message, and the e-mail as typed (never the password). */
export type SignInAnswer = FormAnswer<null, { email: string }>;

const EMAIL_ECHO_MAX = 254;

export const signInAction = staffAction("visitor", async ({ request, context, form, services }) => {
  const { config, staff } = services;
  const ip = context.clientIp ?? "";
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, EMAIL_ECHO_MAX) : "";
  const refuse = (status: number, message: string, errors?: FieldErrors) =>
    data<SignInAnswer>({ message, errors, email }, { status });
  const nextField = form.get("next");
  const next = safeNext(typeof nextField === "string" ? nextField : null);
  try {
    await staff.signIn.countAddress(ip);
    const checked = checkForm(signInSchema, formFields(form));
    if (!checked.ok) return refuse(400, VALIDATION_MESSAGE, checked.errors);
    const outcome = await staff.signIn.password(
      checked.value.email,
      checked.value.password,
      signInClientOf(request, config, ip),
      sessionTokenFromRequest(request, config),
    );
    if (outcome.kind === "second-step") {
      return redirect(`${SECOND_STEP_PAGE}?next=${encodeURIComponent(next)}`, {
        status: 303,
        headers: { "Set-Cookie": pendingCookie(request, config, outcome.pendingToken) },
      });
    }
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(request, config, outcome.sessionToken));
    headers.append("Set-Cookie", outcome.deviceCookie);
    return redirect(outcome.mustEnrol ? SECURITY_PAGE : next, { status: 303, headers });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(refusal.status, refusal.message, refusal.errors);
  }
});
