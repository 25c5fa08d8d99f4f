/**
 * The visitor's acknowledgement as an e-mail (issue 19): rendered at send time from the salon
 * record, the owner's wording and, of what the visitor wrote, only a first name that passed
 * `greetableFirstName`. The same function renders the staff page's preview.
 *
 * One column at most 600 px wide, 16 px text, no images, tables only for the hours: readable on a
 * 375 px phone and in mail programs that ignore style sheets (every style is inline).
 */
import { htmlToText } from "~/lib/display/text";
import { telHref } from "~/lib/display/salon";
import type { WeeklyHours } from "~/lib/display/opening-hours";
import {
  acknowledgementSubject,
  nextDaysHours,
  whatHappensNext,
  type DayLine,
} from "~/lib/leads/acknowledgement";
import type { LeadStore } from "~/lib/leads/vocabulary";
import { sanitizeRichHtml } from "../html/sanitize.server";
import { escapeHtml } from "~/lib/display/escape-html";
import { formatPhone } from "~/lib/forms/phone";

export interface AcknowledgementSalon {
  name: string;
  phone: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  hours: WeeklyHours;
}

export interface AcknowledgementInput {
  kind: LeadStore;
  /** A name that passed greetableFirstName, or undefined: the greeting is then without one. */
  firstName: string | undefined;
  /** The owner's wording (rich HTML; sanitized here). */
  wordingHtml: string;
  salon: AcknowledgementSalon;
  /** BOOKING_URL, when the salon books online. */
  bookingUrl: string | undefined;
  now: Date;
}

export interface AcknowledgementMessage {
  subject: string;
  text: string;
  html: string;
  /** The HTML part's one column alone (what its <body> holds): the staff page's preview. */
  body: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The owner's wording as plain text: a blank line between blocks, list items one per line. */
function wordingText(safeHtml: string): string {
  const marked = safeHtml.replace(/<li\b[^>]*>/gi, "<li>- ");
  const lines = htmlToText(marked)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "");
  return lines
    .map((line, index) => {
      if (index === 0) return line;
      const inList = line.startsWith("- ") && lines[index - 1]!.startsWith("- ");
      return `${inList ? "\n" : "\n\n"}${line}`;
    })
    .join("");
}

const addressLines = (salon: AcknowledgementSalon) =>
  [
    oneLine(salon.street),
    oneLine([salon.city, [salon.state, salon.zip].filter(Boolean).join(" ")].join(", ")),
  ].filter((line) => line !== "" && line !== ",");

const FONT = "font-family:Arial,Helvetica,sans-serif";
const HEADING = `${FONT};font-size:18px;line-height:1.3;margin:28px 0 8px;color:#222`;
const PARAGRAPH = "margin:0 0 16px";

function hoursTable(days: DayLine[]): string {
  const cell = "padding:6px 0;border-bottom:1px solid #e5e0da;font-size:16px";
  const rows = days.map(
    (line) =>
      `<tr><th scope="row" style="${cell};text-align:left;font-weight:normal">${escapeHtml(line.day)}</th>` +
      `<td style="${cell};text-align:right">${escapeHtml(line.hours)}</td></tr>`,
  );
  return `<table style="width:100%;border-collapse:collapse">${rows.join("")}</table>`;
}

function renderBody(input: AcknowledgementInput, wording: string, days: DayLine[]) {
  const { salon } = input;
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const tel = telHref(salon.phone);
  const phone = escapeHtml(formatPhone(oneLine(salon.phone)));
  const button =
    "display:inline-block;padding:12px 24px;background:#5b4636;color:#ffffff;" +
    "text-decoration:none;border-radius:4px;font-weight:bold";
  return [
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;${FONT};font-size:16px;line-height:1.5;color:#222">`,
    `<p style="${PARAGRAPH};font-size:20px;font-weight:bold">${escapeHtml(oneLine(salon.name))}</p>`,
    `<p style="${PARAGRAPH}">${escapeHtml(greeting)}</p>`,
    `<div>${wording}</div>`,
    `<h2 style="${HEADING}">What happens next</h2>`,
    `<p style="${PARAGRAPH}">${escapeHtml(whatHappensNext(input.kind))}</p>`,
    phone
      ? `<p style="${PARAGRAPH}">Call us: ${tel ? `<a href="tel:${escapeHtml(tel)}" style="color:#5b4636">${phone}</a>` : phone}</p>`
      : "",
    input.bookingUrl
      ? `<p style="${PARAGRAPH}"><a href="${escapeHtml(input.bookingUrl)}" style="${button}">Book an appointment online</a></p>`
      : "",
    `<h2 style="${HEADING}">Our hours for the next days</h2>`,
    hoursTable(days),
    `<p style="margin:28px 0 0;font-size:14px;color:#555">${[oneLine(salon.name), ...addressLines(salon)].map(escapeHtml).join("<br>")}</p>`,
    "</div>",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

const renderHtml = (subject: string, body: string) =>
  [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f3ef">',
    body,
    "</body></html>",
    "",
  ].join("\n");

function renderText(input: AcknowledgementInput, wording: string, days: DayLine[]) {
  const { salon } = input;
  const width = Math.max(...days.map((line) => line.day.length)) + 2;
  const phone = formatPhone(oneLine(salon.phone));
  return [
    input.firstName ? `Hello ${input.firstName},` : "Hello,",
    "",
    wording,
    "",
    "What happens next",
    whatHappensNext(input.kind),
    ...(phone ? ["", `Call us: ${phone}`] : []),
    ...(input.bookingUrl ? ["", `Book an appointment online: ${input.bookingUrl}`] : []),
    "",
    "Our hours for the next days",
    ...days.map((line) => `${`${line.day}:`.padEnd(width)}${line.hours}`),
    "",
    oneLine(salon.name),
    ...addressLines(salon),
    "",
  ].join("\n");
}

/** The acknowledgement's subject, text and HTML parts (From, To and Reply-To are the sender's). */
export function renderAcknowledgement(input: AcknowledgementInput): AcknowledgementMessage {
  const subject = acknowledgementSubject(input.kind, input.salon.name);
  const wording = sanitizeRichHtml(input.wordingHtml);
  const days = nextDaysHours(input.salon.hours, input.now);
  const body = renderBody(input, wording, days);
  return {
    subject,
    text: renderText(input, wordingText(wording), days),
    html: renderHtml(subject, body),
    body,
  };
}
