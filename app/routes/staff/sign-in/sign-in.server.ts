/**
 * The sign-in page's action (decisions 0017, 0018, 0020): e-mail and password as a plain form
 * post, so signing in works before and without JavaScript. The route's middleware has checked
 * the origin and read the form (there is no session yet, so no anti-forgery token); the limits,
 * the constant work and the one answer for every refusal are the sign-in service's.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { safeNext } from "~/routes/staff/shared/guard";
import { signInSchema } from "~/lib/staff/schemas";
import {
  refusalOf,
  sessionTokenFromRequest,
  signedInAnswer,
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
    return signedInAnswer(request, config, outcome, next);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(refusal.status, refusal.message, refusal.errors);
  }
});

/** What the sign-in page shows; a signed-in member goes on to `next` at once. */
export async function signInData(context: AppLoadContext, request: Request) {
  const { searchParams } = new URL(request.url);
  const next = safeNext(searchParams.get("next"));
  if (context.staff) throw redirect(next);
  const { config, staff } = context.services;
  // With no account yet, say how the operator creates the first one instead of a dead end.
  const hasAccounts = (await staff.accounts.count()) > 0;
  return {
    next,
    hasAccounts,
    // Her own phone keeps her e-mail: the account this browser signed in to last (issue 35).
    lastEmail: (await staff.signIn.lastEmail(signInClientOf(request, config, ""))) ?? "",
    signedOut: searchParams.has("signedOut"),
    expired: searchParams.has("expired"),
    // A post that found her sign-in ended but could not be kept (a file in it; decision 0045).
    notKept: searchParams.has("notKept"),
  };
}
