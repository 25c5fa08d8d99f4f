/**
 * Handlers of the owners' settings that are not site content (`owner_setting`): today where new
 * leads are e-mailed. Each change is recorded in the audit trail without the value itself.
 */
import type { Request } from "express";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { LEAD_NOTIFICATION_EMAIL } from "../mail/recipient.server";
import { writeOwnerSetting } from "./owner-settings.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";

export function createSettingsHandlers(
  services: Services,
): Pick<Handlers, "staffNotificationEmail"> {
  const db = services.database.db;
  return {
    async staffNotificationEmail(input, req: Request) {
      const identity = signedIn(req);
      await writeOwnerSetting(db, LEAD_NOTIFICATION_EMAIL, input.email, identity.userId);
      await recordEvent(db, {
        actorId: identity.userId,
        action: "notification_email_changed",
        detail: input.email ? "address set" : "address removed",
      });
      const overridden = services.config.MAIL_TO
        ? " The server's MAIL_TO setting still takes precedence."
        : "";
      return {
        message: input.email
          ? `New leads will be e-mailed to ${input.email}.${overridden}`
          : `New leads will not be e-mailed until an address is set.${overridden}`,
      };
    },
  };
}
