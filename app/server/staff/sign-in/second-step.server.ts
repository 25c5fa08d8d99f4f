/**
 * The passkey way through the sign-in's second step (decisions 0018, 0036): it needs JavaScript
 * (the browser's WebAuthn call), so the second-step page posts to its script route
 * (routes/staff/sign-in/second-step-passkey.ts); the password and the codes are the page's route action.
 * Both finish through the sign-in service, with its limits and its access log entry.
 */
import { SECOND_STEP_EXPIRED } from "~/lib/staff/second-factor";
import { HttpError } from "../../api/http-errors.server";
import type { Passkeys } from "./passkeys.server";
import type { PendingSignIns } from "./pending-sign-in.server";
import type { SignInClient } from "./device-cookies.server";
import type { SignIn } from "./sign-in.server";

const NOT_USED = "The passkey did not work. Try again, or use a code instead.";

export function createPasskeyStep(deps: {
  pendingSignIns: PendingSignIns;
  passkeys: Passkeys;
  signIn: SignIn;
}) {
  const { pendingSignIns, passkeys, signIn } = deps;
  return {
    /** A WebAuthn challenge for the pending sign-in's account, remembered with it. */
    async options(token: string | undefined) {
      const pending = await pendingSignIns.read(token);
      if (!token || !pending) throw new HttpError(401, SECOND_STEP_EXPIRED);
      const options = await passkeys.authenticationOptions(pending.userId);
      if (!options) throw new HttpError(400, "This account has no passkey: use a code instead.");
      await pendingSignIns.setChallenge(token, options.challenge);
      return { options };
    },

    /** The signed challenge: a session (and a device cookie) once it verifies. */
    async finish(
      token: string | undefined,
      response: unknown,
      client: SignInClient,
      previous: string | undefined,
    ) {
      const { pending, attempt, ...started } = await signIn.pendingAttempt(token, client);
      const passkeyId = pending.challenge
        ? await passkeys.authenticate(pending.userId, pending.challenge, response)
        : undefined;
      if (!passkeyId) throw new HttpError(400, NOT_USED);
      await attempt.succeeded();
      return signIn.finish(started.token, pending.userId, "with a passkey", client, previous);
    },
  };
}
