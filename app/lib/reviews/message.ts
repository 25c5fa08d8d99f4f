/**
 * The review request and its reminder as the client reads them (issue 30): first name only, the
 * owner's words, one button per review site she set up, a visible "stop" link. No star picker,
 * no "how did we do?" first, no incentive. Pure: the outbox's delivery and the owner's preview
 * draw the same e-mail.
 */
import type { ReviewSettings } from "./settings";
import { escapeHtml } from "~/lib/display/escape-html";

/** The review sites, as the salon record (SPEC.md 3 `socialmoduleinfo`) names their links. */
export const REVIEW_SITES = [
  { id: "google", field: "google_plus_url", name: "Google" },
  { id: "yelp", field: "yelp_reviews", name: "Yelp" },
] as const;
export type ReviewSiteId = (typeof REVIEW_SITES)[number]["id"];

export interface ReviewLink {
  site: ReviewSiteId;
  name: string;
  url: string;
}

/** The review sites the owner set up: those whose link in the salon record is a web address. */
export function reviewLinks(social: Record<string, string | undefined>): ReviewLink[] {
  return REVIEW_SITES.flatMap((site) => {
    const url = (social[site.field] ?? "").trim().slice(0, 2048);
    return /^https?:\/\/[^\s/]/i.test(url) ? [{ site: site.id, name: site.name, url }] : [];
  });
}

export const isReviewSite = (value: string): value is ReviewSiteId =>
  REVIEW_SITES.some((site) => site.id === value);

export type ReviewMailKind = "request" | "reminder";

export interface ReviewMailInput {
  kind: ReviewMailKind;
  /** A name that passed greetableFirstName, or undefined for "Hello,". */
  firstName: string | undefined;
  settings: Pick<ReviewSettings, "subject" | "message" | "reminderMessage">;
  salonName: string;
  /** Each button's address: our redirect (`/r/<token>/<site>`), never the site's directly. */
  buttons: { name: string; href: string }[];
  /** The visible stop link (also the List-Unsubscribe address). */
  stopUrl: string;
}

export interface ReviewMail {
  subject: string;
  text: string;
  html: string;
  /** The HTML part's column alone (the owner's preview shows it). */
  bodyHtml: string;
}

const oneLine = (value: string, max: number) => value.replace(/\s+/g, " ").trim().slice(0, max);

export function renderReviewMail(input: ReviewMailInput): ReviewMail {
  const salon = oneLine(input.salonName, 100);
  const subjectBase = oneLine(input.settings.subject, 120);
  const subject = input.kind === "reminder" ? `Reminder: ${subjectBase}` : subjectBase;
  const greeting = input.firstName ? `Hi ${input.firstName},` : "Hello,";
  const words = (
    input.kind === "reminder" ? input.settings.reminderMessage : input.settings.message
  )
    .replaceAll("\r\n", "\n")
    .slice(0, 1200);
  const paragraphs = words
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const stopLine = "Don't want e-mails like this? Stop review requests:";
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...input.buttons.flatMap((b) => [`Review us on ${b.name}: ${b.href}`]),
    "",
    salon,
    "",
    `${stopLine} ${input.stopUrl}`,
    "",
  ].join("\n");
  const button = (b: { name: string; href: string }) =>
    `<p style="margin:0 0 12px"><a href="${escapeHtml(b.href)}" style="display:inline-block;min-width:220px;padding:14px 20px;background:#2f4f4f;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;text-align:center">Review us on ${escapeHtml(b.name)}</a></p>`;
  const bodyHtml = [
    '<div style="max-width:600px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222222">',
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(
      (p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`,
    ),
    ...input.buttons.map(button),
    `<p style="margin:24px 0 16px">${escapeHtml(salon)}</p>`,
    `<p style="margin:0;font-size:14px;color:#555555">${escapeHtml(stopLine)} <a href="${escapeHtml(input.stopUrl)}" style="color:#2f4f4f">stop review requests</a>.</p>`,
    "</div>",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><head><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff">',
    bodyHtml,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text, html, bodyHtml };
}
