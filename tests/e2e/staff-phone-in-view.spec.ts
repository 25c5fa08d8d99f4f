/**
 * What is shown once is in view, and the review links are set where review requests are (issue
 * 35, items 2 and 6), at 375 x 812 as the owner: after "Turn on" the recovery codes are at the
 * top of the screen and focused, with JavaScript on and off; from the staff home the Google
 * review link is set on Review requests, its "Save and publish" within 2 screens of scrolling.
 * Each test prints what it measured.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  createStaffAccount,
  enrolAuthenticatorApp,
  hydrated,
  signInAsWorkerOwner,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";
import { discardDraft } from "./support/content-editor";

const PHONE = { width: 375, height: 812 };

/** A new owner's first sign-in, which lands on Security (she has no second factor yet). */
async function firstSignIn(page: Page, javaScript: boolean) {
  const owner = await createStaffAccount("owner", test.info().project.use.baseURL!);
  await page.goto("/staff/sign-in");
  if (javaScript) await hydrated(page);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return owner;
}

/** Where the codes' box is on the screen, and whether focus is in it. */
function codesInView(page: Page) {
  return page.locator(".staff-recovery-codes").evaluate((box) => {
    const rect = box.getBoundingClientRect();
    const heading = box.querySelector("h2")!.getBoundingClientRect();
    return {
      top: Math.round(rect.top),
      headingBottom: Math.round(heading.bottom),
      firstCodeBottom: Math.round(box.querySelector("code")!.getBoundingClientRect().bottom),
      focused: box.contains(document.activeElement),
    };
  });
}

for (const javaScript of [true, false]) {
  test(`after "Turn on" the recovery codes are first on the screen and focused (JavaScript ${javaScript ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = javaScript
      ? await (async () => {
          const made = await browser.newContext({ baseURL, viewport: PHONE });
          return { context: made, page: await made.newPage() };
        })()
      : await withoutJavaScript(browser, { baseURL, viewport: PHONE });
    try {
      const owner = await firstSignIn(page, javaScript);
      const codes = await enrolAuthenticatorApp(page, owner, { javaScript });
      expect(codes).toHaveLength(10);
      const shown = await codesInView(page);
      console.log(`recovery codes at 375 x 812, JavaScript ${javaScript ? "on" : "off"}:`, shown);
      // Its top, heading and first code on the first screen, above the tab bar.
      expect(shown.top).toBeGreaterThanOrEqual(0);
      expect(shown.firstCodeBottom).toBeLessThan(PHONE.height - 56);
      expect(shown.focused).toBe(true);
      // The words agree with the buttons: Download keeps them on the phone, among other places.
      const advice = page.locator(".staff-recovery-codes");
      await expect(advice).not.toContainText("not on your phone");
      await expect(advice).toContainText("download");
    } finally {
      await context.close();
    }
  });
}

/** How far down the page `target` ends below the screen's reach (above the tab bar), in screens. */
async function screensTo(page: Page, target: ReturnType<Page["locator"]>) {
  const bottom = await target.evaluate((element) => {
    const tabs = document.querySelector<HTMLElement>(".staff-tabs");
    const reach = window.innerHeight - (tabs?.offsetHeight ?? 0);
    return element.getBoundingClientRect().bottom + window.scrollY - reach;
  });
  return Math.max(0, bottom) / PHONE.height;
}

test("from the staff home, the Google review link is set on Review requests", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInAsWorkerOwner(page, baseURL!);
  await hydrated(page);
  await tapStaffLink(page, "Review requests");
  await expect(page.getByRole("heading", { level: 1, name: "Review requests" })).toBeVisible();
  await hydrated(page);
  const form = page.getByRole("form", { name: "Review links" });
  const google = form.getByLabel("Google review link");
  const publish = form.getByRole("button", { name: "Save and publish" });
  const screens = await screensTo(page, publish);
  console.log(`screens scrolled to set the Google review link at 375 px: ${screens.toFixed(2)}`);
  expect(screens).toBeLessThanOrEqual(2);

  const link = `https://g.page/r/spa-${Date.now().toString(36)}/review`;
  try {
    await google.fill(link);
    // Saved in the draft only, so the live site stays as the other specs expect it ("Save and
    // publish" as a plain post: tests/api/staff-save-publish-forms.test.ts).
    await form.getByRole("button", { name: "Save in the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved in the draft/ })).toBeVisible();
    await expect(page.getByText("Saved in the draft, not live yet")).toBeVisible();
    await expect(google).toHaveValue(link);
    // One stored fact: the salon details show the same link.
    await page.goto("/staff/content/salon");
    await expect(page.getByLabel("Google reviews")).toHaveValue(link);
  } finally {
    await discardDraft(page, baseURL!);
  }
});
