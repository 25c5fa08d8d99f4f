/**
 * A new owner's first day at 375 px (issue 29, decision 0043): right after her password she sets
 * up the authenticator app without typing the password again, scanning a QR code drawn by the
 * server beside the typed key; she keeps her recovery codes by copying, printing or downloading
 * them (the download also without JavaScript); the sign-in page tells an owner where to turn
 * for a forgotten password. (A new blog post dated today: tests/api/staff-blog-forms.test.ts.)
 */
import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  createStaffAccount,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  freshTotpCode,
  hydrated,
  type StaffMember,
  withoutJavaScript,
} from "./support/staff";

const PHONE = { width: 375, height: 812 };
const ASKED_AGAIN = "Your password (to confirm it is you)";

/** The new owner's password on the sign-in page; an owner without a factor lands on Security. */
async function firstSignIn(page: Page, member: StaffMember, javaScript: boolean) {
  await page.goto("/staff/sign-in");
  if (javaScript) await hydrated(page);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  if (javaScript) await hydrated(page);
}

/** Starts the app's set-up (no password asked) and turns it on with the key the page shows. */
async function setUpApp(page: Page, member: StaffMember) {
  await page.locator("summary", { hasText: "Set up an authenticator app" }).click();
  const start = page.getByRole("form", { name: "Set up an authenticator app" });
  await expect(start.getByRole("button", { name: "Continue" })).toBeVisible();
  // The sign-in a moment ago proved the password: it is not asked again.
  await expect(page.getByLabel(ASKED_AGAIN)).toHaveCount(0);
  await start.getByRole("button", { name: "Continue" }).click();

  // The QR code, drawn inline (no image from anywhere), named for screen readers, fits the phone.
  const qr = page.getByRole("img", { name: /QR code for your authenticator app/ });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(150);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.locator(".staff-qr svg path").getAttribute("d")).toMatch(/^M4 4h7v1h-7z/);
  const key = page.getByLabel("Key for your authenticator app");
  await expect(key).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  member.totpSecret = (await key.innerText()).replaceAll(/\s/g, "");
  // The otpauth link (the secret) is in no address.
  expect(page.url()).not.toContain(member.totpSecret);

  await page.getByLabel("The 6-digit code your app shows now").fill(await freshTotpCode(member));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const codes = await page.locator(".staff-codes code").allInnerTexts();
  expect(codes).toHaveLength(10);
  return codes;
}

/** The Download link saves a text file with every code, with or without JavaScript. */
async function expectDownload(page: Page, codes: string[]) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the codes" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("day-spa-recovery-codes.txt");
  const text = await fs.readFile(await download.path(), "utf8");
  for (const code of codes) expect(text).toContain(code);
  expect(text).toContain("recovery codes");
}

test("a new owner sets up the app right after her password, scans its QR code and keeps her codes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createStaffAccount("owner", baseURL!);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await context.newPage();
  try {
    await firstSignIn(page, owner, true);
    await expectNoViolations(page, "security, first visit");
    const codes = await setUpApp(page, owner);
    await expectNoViolations(page, "security with new recovery codes");
    await expectNoSidewaysScroll(page);
    await expectTouchTargets(page);

    // Copy: the codes on the clipboard, and a status that says so.
    await page.getByRole("button", { name: "Copy the codes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")).toEqual(codes);

    await expectDownload(page, codes);

    // Print: the browser's print, and a printout of the codes alone.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print the codes" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".staff-codes")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Download the codes" })).toBeHidden();
  } finally {
    await context.close();
  }
});

test("without JavaScript at 375 px: the same first day, the codes downloaded as a file", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createStaffAccount("owner", baseURL!);
  const { context, page } = await withoutJavaScript(browser, { baseURL, viewport: PHONE });
  try {
    await firstSignIn(page, owner, false);
    const codes = await setUpApp(page, owner);
    // Copy and Print need JavaScript: without it they are not offered (the browser prints).
    await expect(page.getByRole("button", { name: "Copy the codes" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Print the codes" })).toHaveCount(0);
    await expectDownload(page, codes);
  } finally {
    await context.close();
  }
});

test("without JavaScript at 375 px: the sign-in page tells an owner where a new password comes from", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutJavaScript(browser, { baseURL, viewport: PHONE });
  try {
    await page.goto("/staff/sign-in");
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    const forgot = page.locator(".staff-note", { hasText: "Forgot your password?" });
    // Her words (issue 35): an owner's link on Accounts, else whoever runs the website; no command.
    await expect(forgot).toContainText("Ask an owner for a new set-password link");
    await expect(forgot).toContainText("the Accounts page");
    await expect(forgot).toContainText("ask whoever runs the website to reset your password");
    await expect(forgot).not.toContainText("npm run");
  } finally {
    await context.close();
  }
});
