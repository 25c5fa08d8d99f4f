/**
 * The security page's JSON endpoints that need JavaScript (decision 0018, 0020): adding a
 * passkey (WebAuthn's options, then the browser's answer). The page's other changes are its
 * route action (routes/staff/security.server.ts); both go through `services.staff.security`.
 * (The owners' choice whether staff members must use a second factor is the accounts page's
 * action.)
 */
import type { Request } from "express";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { signedIn } from "./http.server";

type SecurityId = "staffPasskeyStart" | "staffPasskeyAdd";

export function createSecurityHandlers(services: Services): Pick<Handlers, SecurityId> {
  const { staff } = services;

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
  };
}
