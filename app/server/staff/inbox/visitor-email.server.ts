/**
 * The owners' e-mail to visitors as the staff page reaches it (`services.staff.visitorEmail`):
 * the setting, saving it, and the preview, rendered by the function that renders the e-mail.
 */
import type { SiteSalon } from "~/lib/api/types";
import type { VisitorAcknowledgement } from "~/routes/staff/visitor-email/visitor-email-form";
import type { Database } from "../../db/client.server";
import { sanitizeRichHtml } from "../../html/sanitize.server";
import { renderAcknowledgement } from "../../mail/acknowledgement-message.server";
import { acknowledgementSalon, VISITOR_ACKNOWLEDGEMENT } from "../../mail/acknowledgement.server";
import { readOwnerSetting, writeOwnerSetting } from "../accounts/owner-settings.server";

/** The name the preview greets: a sample, never a real visitor's. */
export const SAMPLE_FIRST_NAME = "Maria";

export function createVisitorEmail(db: Database, options: { bookingUrl: string | undefined }) {
  return {
    read: () => readOwnerSetting(db, VISITOR_ACKNOWLEDGEMENT),
    /** Stored as it will be sent: the allowlist again (it runs at send time too). */
    save: (value: VisitorAcknowledgement, by: string) =>
      writeOwnerSetting(
        db,
        VISITOR_ACKNOWLEDGEMENT,
        { enabled: value.enabled, html: sanitizeRichHtml(value.html) },
        by,
      ),
    /** The e-mail for a sample visitor, with this wording and the published salon record. */
    preview(setting: VisitorAcknowledgement, salon: SiteSalon) {
      const details = acknowledgementSalon(salon);
      const message = renderAcknowledgement({
        kind: "lead",
        firstName: SAMPLE_FIRST_NAME,
        wordingHtml: setting.html,
        salon: details,
        bookingUrl: options.bookingUrl,
        now: new Date(),
      });
      return {
        subject: message.subject,
        /** The e-mail's column, as its HTML part has it: sanitized wording, all else escaped. */
        body: message.body,
        replyTo: details.email,
        sampleName: SAMPLE_FIRST_NAME,
      };
    },
  };
}

export type VisitorEmail = ReturnType<typeof createVisitorEmail>;
