/**
 * The salon's hours are one weekly table (decision 0021): an owner changes Monday in the salon
 * editor, publishes, and at once every page that shows hours shows the new Monday (a category
 * page's footer, an ads page's footer, the contact page, the business JSON-LD, the public API).
 * The editor itself: 44 px controls, no sideways scroll, no preview spilling over the fields.
 * Content changed here is restored before the test ends: later specs share the server.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  openEditor,
  ownerOnLiveContent,
  publishDraft,
  restorePrevious,
  saveDraft,
  setDayHours,
  discardDraft,
} from "./support/content-editor";
import { UNSAVED_MESSAGE } from "../../app/routes/staff/shared/use-unsaved-warning";
import { open } from "./support/site";
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  smallTargets,
  withoutJavaScript,
} from "./support/staff";

const HOME = "/";
const CATEGORY = "/services/facials";
const ADS = "/tattoo-removal-staten-island-ads";
const CONTACT = "/contact-us";
const OLD_MONDAY = "9:00 AM - 2:00 PM";
const NEW_MONDAY = "10:00 AM - 4:00 PM";

/** The "Mon" row of the hours list inside `scope`. */
const mondayRow = (scope: Locator) => scope.locator(".hours__row").filter({ hasText: /^Mon/ });

/** Every opening-hours entry of the page's JSON-LD, wherever the business node sits. */
async function jsonLdHours(page: Page): Promise<Record<string, string>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const perDay: Record<string, string> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    const specs = record["openingHoursSpecification"];
    if (Array.isArray(specs)) {
      for (const spec of specs as { dayOfWeek: string[]; opens: string; closes: string }[]) {
        for (const day of spec.dayOfWeek) perDay[day] = `${spec.opens}-${spec.closes}`;
      }
    }
    Object.values(record).forEach(visit);
  };
  blocks.forEach((text) => visit(JSON.parse(text)));
  return perDay;
}

/** Monday as each page shows it to a visitor (no staff cookie: the cached pages). */
async function mondayEverywhere(visitor: Page) {
  await open(visitor, HOME);
  const jsonLd = (await jsonLdHours(visitor))["Monday"];
  await open(visitor, CATEGORY);
  const category = await mondayRow(visitor.getByRole("contentinfo")).innerText();
  await open(visitor, ADS);
  const ads = await mondayRow(visitor.getByRole("contentinfo")).innerText();
  await open(visitor, CONTACT);
  const contact = await mondayRow(visitor.getByRole("main")).innerText();
  const contactJsonLd = (await jsonLdHours(visitor))["Monday"];
  const api = (await (await visitor.request.get("/api/homewebsettings")).json()) as {
    salon_info: { config: { config_hours: string } };
  };
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  return {
    category: flat(category),
    ads: flat(ads),
    contact: flat(contact),
    jsonLd,
    contactJsonLd,
    api: api.salon_info.config.config_hours.split("\n")[0],
  };
}

test("an owner changes Monday's hours and every page shows them at once", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  // Before: every page agrees (and is now in the page cache).
  expect(await mondayEverywhere(visitor)).toEqual({
    category: `Mon ${OLD_MONDAY}`,
    ads: `Mon ${OLD_MONDAY}`,
    contact: `Mon ${OLD_MONDAY}`,
    jsonLd: "09:00-14:00",
    contactJsonLd: "09:00-14:00",
    api: `Mon: ${OLD_MONDAY}`,
  });

  await openEditor(page, "/staff/content/salon", "Salon details");
  await expectNoSidewaysScroll(page);
  const opens = page.getByLabel("Opens on Monday", { exact: true });
  await expect(opens).toHaveValue("09:00");
  // The choices read as people write times, never as codes.
  await expect(opens.locator("option:checked")).toHaveText("9:00 AM");
  const controls = opens
    .or(page.getByLabel("Closes on Monday", { exact: true }))
    .or(
      page
        .locator("label")
        .filter({ has: page.getByRole("checkbox", { name: "Closed on Monday" }) }),
    );
  await expect(controls).toHaveCount(3);
  expect(await smallTargets(controls), "touch targets under 44 px").toEqual([]);

  await setDayHours(page, "Monday", "10:00 AM", "4:00 PM");
  const preview = page.getByRole("region", { name: "As the pages show them" });
  await expect(mondayRow(preview)).toHaveText(`Mon${NEW_MONDAY}`);
  await saveDraft(page);
  await publishDraft(page, "Monday hours");

  // After: no waiting, no reload trick; the publish dropped the cached pages.
  expect(await mondayEverywhere(visitor)).toEqual({
    category: `Mon ${NEW_MONDAY}`,
    ads: `Mon ${NEW_MONDAY}`,
    contact: `Mon ${NEW_MONDAY}`,
    jsonLd: "10:00-16:00",
    contactJsonLd: "10:00-16:00",
    api: `Mon: ${NEW_MONDAY}`,
  });

  await restorePrevious(page, "/staff/content/salon", "Salon details");
  await expect(page.getByLabel("Closes on Monday", { exact: true })).toHaveValue("14:00");
  expect((await mondayEverywhere(visitor)).ads).toBe(`Mon ${OLD_MONDAY}`);
  await staff.close();
  await visitorContext.close();
});

test("a closed day and a day closing before it opens, in the editor", async ({
  browser,
  baseURL,
}) => {
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await openEditor(page, "/staff/content/salon", "Salon details");
  const preview = page.getByRole("region", { name: "As the pages show them" });

  await page.getByRole("checkbox", { name: "Closed on Sunday" }).check();
  await expect(page.getByLabel("Opens on Sunday", { exact: true })).toHaveCount(0);
  await expect(preview.locator(".hours__row").last()).toHaveText("SunClosed");
  await expect(preview.locator(".hours__row").nth(-2)).toHaveText("Sat9:00 AM - 6:00 PM");
  // Unticking brings the day's times back.
  await page.getByRole("checkbox", { name: "Closed on Sunday" }).uncheck();
  await expect(page.getByLabel("Closes on Sunday", { exact: true })).toHaveValue("18:00");

  await page.getByLabel("Closes on Tuesday", { exact: true }).selectOption({ label: "8:00 AM" });
  await page.getByRole("button", { name: "Save in the draft" }).click();
  await expect(page.getByLabel("Closes on Tuesday", { exact: true })).toHaveAccessibleDescription(
    "The closing time must be after the opening time",
  );
  await expectNoViolations(page, "salon editor with an hours error");
  // Fixing the opening time clears the error on the closing time.
  await page.getByLabel("Opens on Tuesday", { exact: true }).selectOption({ label: "7:00 AM" });
  await expect(page.getByText("The closing time must be after the opening time")).toHaveCount(0);
  await staff.close();
});

test("the about preview stays in its box, clear of the fields and buttons after it", async ({
  browser,
  baseURL,
}) => {
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await openEditor(page, "/staff/content/salon", "Salon details");
  await expectNoSidewaysScroll(page);
  // One measurement of the laid-out page: where the preview's box ends, where its text really
  // ends (text that does not fit is drawn outside the box, over what follows), and where the
  // fields and the button after it start.
  const layout = await page.evaluate(() => {
    // The Save bar sticks to the screen's bottom while the form is on it (decision 0040): at the
    // page's end it is in its own place, after the fields, where the text must not reach.
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    const heading = [...document.querySelectorAll("h3")].find(
      (h) => h.textContent === "As the about page shows it",
    );
    const preview = heading?.closest("section");
    const social = [...document.querySelectorAll("legend")].find(
      (legend) => legend.textContent === "Social links",
    )?.parentElement;
    const save = [...document.querySelectorAll("button")].find(
      (button) => button.textContent === "Save in the draft",
    );
    if (!preview || !social || !save) return null;
    const textBottom = Math.max(
      ...[...preview.querySelectorAll("*")].map((e) => e.getBoundingClientRect().bottom),
    );
    return {
      boxBottom: preview.getBoundingClientRect().bottom,
      textBottom,
      socialTop: social.getBoundingClientRect().top,
      firstSocialFieldTop: social.querySelector("input")!.getBoundingClientRect().top,
      saveTop: save.getBoundingClientRect().top,
    };
  });
  expect(layout).not.toBeNull();
  const { boxBottom, textBottom, socialTop, firstSocialFieldTop, saveTop } = layout!;
  expect(textBottom, "the preview's text ends inside its box").toBeLessThanOrEqual(boxBottom + 1);
  expect(socialTop, "the social links start below the preview's text").toBeGreaterThan(textBottom);
  expect(firstSocialFieldTop).toBeGreaterThan(textBottom);
  expect(saveTop, "the Save button starts below the preview's text").toBeGreaterThan(textBottom);
  await staff.close();
});

test("leaving the salon editor with unsaved hours asks first; once saved it does not", async ({
  browser,
  baseURL,
}) => {
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await openEditor(page, "/staff/content/salon", "Salon details");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await setDayHours(page, "Tuesday", "10:00 AM", "7:00 PM");
  await page.getByRole("link", { name: "Site content" }).first().click();
  await expect.poll(() => dialogs).toEqual([UNSAVED_MESSAGE]);
  await expect(page).toHaveURL(/\/staff\/content\/salon$/);
  await saveDraft(page);
  await page.getByRole("link", { name: "Site content" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  expect(dialogs).toEqual([UNSAVED_MESSAGE]);
  await staff.close();
});

test("@mobile-only without JavaScript, Monday's hours are refused in words, then saved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  const { context: plain, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto("/staff/content/salon");
  await expect(nojs.getByRole("heading", { level: 1, name: "Salon details" })).toBeVisible();
  await expectNoSidewaysScroll(nojs);
  const opens = nojs.getByLabel("Opens on Monday", { exact: true });
  const closes = nojs.getByLabel("Closes on Monday", { exact: true });
  await expect(opens).toHaveValue("09:00");

  // Refused by the server, beside the field, with what was chosen kept; nothing saved.
  await opens.selectOption({ label: "10:00 AM" });
  await closes.selectOption({ label: "8:00 AM" });
  await nojs.getByRole("button", { name: "Save in the draft" }).click();
  await expect(closes).toHaveAccessibleDescription(
    "The closing time must be after the opening time",
  );
  await expect(opens).toHaveValue("10:00");

  await closes.selectOption({ label: "4:00 PM" });
  await nojs.getByRole("button", { name: "Save in the draft" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await expect(closes).toHaveValue("16:00");
  await expect(mondayRow(nojs.getByRole("region", { name: "As the pages show them" }))).toHaveText(
    `Mon${NEW_MONDAY}`,
  );

  // The draft only: put it back as it was for the specs that follow.
  await page.goto("/staff/content");
  await discardDraft(page, baseURL!);
  await plain.close();
  await staff.close();
});
