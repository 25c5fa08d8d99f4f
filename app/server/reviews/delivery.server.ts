/**
 * The outbox's delivery of `review_request` and `review_reminder` rows (issue 30): rendered at
 * send time from the request, the lead's address and first name, the owner's words and the
 * salon's review links. Skipped on purpose (never sent, never retried) when the person said stop,
 * when the reminder finds a button opened or its request unsent, or when no review site is set
 * up; null (failed for good) when the request or the lead is gone.
 *
 * Every e-mail carries `List-Unsubscribe` (our stop address) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058) besides the visible link.
 */
import { and, eq, sql } from "drizzle-orm";
import { trimTrailingSlashes } from "~/lib/site/paths";
import { greetableFirstName } from "~/lib/leads/first-name";
import { greetableFromFullName } from "~/lib/leads/acknowledgement";
import type { LeadKind } from "~/lib/leads/vocabulary";
import { renderReviewMail, reviewLinks, type ReviewMailKind } from "~/lib/reviews/message";
import type { ReviewSettings } from "~/lib/reviews/settings";
import type { SiteSalon } from "~/lib/api/types";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { addressHash } from "../mail/acknowledgement.server";
import type { MailTransport, OutboxDelivery } from "../mail/outbox.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { readOwnerSetting } from "../staff/accounts/owner-settings.server";
import { isStopped, leadAddress, REVIEW_SETTINGS } from "./requests.server";

export interface ReviewDeliveryDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  /** The key of the address hashes (REVIEW_SECRET). */
  secret: string;
  /** SITE_URL: the buttons' redirect and the stop address are on our own domain. */
  siteUrl: string;
  salon: () => Promise<SiteSalon>;
}

/** Our addresses for a request's token: the stop page and each button's redirect. */
export const stopUrlOf = (siteUrl: string, token: string) =>
  `${trimTrailingSlashes(siteUrl)}/reviews/stop/${token}`;
export const clickUrlOf = (siteUrl: string, token: string, site: string) =>
  `${trimTrailingSlashes(siteUrl)}/r/${token}/${site}`;

/** The first name to greet, from the lead row (none unless it passes the checks). */
async function firstNameOf(db: Database, id: string) {
  const [row] = await rowsOf<{ kind: LeadKind; first_name: string }>(
    db,
    sql`select kind, first_name from lead where id = ${id}::uuid`,
  );
  if (!row) return undefined;
  // A contact's one name field holds the whole name; the other forms ask the first name.
  return row.kind === "contact"
    ? greetableFromFullName(row.first_name)
    : greetableFirstName(row.first_name);
}

/** The e-mail for a preview or a send. */
export function reviewMailFor(input: {
  kind: ReviewMailKind;
  firstName: string | undefined;
  settings: ReviewSettings;
  salon: SiteSalon;
  siteUrl: string;
  token: string;
}) {
  const links = reviewLinks(input.salon.socialmoduleinfo);
  return {
    links,
    mail: renderReviewMail({
      kind: input.kind,
      firstName: input.firstName,
      settings: input.settings,
      salonName: input.salon.salon_info.salon_name,
      buttons: links.map((link) => ({
        name: link.name,
        href: clickUrlOf(input.siteUrl, input.token, link.site),
      })),
      stopUrl: stopUrlOf(input.siteUrl, input.token),
    }),
  };
}

export function reviewDelivery(deps: ReviewDeliveryDeps, kind: ReviewMailKind): OutboxDelivery {
  return async (row, send) => {
    const [request] = await deps.db
      .select()
      .from(t.reviewRequest)
      .where(eq(t.reviewRequest.leadId, row.leadId));
    if (!request) return null;
    const to = await leadAddress(deps.db, row.leadId);
    if (!to) return { skipped: "the lead has no usable address any more" };
    // The address may have been edited since the visit: a stop of either one is honoured.
    if (
      (await isStopped(deps.db, request.addressHash)) ||
      (await isStopped(deps.db, addressHash(deps.secret, to)))
    ) {
      return { skipped: "the person asked to stop" };
    }
    if (kind === "reminder") {
      if (request.clickedAt) return { skipped: "a button was opened" };
      const [asked] = await deps.db
        .select({ status: t.mailOutbox.status })
        .from(t.mailOutbox)
        .where(
          and(eq(t.mailOutbox.leadId, row.leadId), eq(t.mailOutbox.purpose, "review_request")),
        );
      if (asked?.status !== "sent") return { skipped: "the request was not sent" };
    }
    const [settings, salon, firstName] = await Promise.all([
      readOwnerSetting(deps.db, REVIEW_SETTINGS),
      deps.salon(),
      firstNameOf(deps.db, row.leadId),
    ]);
    const { links, mail } = reviewMailFor({
      kind,
      firstName,
      settings,
      salon,
      siteUrl: deps.siteUrl,
      token: request.token,
    });
    if (!settings.enabled) return { skipped: "review requests are switched off" };
    if (links.length === 0) return { skipped: "no review site is set up" };
    const stopUrl = stopUrlOf(deps.siteUrl, request.token);
    return deps.transport.sendMail({
      from: deps.from,
      to,
      ...(salon.salon_info.salon_email_id.includes("@")
        ? { replyTo: salon.salon_info.salon_email_id }
        : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      list: { unsubscribe: stopUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      messageId: send.messageId,
      signal: send.abort,
    });
  };
}
