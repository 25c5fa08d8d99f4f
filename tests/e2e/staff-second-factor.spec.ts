/**
 * The staff second factor in the browser, at both widths (decision 0018): an authenticator app
 * set up on the security page and used to sign in, a recovery code, the page's forms with
 * JavaScript off at 375 px (decision 0020), and a passkey with Chromium's virtual authenticator. WebAuthn refuses an IP address as relying party, so the passkey test
 * starts its own server whose SITE_URL is http://localhost (a secure context in Chromium).
 */
import { expect, request, test, type Page } from "@playwright/test";
import {
  createStaffMember,
  enrolAuthenticatorApp,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  hydrated,
  openStaffMore,
  passSecondStep,
  signInAs,
  type StaffMember,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";
import { SPEC_PORTS } from "./support/ports";
import { startOwnServer, type OwnServer } from "./support/own-server";

/** Nothing staff read is a raw ISO date or timestamp. */
async function expectNoIsoDates(page: Page) {
  expect(await page.locator("main").innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
}

async function signOut(page: Page) {
  await openStaffMore(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
}

async function typePassword(page: Page, member: StaffMember) {
  await page.goto("/staff/sign-in");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible();
  await hydrated(page);
}

test("a member sets up an authenticator app, signs in with it, then with a recovery code", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await createStaffMember("staff", baseURL!);
  await signInAs(page, member);
  await tapStaffLink(page, "Security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expectNoViolations(page, "security");
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);

  const codes = await enrolAuthenticatorApp(page, member);
  expect(codes).toHaveLength(10);
  await expectNoViolations(page, "security with recovery codes");
  await expect(page.getByText("On: you can sign in with the 6-digit code")).toBeVisible();
  await expectNoIsoDates(page);
  await signOut(page);

  // Password, then the app's code: no session before the second step.
  await typePassword(page, member);
  expect(await page.request.get("/staff", { maxRedirects: 0 }).then((r) => r.status())).toBe(303);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  // A wrong code keeps what was typed and says so.
  await page.getByLabel("6-digit code from your authenticator app").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").first()).toContainText("did not work");
  await page.goto("/staff/second-step");
  await passSecondStep(page, member);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await signOut(page);

  // A lost phone: one recovery code, accepted once.
  await typePassword(page, member);
  await page.getByRole("link", { name: "I lost my phone or passkey" }).click();
  await page.getByLabel("One of your recovery codes").fill(codes[0]!);
  await expectNoViolations(page, "second step with a recovery code");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.goto("/staff/security");
  await expect(page.getByText("9 unused recovery codes left.")).toBeVisible();
});

test("without JavaScript at 375 px: a member sets up the authenticator app and gets new recovery codes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await createStaffMember("staff", baseURL!);
  const { context, page } = await withoutJavaScript(browser, {
    baseURL,
    viewport: { width: 375, height: 812 },
  });
  await signInAs(page, member, { javaScript: false });
  await tapStaffLink(page, "Security");

  // Signed in a moment ago: no password asked again (decision 0043; a wrong one, once the
  // window has passed, is refused beside its field: tests/api/staff-second-factor.test.ts).
  await page.locator("summary", { hasText: "Set up an authenticator app" }).click();
  const start = page.getByRole("form", { name: "Set up an authenticator app" });
  await expect(start.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(start.getByLabel("Your password (to confirm it is you)")).toHaveCount(0);

  const codes = await enrolAuthenticatorApp(page, member, { javaScript: false });
  expect(codes).toHaveLength(10);
  // (axe and the page's own measures need JavaScript in the page: the list's box is measured.)
  const list = await page.locator(".staff-codes").boundingBox();
  expect(list!.x + list!.width).toBeLessThanOrEqual(375);
  await page.goto("/staff/security");
  await expect(page.getByText("On: you can sign in with the 6-digit code")).toBeVisible();
  // Shown once: the page opened again has no codes.
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toHaveCount(0);
  await expect(page.getByText("10 unused recovery codes left.")).toBeVisible();

  await page.locator("summary", { hasText: "Make new recovery codes" }).click();
  const renew = page.getByRole("form", { name: "Make new recovery codes" });
  await expect(renew.getByLabel("Your password (to confirm it is you)")).toHaveCount(0);
  await renew.getByRole("button", { name: "Make new codes" }).click();
  await expect(
    page.getByText("New recovery codes. The earlier ones no longer work."),
  ).toBeVisible();
  const renewed = await page.locator(".staff-codes code").allInnerTexts();
  expect(renewed).toHaveLength(10);
  expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
  expect(page.url()).not.toContain(renewed[0]!);
  const box = await page.locator(".staff-codes").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await context.close();
});

test.describe("passkeys", () => {
  const siteUrl = `http://localhost:${SPEC_PORTS.secondFactor}`;
  let server: OwnServer | undefined;

  test.use({ baseURL: siteUrl });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer("passkeys", siteUrl);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a member adds a passkey and signs in with it", async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const member = await createStaffMember("staff", siteUrl, { dataDir: server!.dataDir });
    await signInAs(page, member);
    await page.goto("/staff/security");
    await hydrated(page);
    const add = page.getByRole("form", { name: "Add a passkey" });
    await add.getByLabel("A name for this passkey").fill("Front desk laptop");
    // Signed in a moment ago: the password is not asked again (decision 0043).
    await expect(add.getByLabel("Your password (to confirm it is you)")).toHaveCount(0);
    await add.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await expect(page.getByText("Front desk laptop", { exact: true })).toBeVisible();
    await expectNoViolations(page, "security with a passkey");
    await expectNoIsoDates(page);

    // Removing it asks first (a ticked box); closing the question changes nothing.
    const remove = page.locator("summary", { hasText: "Remove the passkey “Front desk laptop”" });
    await remove.click();
    await expect(page.getByText("You will no longer be able to sign in with it")).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: "Yes, remove the passkey “Front desk laptop”" }),
    ).toBeVisible();
    await remove.click();
    await expect(page.getByText("You will no longer be able to sign in with it")).toBeHidden();
    await signOut(page);

    await typePassword(page, member);
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

    const api = await request.newContext({ baseURL: siteUrl });
    expect((await api.get("/staff/security", { maxRedirects: 0 })).status()).toBe(303);
    await api.dispose();
  });
});
