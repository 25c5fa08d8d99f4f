/**
 * The passkey way through the sign-in's second step (decision 0018): it needs JavaScript (the
 * browser's WebAuthn call), so it stays a JSON endpoint; the password and the codes are the
 * sign-in pages' route actions (sign-in.server.ts holds what both share).
 */
import type { Request, Response } from "express";
import { SECOND_STEP_EXPIRED } from "~/lib/staff/second-factor";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { isHttps, sessionTokenOf, setSessionCookie } from "./http.server";
import { clearPendingCookie, pendingTokenOf } from "./pending-sign-in.server";

type SecondStepId = "staffSecondStepPasskeyOptions" | "staffSecondStepPasskey";

export function createSecondStepHandlers(services: Services): Pick<Handlers, SecondStepId> {
  const { staff, config } = services;

  return {
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
      // The device cookie (Path=/staff) does not reach /api: a passkey counts as from a new
      // browser. It still leaves a device cookie for the password and code forms.
      const client = {
        ip: req.ip ?? "",
        cookies: req.headers.cookie,
        secure: isHttps(req, config),
      };
      const { token, pending, attempt } = await staff.signIn.pendingAttempt(
        pendingTokenOf(req),
        client,
      );
      const passkeyId = pending.challenge
        ? await staff.passkeys.authenticate(pending.userId, pending.challenge, input.response)
        : undefined;
      if (!passkeyId) {
        throw new HttpError(400, "The passkey did not work. Try again, or use a code instead.");
      }
      await attempt.succeeded();
      const session = await staff.signIn.finish(
        token,
        pending.userId,
        "with a passkey",
        client,
        sessionTokenOf(req, config),
      );
      setSessionCookie(res, req, config, session.sessionToken);
      res.append("Set-Cookie", session.deviceCookie);
      clearPendingCookie(res, req, config);
      return { message: "Signed in.", redirectTo: "/staff" };
    },
  };
}
