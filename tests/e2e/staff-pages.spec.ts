/**
 * Every staff page at both widths: the list below is checked against every link inside /staff
 * that an owner can reach from the inbox (one page of each kind: one lead, one blog post, one
 * category...), plus the pages outside the workspace (sign-in, the second step, a set-password
 * link that no longer works) and a missing page.
 * On each: axe finds nothing, nothing scrolls sideways at 375 px, and a full-page screenshot is
 * attached to the report (`playwright-report/`), so the pages can be looked at without a server.
 * At 375 px, on the same visit (one sweep, not one per check): no control under 44 px, and the
 * visible text, as the page shows it and as the server sent it (what a browser without
 * JavaScript shows), has no ISO date, raw ten-digit phone number or word she does not use.
 */
import { expect, test, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { sendContactForm, uniqueEmail } from "./support/forms";
import { open } from "./support/site";
import { crawlStaffPages, expectPlainWords } from "./support/staff-pages";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  hydrated,
  signInAs,
} from "./support/staff";

/** Every page of the workspace; `:first` is the first record of its kind that a page links to. */
const PAGES = [
  "/staff",
  "/staff/leads/:first",
  "/staff/accounts",
  "/staff/reply-templates",
  "/staff/security",
  "/staff/alerts",
  "/staff/privacy",
  "/staff/access-log",
  "/staff/visitor-email",
  "/staff/funnel",
  "/staff/reviews",
  "/staff/texts",
  "/staff/content",
  "/staff/content/preview",
  "/staff/content/menus",
  "/staff/content/menus/:first",
  "/staff/content/salon",
  "/staff/content/faqs/:first",
  "/staff/content/ads-faqs/:first",
  "/staff/content/reviews",
  "/staff/content/promos",
  "/staff/content/blog",
  "/staff/content/blog/:first",
  "/staff/content/pages",
  "/staff/content/pages/:first",
];

/**
 * A visitor's enquiry, so that the inbox links to a lead's page (an address that does not start
 * with her first name: "Tour tour-1@…" on her page would read as a doubled word).
 */
async function sendEnquiry(page: Page) {
  await open(page, "/contact-us");
  await sendContactForm(page, {
    firstName: "Tour",
    lastName: "Visitor",
    phone: "3475550100",
    email: uniqueEmail("pages"),
    subject: "A question",
    message: "Do you have openings on Saturday?",
  });
}

async function checkPage(page: Page, testInfo: TestInfo, label: string) {
  await expectNoViolations(page, `${label} (${testInfo.project.name})`);
  await expectNoSidewaysScroll(page);
  await testInfo.attach(`${testInfo.project.name} ${label}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
}

test.describe("every staff page", () => {
  test.describe.configure({ mode: "serial" });
  /**
   * One signed-in tab for the block's pages, at the project's width: each test opens its page in
   * it (a new context per page cost about half a second to make and close, 56 times a run).
   */
  let context: BrowserContext;
  let page: Page;
  /** Each record page's `:first`, read from the links of the pages signed in. */
  const firstOf = new Map<string, string>();

  test.beforeAll(async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    context = await browser.newContext({ ...testInfo.project.use, baseURL });
    page = await context.newPage();
    await sendEnquiry(page);
    const owner = await createStaffMember("owner", baseURL!);
    await signInAs(page, owner);
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test("the list holds every page the workspace links to", async () => {
    test.setTimeout(120_000);
    const found = await crawlStaffPages(page.request);
    for (const [listed, path] of found) firstOf.set(listed, path);
    expect([...found.keys()].sort()).toEqual([...PAGES].sort());
  });

  for (const listed of PAGES) {
    test(listed, async () => {
      test.setTimeout(120_000);
      const testInfo = test.info();
      const path = firstOf.get(listed) ?? listed;
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await hydrated(page);
      await checkPage(page, testInfo, path);
      if (testInfo.project.name === "mobile") {
        await expectTouchTargets(page);
        await expectPlainWords(page, path);
      }
    });
  }

  test("a missing page shows in the workspace", async () => {
    test.setTimeout(120_000);
    const testInfo = test.info();
    const missing = await page.goto("/staff/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
    await checkPage(page, testInfo, "/staff/no-such-page");
  });
});

test("the pages outside the workspace: sign-in, the second step, an old link", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createStaffMember("owner", baseURL!);
  const context = await browser.newContext(testInfo.project.use);
  const page = await context.newPage();

  await page.goto("/staff/sign-in");
  await hydrated(page);
  await checkPage(page, testInfo, "/staff/sign-in");

  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "One more step" })).toBeVisible();
  await hydrated(page);
  await checkPage(page, testInfo, "/staff/second-step");

  await page.goto("/staff/set-password/no-longer-valid-token");
  await checkPage(page, testInfo, "/staff/set-password (a link that no longer works)");
  await context.close();
});
