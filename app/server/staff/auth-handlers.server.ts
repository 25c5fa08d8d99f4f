/**
 * The handler of the owners' content-access setting (the leads' work, their CSV export and resume
 * download, signing in and out, set-password links and the accounts are staff routes and route
 * actions, decision 0020). It gets its validated input after the guard (http.server.ts).
 */
import type { Request } from "express";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { setStaffMayEditContent } from "../content/changes.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";

type AuthHandlerId = "staffContentAccess";

export function createAuthHandlers(services: Services): Pick<Handlers, AuthHandlerId> {
  return {
    async staffContentAccess(input, req: Request) {
      const identity = signedIn(req);
      await setStaffMayEditContent(services.database.db, input.staffMayEdit);
      await recordEvent(services.database.db, {
        actorId: identity.userId,
        action: "content_access_changed",
        detail: input.staffMayEdit ? "staff may edit content" : "owners only",
      });
      return {
        message: input.staffMayEdit
          ? "Staff members can now edit and publish the site's content."
          : "Only owners can edit the site's content now.",
      };
    },
  };
}
