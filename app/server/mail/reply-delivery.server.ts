/**
 * A staff member's reply to a lead (outbox purpose `reply`, issue 19), rendered at send time from
 * the `lead_reply` row and the lead's row: to the lead's address, from MAIL_FROM, Reply-To the
 * salon's own address (the salon record), the text as written plus a simple HTML copy of it (one
 * column, escaped, readable on a phone). Nothing when the reply or the lead no longer exists
 * (deleted, erased, anonymised): the row then fails for good.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import type { MailTransport, OutboxDelivery } from "./outbox.server";
import { escapeHtml } from "~/lib/display/escape-html";

/** The reply's HTML part: the text as written, paragraph by paragraph, nothing run. */
export function replyHtml(body: string, salonName: string): string {
  const paragraphs = body
    .replaceAll("\r\n", "\n")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`);
  return [
    "<!doctype html>",
    '<html><head><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(salonName)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff">',
    '<div style="max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222222">',
    ...paragraphs,
    "</div></body></html>",
    "",
  ].join("\n");
}

/** The salon's own address for answers: its public e-mail, else the leads address. */
async function salonContact(db: Database) {
  const [salon] = await db
    .select({ name: t.salon.salonName, email: t.salon.salonEmailId, leads: t.salon.configEmailid })
    .from(t.salon)
    .where(eq(t.salon.id, 1));
  const replyTo = [salon?.email, salon?.leads]
    .map((a) => a?.trim() ?? "")
    .find((a) => a.includes("@"));
  return { name: salon?.name ?? "", replyTo };
}

export function replyDelivery(options: {
  db: Database;
  transport: MailTransport;
  from: string;
}): OutboxDelivery {
  const { db, transport, from } = options;
  return async (row, send) => {
    if (!row.replyId) return null;
    const [reply] = await db
      .select({ subject: t.leadReply.subject, body: t.leadReply.body })
      .from(t.leadReply)
      .where(eq(t.leadReply.id, row.replyId));
    if (!reply) return null;
    const [lead] = await rowsOf<{ email: string }>(
      db,
      sql`select email from lead where id = ${row.leadId}::uuid`,
    );
    const to = lead?.email.trim();
    if (!to) return null;
    const salon = await salonContact(db);
    return transport.sendMail({
      from,
      to,
      ...(salon.replyTo ? { replyTo: salon.replyTo } : {}),
      subject: reply.subject,
      text: reply.body,
      html: replyHtml(reply.body, salon.name),
      messageId: send.messageId,
      signal: send.abort,
    });
  };
}
