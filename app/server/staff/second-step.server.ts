/**
 * Signing in after the password (decision 0018): with a second factor, a pending sign-in waits
 * for a passkey, a code from the authenticator app or a recovery code, and only then is a
 * session created; without one, the session is created at once (and, when a second factor is
 * required, can do nothing but set one up: `StaffIdentity.mustEnrol`).
 */
import type { Request, Response } from "express";
import { SECOND_STEP_EXPIRED, SECOND_STEP_REFUSED } from "~/lib/staff/second-factor";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { recordEvent } from "./events.server";
import { sessionTokenOf, setSessionCookie } from "./http.server";
import { clearPendingCookie, pendingTokenOf, setPendingCookie } from "./pending-sign-in.server";
import { secondFactorRequired } from "./second-factor.server";
import { createSignInLimits } from "./sign-in-limits.server";

export const SECOND_STEP_PAGE = "/staff/second-step";
export const SECURITY_PAGE = "/staff/security";

/** The password was right: a session, or a pending sign-in awaiting the second factor. */
export async function completePasswordStep(
  services: Services,
  account: { id: string; role: string; hasSecondFactor: boolean },
  req: Request,
  res: Response,
) {
  const { staff, config } = services;
  if (account.hasSecondFactor) {
    const pending = await staff.pendingSignIns.create(account.id);
    setPendingCookie(res, req, config, pending);
    return {
      message: "Password accepted. One more step to sign in.",
      redirectTo: SECOND_STEP_PAGE,
      secondStep: true,
    };
  }
  const token = await staff.sessions.create(account.id, sessionTokenOf(req, services.config));
  setSessionCookie(res, req, config, token);
  await recordEvent(services.database.db, { actorId: account.id, action: "signed_in" });
  const mustEnrol = await secondFactorRequired(services.database.db, account.role);
  return {
    message: mustEnrol ? "Signed in. Set up a second way to sign in now." : "Signed in.",
    redirectTo: mustEnrol ? SECURITY_PAGE : "/staff",
  };
}

type SecondStepId =
  "staffSecondStepCode" | "staffSecondStepPasskeyOptions" | "staffSecondStepPasskey";

export function createSecondStepHandlers(services: Services): Pick<Handlers, SecondStepId> {
  const { staff, config, logger } = services;
  const db = services.database.db;
  const limits = createSignInLimits(db, config, logger, "second-step");

  /** The pending sign-in of this browser, one attempt counted against every budget. */
  async function pendingAttempt(req: Request) {
    const token = pendingTokenOf(req);
    const pending = await staff.pendingSignIns.read(token);
    if (!token || !pending) throw new HttpError(401, SECOND_STEP_EXPIRED);
    const attempt = await limits.attempt(pending.userId, req.ip ?? "");
    if (!(await staff.pendingSignIns.countAttempt(token))) {
      throw new HttpError(401, SECOND_STEP_EXPIRED);
    }
    return { token, pending, attempt };
  }

  /** The second factor passed: the pending sign-in is spent and the session begins. */
  async function finish(req: Request, res: Response, token: string, userId: string, how: string) {
    if (!(await staff.pendingSignIns.finish(token))) throw new HttpError(401, SECOND_STEP_EXPIRED);
    const session = await staff.sessions.create(userId, sessionTokenOf(req, services.config));
    setSessionCookie(res, req, config, session);
    clearPendingCookie(res, req, config);
    await recordEvent(db, { actorId: userId, action: "signed_in", detail: how });
    return { message: "Signed in.", redirectTo: "/staff" };
  }

  return {
    async staffSecondStepCode(input, req: Request, res: Response) {
      const { token, pending, attempt } = await pendingAttempt(req);
      const ok =
        input.kind === "totp"
          ? await staff.secondFactors.useTotp(pending.userId, input.code)
          : await staff.secondFactors.useRecoveryCode(pending.userId, input.code);
      if (!ok) throw new HttpError(400, SECOND_STEP_REFUSED, { code: SECOND_STEP_REFUSED });
      await attempt.succeeded();
      if (input.kind === "recovery") {
        await recordEvent(db, { actorId: pending.userId, action: "recovery_code_used" });
      }
      return finish(
        req,
        res,
        token,
        pending.userId,
        input.kind === "totp" ? "with an authenticator app" : "with a recovery code",
      );
    },

    async staffSecondStepPasskeyOptions(_input, req: Request) {
      const token = pendingTokenOf(req);
      const pending = await staff.pendingSignIns.read(token);
      if (!token || !pending) throw new HttpError(401, SECOND_STEP_EXPIRED);
      const options = await staff.passkeys.authenticationOptions(pending.userId);
      if (!options) throw new HttpError(400, "This account has no passkey: use a code instead.");
      await staff.pendingSignIns.setChallenge(token, options.challenge);
      return { options };
    },

    async staffSecondStepPasskey(input, req: Request, res: Response) {
      const { token, pending, attempt } = await pendingAttempt(req);
      const passkeyId = pending.challenge
        ? await staff.passkeys.authenticate(pending.userId, pending.challenge, input.response)
        : undefined;
      if (!passkeyId) {
        throw new HttpError(400, "The passkey did not work. Try again, or use a code instead.");
      }
      await attempt.succeeded();
      return finish(req, res, token, pending.userId, "with a passkey");
    },
  };
}
