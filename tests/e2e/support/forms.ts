import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Locator } from "@playwright/test";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ExportedLead {
  type: "contact" | "career" | "lead";
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  form: string;
  treatment: string;
  source_page: string;
  resume_id: string;
  resume_file_name: string;
}

/** `npm run leads -- export --format json` against the e2e server's data folder, as staff would. */
export async function exportLeads(): Promise<ExportedLead[]> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "cli/leads.ts", "export", "--format", "json"],
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
