/** Staff members for the browser tests: created by the operator's CLI, signed in like a person. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, request, type Page } from "@playwright/test";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
export const STAFF_PASSWORD = "lavender mornings on Hylan";

export interface StaffMember {
  email: string;
  password: string;
  role: "owner" | "staff";
}

/**
 * A new account with a password: `npm run staff -- add` against the e2e server's data folder
 * (through its control socket, as the operator does) or, given `databaseUrl`, against that
 * PostgreSQL database; then the set-password link's API.
 */
export async function createStaffMember(
  role: "owner" | "staff",
  baseURL: string,
  databaseUrl?: string,
): Promise<StaffMember> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@spa.test`;
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "cli/staff.ts", "add", email, "--role", role],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: databaseUrl ?? "",
        LOG_LEVEL: "silent",
      },
    },
  );
  const marker = "/staff/set-password/";
  const line = stdout.split("\n").find((l) => l.includes(marker)) ?? "";
  const token = line
    .slice(line.indexOf(marker) + marker.length)
    .trim()
    .split(/\s/)[0];
  if (!token) throw new Error("the staff CLI printed no set-password link");
  const api = await request.newContext({ baseURL });
  const answer = await api.post("/api/staff/set-password", {
    data: { token, password: STAFF_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await api.dispose();
  return { email, password: STAFF_PASSWORD, role };
}

/** Signs in on the sign-in page; ends on the inbox. */
export async function signInAs(page: Page, member: StaffMember) {
  await page.goto("/staff/sign-in");
  await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"));
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe (WCAG 2.1 A/AA) finds nothing on the page as it is now. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** The session's anti-forgery token, as the staff layout handed it to the page's forms. */
export async function csrfTokenOf(page: Page): Promise<string> {
  // The page's data arrives with its scripts, after the first paint: the router context is
  // created first and its decoded state a moment later, so wait for the token itself.
  const token = await page.waitForFunction(() => {
    const context = (
      window as unknown as {
        __reactRouterContext?: {
          state?: { loaderData?: Record<string, { member?: { csrfToken: string } } | undefined> };
        };
      }
    ).__reactRouterContext;
    return context?.state?.loaderData?.["routes/staff/layout"]?.member?.csrfToken;
  });
  return (await token.jsonValue()) ?? "";
}

/** The page has hydrated: its forms' submit buttons are enabled. */
export function hydrated(page: Page) {
  return page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"));
}

/** Nothing is wider than the viewport (usable at 375 px without scrolling sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
