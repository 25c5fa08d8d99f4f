import { eq } from "drizzle-orm";
import { treatmentLabel } from "~/lib/forms/treatment-options";
import { SPA_DATE_TIME } from "~/lib/staff/dates";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { LEAD_KIND_WORDS } from "~/lib/leads/vocabulary";
import { leadName } from "../leads/tables.server";
import { escapeHtml } from "~/lib/display/escape-html";
import { formatPhone } from "~/lib/forms/phone";

/** The parts of a lead notification that depend on the lead (From and To are the worker's). */
export interface LeadMessage {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, so that "Reply" in the salon's mail program answers them. */
  replyTo: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  ...SPA_DATE_TIME,
  timeZoneName: "short",
});

/** "Sat, Nov 21, 2026, 6:55 PM EST": the salon's local time, whatever the server's zone. */
export const formatReceivedAt = (date: Date) => receivedFormat.format(date);

/** "Sam O.": enough to tell leads apart in a mailbox list. */
export function shortName(fullName: string): string {
  const words = fullName.split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : first;
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

type Field = [label: string, value: string];

function compose(input: {
  title: string;
  name: string;
  fields: Field[];
  message?: string;
  email: string;
  attachments?: LeadMessage["attachments"];
}): LeadMessage {
  const name = shortName(input.name);
  const subject = oneLine(name ? `New ${input.title}: ${name}` : `New ${input.title}`);
  const fields = input.fields.filter(([, value]) => value !== "");
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const heading = `New ${input.title} from the website.`;

  const text = [
    heading,
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${oneLine(value)}`),
    ...(input.message !== undefined ? ["", "Message:", input.message] : []),
    "",
    "Reply to this e-mail to answer the visitor.",
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p>${escapeHtml(heading)}</p>`,
    "<table>",
    ...fields.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    ...(input.message !== undefined
      ? [
          "<p><strong>Message:</strong></p>",
          `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
        ]
      : []),
    "<p>Reply to this e-mail to answer the visitor.</p>",
    "</body></html>",
    "",
  ].join("\n");

  return { subject, text, html, replyTo: input.email, attachments: input.attachments ?? [] };
}

/**
 * Renders the notification of one lead from its stored row (the outbox keeps only the id), or
 * null when the lead no longer exists.
 */
export async function renderLeadMessage(db: Database, leadId: string): Promise<LeadMessage | null> {
  const [row] = await db
    .select({ lead: t.lead, resume: t.uploadedFile })
    .from(t.lead)
    .leftJoin(t.uploadedFile, eq(t.uploadedFile.id, t.lead.resumeId))
    .where(eq(t.lead.id, leadId));
  if (!row) return null;
  const { lead: r, resume } = row;
  const name = leadName(r);
  const received: Field[] = [
    ["Source page", r.sourcePage],
    ["Received", formatReceivedAt(r.createdAt)],
    ["Lead id", r.id],
  ];
  if (r.kind === "contact") {
    return compose({
      title: LEAD_KIND_WORDS.contact.mail,
      name,
      email: r.email,
      fields: [
        ["Type", "Contact inquiry"],
        ["Name", name],
        ["Phone", formatPhone(r.phone)],
        ["Email", r.email],
        ["Subject", r.subject ?? ""],
        ...received,
      ],
      message: r.message ?? "",
    });
  }

  if (r.kind === "career") {
    // Without its resume (deleted by the retention rule) there is nothing to send.
    if (!resume) return null;
    return compose({
      title: LEAD_KIND_WORDS.career.mail,
      name,
      email: r.email,
      fields: [
        ["Type", "Job application"],
        ["Name", name],
        ["Phone", formatPhone(r.phone)],
        ["Email", r.email],
        ["Resume", `${resume.originalName} (attached, ${Math.ceil(resume.sizeBytes / 1024)} KB)`],
        ...received,
      ],
      message: r.message ?? "",
      attachments: [
        { filename: resume.originalName, contentType: resume.contentType, content: resume.content },
      ],
    });
  }

  return compose({
    title: LEAD_KIND_WORDS[r.kind].mail,
    name,
    email: r.email,
    fields: [
      ["Type", "Consultation lead"],
      ["Form", r.kind],
      ["Name", name],
      ["Phone", formatPhone(r.phone)],
      ["Email", r.email],
      ["Treatment", treatmentLabel(r.treatment)],
      ...received,
    ],
  });
}
