import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ExportedLead } from "~/server/leads/export.server";
import { compiledCli } from "../../support/cli";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");

/** `npm run leads -- export --format json` against the e2e server's data folder, as staff would. */
export async function exportLeads(): Promise<ExportedLead[]> {
  const { stdout } = await run(
    process.execPath,
    [compiledCli("leads"), "export", "--format", "json"],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" } },
  );
  return JSON.parse(stdout) as ExportedLead[];
}

/** A unique address per test run, so a lead can be found in the export. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Solves the ALTCHA widget inside `scope` as a visitor does: tick the box, wait for "Verified". */
export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator("altcha-widget");
  await expect(widget).toBeVisible();
  await widget.getByRole("checkbox").click();
  await expect(widget.getByText("Verified")).toBeVisible({ timeout: 20_000 });
}

export const fixture = (name: string) => path.join(ROOT, "tests/fixtures", name);

/** What a visitor types into the contact form. */
export interface Enquiry {
  firstName: string;
  lastName: string;
  /** Ten digits, typed as a person does (the field formats them). */
  phone: string;
  email: string;
  subject: string;
  message: string;
}

/** Sends the contact form on `page` (already on a page with it) and waits for its thank-you. */
export async function sendContactForm(page: Page, enquiry: Enquiry) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First name").fill(enquiry.firstName);
  await form.getByLabel("Last name").fill(enquiry.lastName);
  await form.getByLabel("Phone").pressSequentially(enquiry.phone);
  await form.getByLabel("Email").fill(enquiry.email);
  await form.getByLabel("Subject").fill(enquiry.subject);
  await form.getByRole("textbox", { name: "Message" }).fill(enquiry.message);
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "Your message has been successfully submitted!" }),
  ).toBeVisible();
}

/**
 * The combined ads page's request, posted to the public API as its form does (another ads page or
 * phone, or a campaign, where given); the lead's name as the inbox shows it.
 */
export async function postTreatmentLead(
  request: APIRequestContext,
  lead: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    source_page?: string;
    utm_campaign?: string;
    /** Ticked "Text me about my request" (issue 37). */
    sms_consent?: boolean;
  },
) {
  const challenge = await (await request.get("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const answer = await request.post("/api/LadingFormdata", {
    data: {
      phone: "7185550199",
      treatment: "tattoo-removal",
      source_page: "/tattoo-removal-and-ipl-ads",
      ...lead,
      captcha,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return `${lead.firstName} ${lead.lastName}`;
}
