/**
 * The staff area's doors, in the browser at both widths: the guard, sign-in, an owner adding a
 * member who sets a password, sign-out; axe on each page. And the public pages' JavaScript
 * holds no staff code.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import {
  createStaffMember,
  enrolAuthenticatorApp,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectSignedInAs,
  expectTouchTargets,
  freshTotpCode,
  signInAs,
  signOut,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";
import { compiledCli } from "../support/cli";

const run = promisify(execFile);
const PASSWORD = "lavender mornings on Hylan";

/** `npm run staff -- add` against the e2e server (its control socket), as the operator does. */
async function addAccount(email: string, role: "owner" | "staff") {
  const { stdout } = await run(
    process.execPath,
    [compiledCli("staff"), "add", email, "--role", role],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? "", LOG_LEVEL: "silent" },
    },
  );
  const token = /\/staff\/set-password\/([\w-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`no link in: ${stdout}`);
  return token;
}

/** The link's page: the password chosen signs her in (issue 35), no e-mail typed again. */
async function choosePassword(page: Page, token: string, email: string, password = PASSWORD) {
  await page.goto(`/staff/set-password/${token}`);
  await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"));
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).not.toHaveURL(/set-password/);
  await expectSignedInAs(page, email);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/staff/sign-in");
  await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@spa.test`;

test("every staff page sends a visitor without a session to sign in, never cached or indexed", async ({
  request,
}) => {
  for (const path of [
    "/staff",
    "/staff/accounts",
    "/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11",
    "/staff/nothing",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers().location).toMatch(/^\/staff\/sign-in/);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
  const signInPage = await request.get("/staff/sign-in");
  expect(signInPage.status()).toBe(200);
  expect(await signInPage.text()).toContain('content="noindex, nofollow"');
  const robots = await (await request.get("/robots.txt")).text();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/staff");
  expect(robots).not.toMatch(/Allow: \/staff/);
});

test("an owner signs in, adds a member who chooses a password and signs in; both sign out", async ({
  browser,
}) => {
  // Two runs of the operator's CLI and two browsers: past 30 s on a busy machine.
  test.setTimeout(120_000);
  const ownerEmail = unique("owner");
  const ownerToken = await addAccount(ownerEmail, "owner");
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();

  await owner.goto("/staff/sign-in");
  await owner.goto(`/staff/set-password/${ownerToken}`);
  await expectNoViolations(owner, "set-password");
  await choosePassword(owner, ownerToken, ownerEmail);
  // Signed in by her new password: an owner's first stop is the second factor (decision 0018).
  await expect(owner).toHaveURL(/\/staff\/security$/);
  await signOut(owner);

  // A wrong password first: the same polite refusal as for an unknown address, typed values kept.
  await owner.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"));
  // This browser signed in to her account: her e-mail is filled in (issue 35).
  await expect(owner.getByLabel("E-mail")).toHaveValue(ownerEmail);
  await owner.getByLabel("Password").fill("not my password at all");
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("alert")).toHaveText("The e-mail or password is not right.");
  await expect(owner.getByLabel("E-mail")).toHaveValue(ownerEmail);

  await signIn(owner, ownerEmail);
  await expectSignedInAs(owner, ownerEmail);
  // An owner's first visit: a second factor before anything else (decision 0018).
  await expect(owner).toHaveURL(/\/staff\/security$/);
  await expect(owner.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  await enrolAuthenticatorApp(owner, { email: ownerEmail, password: PASSWORD, role: "owner" });
  await tapStaffLink(owner, "Accounts");
  await expect(owner.getByRole("heading", { name: "Staff accounts" })).toBeVisible();

  const memberEmail = unique("desk");
  await owner.getByRole("textbox", { name: "E-mail", exact: true }).fill(memberEmail);
  await owner.getByLabel("Role", { exact: true }).selectOption("staff");
  await owner.getByRole("button", { name: "Create account" }).click();
  const link = owner.getByLabel("Set-password link", { exact: true });
  await expect(link).toHaveValue(/\/staff\/set-password\//);
  const memberToken = (await link.inputValue()).split("/").pop()!;
  await expect(owner.getByText(memberEmail, { exact: true })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await choosePassword(member, memberToken, memberEmail);
  // Staff work leads; only owners see accounts.
  await expect(member.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  const refused = await member.request.get("/staff/accounts");
  expect(refused.status()).toBe(403);

  await signOut(member);
  await expect(member.getByText("You are signed out.")).toBeVisible();
  await member.goto("/staff");
  await expect(member).toHaveURL(/\/staff\/sign-in/);

  await signOut(owner);
  await expect(owner).toHaveURL(/\/staff\/sign-in/);
  await ownerContext.close();
  await memberContext.close();
});

test("an owner signs in with password and app code, and signs out, with JavaScript off", async ({
  browser,
  baseURL,
  viewport,
}) => {
  test.setTimeout(120_000);
  const owner = await createStaffMember("owner", baseURL!);
  const { context, page } = await withoutJavaScript(browser, { baseURL, viewport });
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill("not my password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not right.");
  await expect(page.getByLabel("E-mail")).toHaveValue(owner.email);
  // (axe needs JavaScript in the page: the same page with it is checked above.)
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible();
  await page.getByLabel("6-digit code from your authenticator app").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("did not work");
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(await freshTotpCode(owner));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  await signOut(page);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await context.close();
});

test.describe("an owner's accounts page with JavaScript off, at 375 px", () => {
  const viewport = { width: 375, height: 800 };
  test.use({ javaScriptEnabled: false, viewport });

  test("an owner changes where new leads are e-mailed, a bad address refused beside the field, and sets it back", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const ownerMember = await createStaffMember("owner", baseURL!);
    const { context, page: owner } = await withoutJavaScript(browser, { baseURL, viewport });
    await signInAs(owner, ownerMember, { javaScript: false });

    await owner.goto("/staff/accounts");
    // The page holds several Save buttons: this one is the lead address's form's.
    const form = owner.getByRole("form", { name: "New-lead e-mails" });
    const field = form.getByLabel("E-mail that receives new leads");
    const before = await field.inputValue();

    await field.fill("front desk at the spa");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
    await expect(field).toHaveValue("front desk at the spa");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(owner);
    await expectTouchTargets(owner);

    const chosen = unique("front-desk");
    await field.fill(chosen);
    await form.getByRole("button", { name: "Save" }).click();
    // The notice says it beside the form (decision 0046); the form's own line says it too.
    const notice = owner.getByRole("dialog", { name: "Notice" });
    await expect(notice.getByText(`New leads will be e-mailed to ${chosen}.`)).toBeVisible();
    await expect(field).toHaveValue(chosen);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");

    // Set back, so other tests find the address they started with.
    await field.fill(before);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(
      notice.getByText(
        before
          ? `New leads will be e-mailed to ${before}.`
          : "New leads will not be e-mailed until an address is set.",
      ),
    ).toBeVisible();
    await expect(field).toHaveValue(before);
    await context.close();
  });

  test("an owner invites a member, who sets a password and signs in; the owner disables them", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ownerMember = await createStaffMember("owner", baseURL!);
    const { context: ownerContext, page: owner } = await withoutJavaScript(browser, {
      baseURL,
      viewport,
    });
    await signInAs(owner, ownerMember, { javaScript: false });

    await owner.goto("/staff/accounts");
    const memberEmail = unique("nojs");
    await owner.getByRole("textbox", { name: "E-mail", exact: true }).fill(memberEmail);
    await owner.getByLabel("Role", { exact: true }).selectOption("staff");
    await owner.getByRole("button", { name: "Create account" }).click();
    const link = owner.getByLabel("Set-password link", { exact: true });
    await expect(link).toHaveValue(/\/staff\/set-password\//);
    const memberUrl = new URL(await link.inputValue());
    await expect(owner.getByText(memberEmail, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(owner);
    await expectTouchTargets(owner);

    const { context: memberContext, page: member } = await withoutJavaScript(browser, {
      baseURL,
      viewport,
    });
    await member.goto(memberUrl.pathname);
    await member.getByLabel("New password").fill("password1234");
    await member.getByRole("button", { name: "Save password" }).click();
    await expect(member.getByText("This password is one of the most common ones")).toBeVisible();
    await member.getByLabel("New password").fill(PASSWORD);
    await member.getByRole("button", { name: "Save password" }).click();
    // The saved password signs her in (issue 35).
    await expect(member.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

    // Disabling cannot be undone: the disclosure's box must be ticked, and it is checked again.
    await owner.goto("/staff/accounts");
    const card = owner.getByRole("listitem").filter({ hasText: memberEmail });
    await card.getByText(`Disable ${memberEmail}…`).click();
    await card.getByRole("button", { name: "Disable the account" }).click();
    // The browser's own check stops the unticked form (required): nothing was sent.
    await expect(card.getByText("Active")).toBeVisible();
    await card.getByLabel(`Yes, disable ${memberEmail}`).check();
    await card.getByRole("button", { name: "Disable the account" }).click();
    await expect(
      owner.getByText("The account is disabled and its sessions have ended."),
    ).toBeVisible();
    await expect(
      owner
        .getByRole("listitem")
        .filter({ hasText: memberEmail })
        .getByText(/Disabled/),
    ).toBeVisible();

    await member.goto("/staff");
    await expect(member).toHaveURL(/\/staff\/sign-in/);
    await ownerContext.close();
    await memberContext.close();
  });
});

test("no public page's JavaScript holds staff code", async ({ page }) => {
  test.setTimeout(120_000);
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  for (const path of [
    "/",
    "/contact-us",
    "/career",
    "/services/facials",
    "/tattoo-removal-staten-island-ads",
  ]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    // A first touch of a form loads its remaining code: that must hold no staff code either.
    await page
      .locator("form input:visible")
      .first()
      .focus({ timeout: 3000 })
      .catch(() => undefined);
    await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  }
  expect(scripts.size).toBeGreaterThan(5);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    expect(source, url).not.toContain("/staff/");
    expect(source, url).not.toContain("csrfToken");
    // The passkey library (staff pages only).
    expect(source, url).not.toContain("navigator.credentials");
  }
});
