/**
 * What the second-factor forms send (sign-in's second step, the security page), shared by the
 * forms and the staff API. Every string is length-capped before anything else looks at it.
 */
import { z } from "zod/mini";

const csrfToken = z
  .string({ error: "The form is out of date: reload the page." })
  .check(z.maxLength(100, { abort: true }), z.minLength(1));

/**
 * Re-authentication: the member's password, typed again for a change of a factor unless the
 * session began within the step-up window (see `signedInRecently`), when the form leaves it out.
 */
const password = z
  .string({ error: "Enter your password" })
  .check(
    z.maxLength(256, { error: "Must be at most 256 characters", abort: true }),
    z.minLength(1, { error: "Enter your password", abort: true }),
  );

/** A code from the app ("123 456") or a recovery code ("k7h2m-9qx4p"). */
const code = z
  .string({ error: "Enter the code" })
  .check(
    z.maxLength(40, { error: "That is longer than any code", abort: true }),
    z.trim(),
    z.minLength(1, { error: "Enter the code", abort: true }),
  );

export const SECOND_STEP_KINDS = ["totp", "recovery"] as const;

export const secondStepCodeSchema = z.object({ kind: z.enum(SECOND_STEP_KINDS), code });

export const reauthSchema = z.object({ csrfToken, password: z.optional(password) });
export const totpConfirmSchema = z.object({ csrfToken, code });
export const passkeyAddSchema = z.object({
  csrfToken,
  name: z
    .string({ error: "Give it a name" })
    .check(
      z.maxLength(60, { error: "Use at most 60 characters", abort: true }),
      z.trim(),
      z.minLength(1, { error: "Give it a name, like “My phone”", abort: true }),
    ),
  response: z.unknown(),
});
export const secondFactorPolicySchema = z.object({ csrfToken, requiredForStaff: z.boolean() });

/** Where a right password leads: the second step, or the security page to set one up. */
export const SECOND_STEP_PAGE = "/staff/second-step";
export const SECURITY_PAGE = "/staff/security";

export const SECOND_STEP_EXPIRED = "This sign-in has expired. Please enter your password again.";
export const SECOND_STEP_REFUSED = "That did not work. Check the code and try again.";

/** The security page's "add a passkey" form: its name and the password (sent in two steps). */
export const passkeyStartFormSchema = z.object({
  csrfToken,
  password: z.optional(password),
  name: passkeyAddSchema.shape.name,
});

/**
 * How long after signing in (password, and the second factor when there is one) a change of a
 * factor needs no password typed again (decision 0043): long enough for a new member to install
 * an authenticator app after her first sign-in, short enough that a session left open on a
 * shared computer soon asks again.
 */
export const STEP_UP_WINDOW_MINUTES = 15;

/** Whether a session that began at `signedInAt` still counts as the sign-in just proven. */
export function signedInRecently(signedInAt: Date, now: number): boolean {
  const age = now - signedInAt.getTime();
  return age >= 0 && age < STEP_UP_WINDOW_MINUTES * 60_000;
}

/** Asked when the window has passed and the form came without the password. */
export const PASSWORD_AGAIN = "Type your password again to confirm it is you.";
