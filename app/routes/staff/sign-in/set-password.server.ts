/**
 * The set-password page's action (decisions 0017, 0020): a one-time link's token (in the page's
 * address) and the new password, as a plain form post, so it works without JavaScript. The
 * route's middleware has checked the origin and read the form (no session, so no anti-forgery
 * token). Every post counts against the address's sign-in budget first (`RATE_LIMIT_SIGN_IN`,
 * the counter the passkey's second step counts on too), so the link cannot be guessed
 * faster than a password. The token is never echoed, logged or kept in an answer. A saved
 * password signs her in (issue 35), as the sign-in page's action does with a typed one.
 */
import { data } from "react-router";
import { SET_PASSWORD_LINK_SPENT, setPasswordSchema } from "~/lib/staff/schemas";
import {
  refusalOf,
  sessionTokenFromRequest,
  signedInAnswer,
  signInClientOf,
} from "./auth-cookies.server";
import {
  checkForm,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type SetPasswordAnswer = FormAnswer;

async function setPassword({
  request,
  context,
  params,
  form,
  services,
}: StaffActionArgs<"visitor">) {
  const { config, staff } = services;
  const refuse = (status: number, message: string, errors?: FieldErrors) =>
    data<SetPasswordAnswer>({ message, errors }, { status });
  try {
    await staff.signIn.countAddress(context.clientIp ?? "");
    const checked = checkForm(setPasswordSchema, {
      token: params.token ?? "",
      password: form.get("password"),
    });
    if (!checked.ok) {
      if (checked.errors.token) return refuse(400, SET_PASSWORD_LINK_SPENT);
      const message = checked.errors.password ?? VALIDATION_MESSAGE;
      return refuse(400, message, checked.errors);
    }
    const userId = await staff.accountWork.setPassword(checked.value.token, checked.value.password);
    // Choosing the password signs her in as typing it would (issue 35); a redirect (303) either
    // way, so the page with the spent token is not left to be posted again on reload.
    const outcome = await staff.signIn.passwordSet(
      userId,
      signInClientOf(request, config, context.clientIp ?? ""),
      sessionTokenFromRequest(request, config),
    );
    return signedInAnswer(request, config, outcome, "/staff");
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    // A used or expired link is the page's message; a password problem is the field's too.
    const errors = refusal.errors?.password ? { password: refusal.errors.password } : undefined;
    return refuse(refusal.status, refusal.message, errors);
  }
}

export const setPasswordAction = staffAction("visitor", setPassword);
