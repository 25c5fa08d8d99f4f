/**
 * Staff members for the browser tests: created by the operator's CLI, signed in like a person.
 * Owners need a second factor (decision 0018): theirs is an authenticator app set up with the
 * security page's forms, and they sign in with the code it would show.
 */
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import {
  expect,
  request,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";

import { compiledCli } from "../../support/cli";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
export const STAFF_PASSWORD = "lavender mornings on Hylan";

export interface StaffMember {
  email: string;
  password: string;
  role: "owner" | "staff";
  /** The authenticator app's secret (base32), when one is set up. */
  totpSecret?: string;
  /** The last 30-second step whose code was used: a code is accepted only once. */
  lastStep?: number;
}

const STEP_MS = 30_000;

/** The code an authenticator app shows for `step` (RFC 6238: 6 digits, 30 seconds). */
export function totpCode(secret: string, step = Math.floor(Date.now() / STEP_MS)) {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

/**
 * A code not used before for this member: this step's, or the next one's (the server accepts
 * one step either side); waits for the clock when even that one was used.
 */
export async function freshTotpCode(member: StaffMember) {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (member.lastStep ?? 0) + 1);
  if (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 200));
  }
  member.lastStep = step;
  return totpCode(member.totpSecret!, step);
}

/** The authenticator app's key as the security page shows it (spaces dropped). */
function shownKeyOf(html: string): string | undefined {
  return /aria-label="Key for your authenticator app"[^>]*>([^<]*)</
    .exec(html)?.[1]
    ?.replaceAll(" ", "");
}

/**
 * Sets up an authenticator app for a member with the security page's forms, as a browser without
 * JavaScript posts them (decision 0020): the password, then a code for the key the page shows.
 */
async function enrolTotpByForms(member: StaffMember, baseURL: string) {
  const api = await request.newContext({ baseURL });
  const headers = { Origin: baseURL, "Sec-Fetch-Site": "same-origin" };
  // The sign-in page's form, as a browser posts it (the context keeps the session cookie).
  const signIn = await api.post("/staff/sign-in", {
    form: { email: member.email, password: member.password },
    headers,
    maxRedirects: 0,
  });
  expect(signIn.status(), await signIn.text()).toBe(303);
  const session = (await api.storageState()).cookies.find((c) => c.name.endsWith("staff_session"));
  // The session's anti-forgery token, derived as the server derives it (tokens.server.ts).
  const csrfToken = createHmac("sha256", session!.value).update("staff-csrf").digest("base64url");
  const started = await api.post("/staff/security", {
    form: { csrfToken, intent: "totp-start", password: member.password },
    headers,
    maxRedirects: 0,
  });
  const page = await started.text();
  expect(started.status(), page).toBe(200);
  member.totpSecret = shownKeyOf(page);
  expect(member.totpSecret, page).toBeDefined();
  const confirmed = await api.post("/staff/security", {
    form: {
      csrfToken,
      intent: "totp-confirm",
      secret: member.totpSecret!,
      code: await freshTotpCode(member),
    },
    headers,
    maxRedirects: 0,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await api.dispose();
}

/**
 * Where the staff CLI adds an account: by default the worker's e2e server's data folder (through
 * its control socket, as the operator does); another server's data folder (`dataDir`, a spec's
 * own server) or a PostgreSQL database (`databaseUrl`).
 */
export interface StaffDatabase {
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * A new account with a password: `npm run staff -- add` against `database`, then the
 * set-password link's page form. An owner also gets an authenticator app (owners must have one);
 * `createStaffAccount` leaves it to the test.
 */
export async function createStaffMember(
  role: "owner" | "staff",
  baseURL: string,
  database: StaffDatabase = {},
): Promise<StaffMember> {
  const member = await createStaffAccount(role, baseURL, database);
  if (role === "owner") await enrolTotpByForms(member, baseURL);
  return member;
}

/** As createStaffMember, without a second factor: an owner's first day (decision 0043). */
export async function createStaffAccount(
  role: "owner" | "staff",
  baseURL: string,
  database: StaffDatabase = {},
): Promise<StaffMember> {
  const { email, token } = await addStaffAccount(role, database);
  const api = await request.newContext({ baseURL });
  // The link's page form, as a browser without JavaScript posts it (decision 0020).
  const answer = await api.post(`/staff/set-password/${token}`, {
    form: { password: STAFF_PASSWORD },
    headers: { Origin: new URL(baseURL).origin, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  await api.dispose();
  return { email, password: STAFF_PASSWORD, role };
}

/** `npm run staff -- add` as the operator runs it: the new account's e-mail and link's token. */
export async function addStaffAccount(role: "owner" | "staff", database: StaffDatabase = {}) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@spa.test`;
  const { stdout } = await run(
    process.execPath,
    [compiledCli("staff"), "add", email, "--role", role],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: database.dataDir ?? process.env.E2E_DATA_DIR,
        DATABASE_URL: database.databaseUrl ?? "",
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
  return { email, token };
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let workerOwner: Promise<StorageState> | undefined;

/**
 * The worker's owner, created by the compiled CLI and signed in once (issue 26): the session's
 * storage state, for any number of contexts. A worker keeps one e2e server for its whole life
 * (playwright.config.ts), so the session stays valid for every spec it runs. Specs that test
 * signing in, the second factor or accounts create their own members.
 */
export function workerOwnerSession(browser: Browser, baseURL: string): Promise<StorageState> {
  workerOwner ??= (async () => {
    const owner = await createStaffMember("owner", baseURL);
    const context = await browser.newContext();
    try {
      await signInAs(await context.newPage(), owner);
      return await context.storageState();
    } finally {
      await context.close();
    }
  })().catch((error: unknown) => {
    workerOwner = undefined;
    throw error;
  });
  return workerOwner;
}

/** Gives `page`'s context the worker owner's session and opens the inbox, where signInAs ends. */
export async function signInAsWorkerOwner(page: Page, baseURL: string) {
  const state = await workerOwnerSession(page.context().browser()!, baseURL);
  await page.context().addCookies(state.cookies);
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

/** Whether the page runs JavaScript: `false` for a context made without it (nothing hydrates). */
interface JavaScriptOption {
  javaScript?: boolean;
}

/** On the second step's page: a fresh code from the member's authenticator app. */
export async function passSecondStep(
  page: Page,
  member: StaffMember,
  { javaScript = true }: JavaScriptOption = {},
) {
  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible();
  if (javaScript) await hydrated(page);
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(await freshTotpCode(member));
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * Signs in on the sign-in page (an owner with a code from the app); ends on the inbox. The same
 * steps work with JavaScript off (`javaScript: false`: the forms are plain posts, decision 0020).
 */
export async function signInAs(
  page: Page,
  member: StaffMember,
  { javaScript = true }: JavaScriptOption = {},
) {
  await page.goto("/staff/sign-in");
  if (javaScript) await hydrated(page);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (member.totpSecret) await passSecondStep(page, member, { javaScript });
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

/**
 * A page in a new browser context that runs no script, as a phone with JavaScript off (decision
 * 0020). `signedIn` lends it that context's session (its cookies), else it starts signed out;
 * `baseURL` and `viewport`, when given, replace the project's. Close `context` when done.
 */
export async function withoutJavaScript(
  browser: Browser,
  {
    signedIn,
    baseURL,
    viewport,
  }: {
    signedIn?: BrowserContext;
    baseURL?: string;
    viewport?: BrowserContextOptions["viewport"];
  } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    // Only what is given: an option passed as undefined would clear the project's own.
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    ...(signedIn ? { storageState: await signedIn.storageState() } : {}),
  });
  return { context, page: await context.newPage() };
}

/** The staff navigation's "More" on a phone (decision 0041); on a laptop it is not shown. */
const staffMore = (page: Page) =>
  page.getByRole("navigation", { name: "Staff" }).locator("details.staff-tabs__more");

/** Opens the phone's "More" (the rest of the links, the address, Sign out) if it is closed. */
export async function openStaffMore(page: Page) {
  const more = staffMore(page);
  if (!(await more.isVisible())) return;
  if (await more.evaluate((details) => (details as HTMLDetailsElement).open)) return;
  await more.locator("summary").click();
  await expect(more).toHaveAttribute("open", "");
}

/**
 * Taps a link of the staff navigation as a person does: on a phone the links other than the
 * daily tasks are behind "More", which is opened first.
 */
export async function tapStaffLink(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Staff" });
  const link = nav.getByRole("link", { name, exact: true });
  // Checked, not waited for: a page still arriving would leave the link hidden; so open and look
  // again until it shows.
  await expect(nav).toBeVisible();
  await expect(async () => {
    if (!(await link.isVisible())) await openStaffMore(page);
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
}

/** The layout shows who is signed in (on a phone behind "More", closed again after looking). */
export async function expectSignedInAs(page: Page, email: string) {
  const more = staffMore(page);
  const closed =
    (await more.isVisible()) &&
    !(await more.evaluate((details) => (details as HTMLDetailsElement).open));
  await openStaffMore(page);
  await expect(page.getByText(email, { exact: true }).filter({ visible: true })).toBeVisible();
  if (closed) await more.locator("summary").click();
}

/** Signs out with the layout's button (on a phone behind "More"). */
export async function signOut(page: Page) {
  await openStaffMore(page);
  await page.getByRole("button", { name: "Sign out" }).click();
}

/**
 * On the privacy page: looks a person up with its "Find a person's data" form (an e-mail address
 * or phone number); returns the form, which keeps what was typed.
 */
export async function findPerson(page: Page, person: string) {
  const find = page.getByRole("form", { name: "Find a person's data" });
  await find.getByLabel("Their e-mail address or phone number").fill(person);
  await find.getByRole("button", { name: "Find" }).click();
  return find;
}

/**
 * On the security page: sets up an authenticator app as a person does (the password if asked,
 * the key read from the screen, a code); returns the recovery codes shown. The same steps work with
 * JavaScript off (`javaScript: false`: nothing to wait for hydrating).
 */
export async function enrolAuthenticatorApp(
  page: Page,
  member: StaffMember,
  { javaScript = true }: JavaScriptOption = {},
) {
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  if (javaScript) await hydrated(page);
  const start = page.getByRole("form", { name: "Set up an authenticator app" });
  // Opened already when a refusal answered it.
  if (!(await start.isVisible())) {
    await page.locator("summary", { hasText: "Set up an authenticator app" }).click();
  }
  // Asked only once the sign-in is no longer recent (decision 0043).
  const password = start.getByLabel("Your password (to confirm it is you)");
  if ((await password.count()) > 0) await password.fill(member.password);
  await start.getByRole("button", { name: "Continue" }).click();
  const key = page.getByLabel("Key for your authenticator app");
  await expect(key).toBeVisible();
  member.totpSecret = (await key.innerText()).replaceAll(/\s/g, "");
  await page.getByLabel("The 6-digit code your app shows now").fill(await freshTotpCode(member));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  return page.locator(".staff-codes code").allInnerTexts();
}

// The staff specs take the one axe check from here with the rest of their helpers.
export { expectNoViolations } from "./axe";

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
    return context?.state?.loaderData?.["staff-layout"]?.member?.csrfToken;
  });
  return (await token.jsonValue()) ?? "";
}

/**
 * The page has hydrated: inside the staff layout it says so (`data-hydrated`); elsewhere its
 * forms' submit buttons are enabled.
 */
export function hydrated(page: Page) {
  return page.waitForFunction(() => {
    const staff = document.querySelector(".staff");
    if (staff) return staff.hasAttribute("data-hydrated");
    return !document.querySelector("button[type=submit][disabled]");
  });
}

/**
 * Nothing is wider than the viewport (usable at 375 px without scrolling sideways): the page, and
 * no table either, even one in a box that scrolls on its own (its columns off the edge, unseen:
 * issue 35). Shown tables only; the widths of those wider than the screen are returned in the
 * failure.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const wide = await page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    return [...document.querySelectorAll("table")]
      .filter((table) => table.offsetParent !== null)
      .map((table) => ({
        table: table.caption?.textContent ?? table.className,
        width: Math.round(table.getBoundingClientRect().width),
      }))
      .filter((table) => table.width > screen);
  });
  expect(wide, "tables wider than the screen").toEqual([]);
}

/** A control a finger taps, as found on a page: its text and its size in CSS pixels. */
export interface TouchTarget {
  text: string;
  w: number;
  h: number;
}

/** What the sweep of a staff page counts as a control a finger taps. */
const TAPPED = [
  ".staff-header a",
  ".staff-header button",
  ".staff-tabs a",
  ".staff-tabs summary",
  ".staff-tabs button",
  "main a[href]",
  "main .button",
  "main button",
  "main summary",
  "main select",
  "main input:not([type=hidden]):not([type=checkbox]):not([type=radio])",
].join(",");

/**
 * Those of `targets` smaller than 44 x 44 px. With `sweep` (a whole page's controls), only those
 * shown count, and a link inside running text is excepted, as WCAG 2.5.8 allows: one whose block
 * (its paragraph, list item or cell) holds a sentence besides its links and controls, at least
 * three words. A link alone on its line ("All leads") or beside a few words ("Blog post · 3
 * November 2026") is a target like a button. A sample of what others receive (`data-sample`: an
 * e-mail as sent) is theirs, not a control.
 */
function underSize(targets: Locator, sweep: boolean): Promise<TouchTarget[]> {
  return targets.evaluateAll((elements, sweep) => {
    const CONTROLS = "a, button, select, textarea, summary, input";
    const blockOf = (element: Element) => {
      let block = element.parentElement!;
      while (block.parentElement && getComputedStyle(block).display.startsWith("inline")) {
        block = block.parentElement;
      }
      return block;
    };
    const inSentence = (link: Element) => {
      const block = blockOf(link).cloneNode(true) as Element;
      block.querySelectorAll(CONTROLS).forEach((control) => control.remove());
      return (block.textContent ?? "").match(/\p{L}{2,}/gu)?.length ?? 0;
    };
    const counted = (element: HTMLElement) =>
      element.offsetParent !== null &&
      !element.closest("[data-sample]") &&
      (element.localName !== "a" || inSentence(element) < 3);
    return (elements as HTMLElement[])
      .filter((element) => !sweep || counted(element))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: (element.textContent ?? element.outerHTML).trim().slice(0, 40),
          w: box.width,
          h: box.height,
        };
      })
      .filter((box) => box.w < 44 || box.h < 44);
  }, sweep);
}

/**
 * The controls a finger taps on a staff page that are smaller than 44 x 44 px: buttons, fields,
 * summaries and links, the phone's tab bar and its "More" panel when shown (see underSize).
 */
export const smallTouchTargets = (page: Page) => underSize(page.locator(TAPPED), true);

/** Those of `targets` (each one, shown or not) smaller than 44 x 44 px, with their text. */
export const smallTargets = (targets: Locator) => underSize(targets, false);

/** Every control a finger taps on a staff page is at least 44 x 44 px (see smallTouchTargets). */
export async function expectTouchTargets(page: Page) {
  expect(await smallTouchTargets(page)).toEqual([]);
}
