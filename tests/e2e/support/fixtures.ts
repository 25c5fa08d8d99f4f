/**
 * A `test` whose `page` is one browser page shared by all tests of a worker (one worker per
 * project), so the browser cache stays warm and the suite stays fast. Every test still starts by
 * navigating, which resets the document; routes a test installs, the tab's session storage and a
 * changed viewport size are undone after it.
 * Tests that need their own context options (e.g. JavaScript disabled) use Playwright's own
 * `test` instead.
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";

export const test = base.extend<{ page: Page }, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, hasTouch, isMobile, userAgent, deviceScaleFactor, baseURL, locale } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        hasTouch,
        isMobile,
        userAgent,
        deviceScaleFactor,
        baseURL,
        locale,
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedContext }, use, testInfo) => {
    const page = sharedContext.pages()[0] ?? (await sharedContext.newPage());
    await use(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    // A test that resized the tab (a 375 px check in the desktop project) hands the next test the
    // project's own size again.
    const { viewport } = testInfo.project.use;
    if (viewport) await page.setViewportSize(viewport).catch(() => undefined);
    // Each test is a new visit: the tab's session storage (the home pop-up shows once per visit)
    // does not carry over.
    await page
      .evaluate(() => {
        try {
          sessionStorage.clear();
        } catch {
          // about:blank or another origin: nothing of ours is stored there.
        }
      })
      .catch(() => undefined);
    // Leave no dialog or menu open for the next test.
    await page.goto("about:blank").catch(() => undefined);
  },
});

export { expect } from "@playwright/test";
