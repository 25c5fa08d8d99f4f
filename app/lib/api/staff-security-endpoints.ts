/**
 * The staff area's second-factor entries of the endpoint table (decision 0018): the sign-in's
 * second step's passkey (no session yet: a pending sign-in's cookie) and the security page's
 * passkey registration (a session; the only entries a session that must set up a second factor
 * may use). Only what needs JavaScript (WebAuthn) is here: the page's other changes are its
 * route action (decision 0020).
 */
import { z } from "zod/mini";
import { secondStepOptionsSchema, secondStepPasskeySchema } from "../staff/second-factor";
import type { Endpoint, ErrorAnswers } from "./endpoints";

/** Paths of the entries a session without its required second factor may still use. */
export const ENROLMENT_PATH_PREFIX = "/staff/security/";

const SECOND_STEP_ERRORS: ErrorAnswers = {
  "400": "Invalid input, or a code or passkey that did not work",
  "401": "No pending sign-in (expired, used, or too many tries): enter the password again",
  "403": "A cross-site request",
  "415": "Not JSON",
  "429": "Too many attempts from this address or for this account",
  "503": "The database is briefly away",
};

const signedIn = z.object({ message: z.string(), redirectTo: z.string() });
const options = z.object({ options: z.unknown() });

const secondStep = {
  method: "post",
  body: "json",
  rateLimit: "signIn",
  auth: "none",
  captcha: false,
  errors: SECOND_STEP_ERRORS,
} as const;

export const staffSecondStepPasskeyOptions = {
  ...secondStep,
  path: "/staff/second-step/passkey-options",
  summary: "A WebAuthn challenge for finishing the sign-in with a passkey",
  request: secondStepOptionsSchema,
  response: options,
} as const satisfies Endpoint;

export const staffSecondStepPasskey = {
  ...secondStep,
  path: "/staff/second-step/passkey",
  summary: "Finish signing in with the passkey's signed challenge",
  request: secondStepPasskeySchema,
  response: signedIn,
} as const satisfies Endpoint;

export const STAFF_SECURITY_ENDPOINTS = {
  staffSecondStepPasskeyOptions,
  staffSecondStepPasskey,
};
