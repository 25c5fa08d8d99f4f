/**
 * The security page's JSON endpoints that need JavaScript (decision 0018, 0020): adding a
 * passkey (WebAuthn's options, then the browser's answer). The page's other changes are its
 * route action (routes/staff/security.server.ts); both go through `services.staff.security`.
 * And the owners' choice whether staff members must use a second factor.
 */
import type { Request } from "express";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";
import { secondFactorRequiredForStaff } from "./second-factor.server";
import { writeOwnerSetting } from "./owner-settings.server";

type SecurityId = "staffPasskeyStart" | "staffPasskeyAdd" | "staffSecondFactorPolicy";

export function createSecurityHandlers(services: Services): Pick<Handlers, SecurityId> {
  const { staff } = services;
  const db = services.database.db;

  return {
    async staffPasskeyStart(input, req: Request) {
      const options = await staff.security.startPasskey(
        signedIn(req),
        input.password,
        req.ip ?? "",
      );
      return { options };
    },

    async staffPasskeyAdd(input, req: Request) {
      return staff.security.addPasskey(signedIn(req), input.name, input.response);
    },

    async staffSecondFactorPolicy(input, req: Request) {
      const identity = signedIn(req);
      await writeOwnerSetting(
        db,
        secondFactorRequiredForStaff,
        input.requiredForStaff,
        identity.userId,
      );
      await recordEvent(db, {
        actorId: identity.userId,
        action: "second_factor_policy_changed",
        detail: input.requiredForStaff ? "required for staff" : "optional for staff",
      });
      return {
        message: input.requiredForStaff
          ? "Staff members now need a second way to sign in; those without one set it up at their next visit."
          : "A second way to sign in is now optional for staff members (owners always need one).",
      };
    },
  };
}
