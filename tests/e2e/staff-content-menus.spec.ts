/**
 * The service menu editors in the browser at both widths: an owner reorders categories by
 * keyboard (not saved), opens Facials, finds an item by typing part of its name, opens it (items
 * are one line until opened), is told next to the field that "eighty dollars" is not an amount,
 * changes a labelled price and hides an item, sees both in the item's preview, saves, publishes
 * from the editor, sees the public category page show them, and restores the earlier version;
 * axe on both pages. At 375 px: the owner's task "change one Facials price and publish" from
 * /staff costs at most 6 taps plus the typed amount, on pages no taller than 3 screens; and with
 * JavaScript off, a price in words is refused by the server and a price saved and published.
 * Each test leaves the content as it was, since later specs use the same server.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { open } from "./support/site";
import {
  ownerOnLiveContent,
  ownerWithoutJavaScript,
  restoredNotice,
  restorePrevious,
} from "./support/content-editor";
import { expectNoSidewaysScroll, expectNoViolations, hydrated } from "./support/staff";

/** The public Facials page's row of an item (its title and the price beside it). */
const publicRow = (page: Page, title: string) =>
  page.locator(".accordion__row").filter({ hasText: title });

/** An item of the category editor: its one-line summary, and its fields once opened. */
const item = (page: Page, title: string) => {
  const details = page.locator("details.menu-item").filter({
    has: page.locator(".menu-item__name", { hasText: title }),
  });
  return { details, summary: details.locator("summary").first() };
};

const SCREEN = 812;

/** The page is no taller than three screens at 375 px; returns its height. */
async function expectAtMostThreeScreens(page: Page, label: string) {
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  expect(height, `${label} is ${height}px tall`).toBeLessThanOrEqual(3 * SCREEN);
  return height;
}

test("a price is changed, an item hidden, published from the editor, shown and restored", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Start from the live content: another test may have left a draft.
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);

  // ---------------------------------------------------------------- the categories
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Service menus, packages and memberships" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Service menus" })).toBeVisible();
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  const order = page.getByRole("form", { name: "Order of the categories" });
  const names = order.locator(".menu-order__name strong");
  await expect(names.first()).toHaveText("Facials");
  const saveOrder = order.getByRole("button", { name: "Save the order" });
  // By keyboard: the moved category is first, and the order can be saved (it is not, here).
  await order.getByRole("button", { name: "Move Advanced Skin Procedures up" }).focus();
  await page.keyboard.press("Enter");
  await expect(names.first()).toHaveText("Advanced Skin Procedures");
  await expect(saveOrder).toBeEnabled();
  await page.reload();
  await hydrated(page);
  await expect(names.first()).toHaveText("Facials");
  await order.getByRole("link", { name: "Facials" }).click();

  // ---------------------------------------------------------------- one category
  await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  const signature = item(page, "Signature Serenity Facial");
  // One line each until opened: the name and the price as the page shows it.
  await expect(signature.summary).toContainText("from $120");
  await expect(signature.details.getByLabel("Label 1", { exact: true })).toBeHidden();

  // Found by typing part of its name; the others are left out of the list.
  await page.getByLabel("Find an item").fill("serenity");
  await expect(page.locator("details.menu-item:visible")).toHaveCount(1);
  await expect(item(page, "HydraFacial").summary).toBeHidden();
  // Opened by keyboard.
  await signature.summary.focus();
  await page.keyboard.press("Enter");
  const firstPrice = signature.details.getByLabel("Price 1", { exact: true });
  await expect(signature.details.getByLabel("Shown as")).toHaveValue("labeled");
  await expect(signature.details.getByLabel("Label 1", { exact: true })).toHaveValue("60 min");
  await expect(firstPrice).toHaveValue("120");
  await expect(firstPrice).toHaveAttribute("inputmode", "decimal");

  // Words are not an amount: refused next to the field, nothing saved.
  await firstPrice.fill("eighty dollars");
  await page.getByRole("button", { name: "Save the category" }).click();
  await expect(signature.details.getByText("“eighty dollars” is not an amount")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  await expect(firstPrice).toHaveAttribute("aria-invalid", "true");

  await firstPrice.fill("125");
  await signature.details.getByText("Preview on the site").click();
  const preview = signature.details.getByRole("region", {
    name: "Preview of Signature Serenity Facial",
  });
  await expect(preview.locator(".accordion__aside")).toHaveText("from $125");
  await expect(preview.locator(".price-list li").first()).toHaveText("60 min$125");
  await expectNoViolations(page, "Facials editor, one item open");

  await page.getByLabel("Find an item").fill("");
  const oxygen = item(page, "Oxygen Glow Facial");
  await oxygen.summary.click();
  await oxygen.details.getByLabel("Hidden (not shown on the site)").check();
  await expect(oxygen.summary).toContainText("Hidden");

  await page.getByRole("button", { name: "Save the category" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  // The form starts again from what was saved.
  await expect(signature.summary).toContainText("from $125");

  // ---------------------------------------------------------------- publish, see it
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: version" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Signature Serenity Facial")).toContainText("from $125");
  await expect(publicRow(visitorPage, "Deep Pore Cleansing Facial")).toBeVisible();
  await expect(publicRow(visitorPage, "Oxygen Glow Facial")).toHaveCount(0);

  // ---------------------------------------------------------------- restore
  await restorePrevious(page, "/staff/content/menus/0", "Facials");
  await expect(item(page, "Signature Serenity Facial").summary).toContainText("from $120");

  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Signature Serenity Facial")).toContainText("from $120");
  await expect(publicRow(visitorPage, "Oxygen Glow Facial")).toContainText("$145");
  await visitor.close();
  await staff.close();
});

test("a price in words is refused with a message and nothing is saved", async ({
  browser,
  baseURL,
}) => {
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await page.goto("/staff/content/menus/0");
  await hydrated(page);
  const teen = item(page, "Teen Clear Skin Facial");
  await teen.summary.click();
  const price = teen.details.getByLabel("Price of Teen Clear Skin Facial");
  await expect(price).toHaveValue("85");
  await price.fill("eighty dollars");
  await page.getByRole("button", { name: "Save the category" }).click();
  await expect(
    teen.details.getByText(
      "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    ),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveCount(0);

  // Nothing reached the draft: after a reload the price is as it was and nothing awaits publishing.
  await page.reload();
  await hydrated(page);
  await expect(item(page, "Teen Clear Skin Facial").summary).toContainText("$85");
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await staff.close();
});

test("@mobile-only from /staff, one Facials price is changed and published in at most 6 taps", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  const heights: Record<string, number> = {};
  const measure = async (label: string) => {
    heights[label] = await expectAtMostThreeScreens(page, label);
  };

  await page.goto("/staff");
  await hydrated(page);
  await measure("/staff");
  await tap(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Site content" }),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  await measure("Site content");
  await tap(page.getByRole("link", { name: "Service menus, packages and memberships" }));
  await expect(page.getByRole("heading", { level: 1, name: "Service menus" })).toBeVisible();
  await measure("Service menus");
  await tap(page.getByRole("link", { name: "Facials" }));
  await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
  await hydrated(page);
  await measure("Facials editor");
  const teen = item(page, "Teen Clear Skin Facial");
  await tap(teen.summary);
  await measure("Facials editor, one item open");
  await expectNoSidewaysScroll(page);
  // The typed amount (the tap into the field is part of typing it).
  await teen.details.getByLabel("Price of Teen Clear Skin Facial").fill("89");
  await tap(page.getByRole("button", { name: "Save the category" }));
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await measure("Facials editor, saved");
  await tap(page.getByRole("button", { name: "Publish now" }));
  await expect(page.getByRole("status").filter({ hasText: "Published: version" })).toBeVisible();
  await measure("Facials editor, published");

  console.log(`cost: ${taps} taps; ${JSON.stringify(heights)}`);
  expect(taps).toBeLessThanOrEqual(6);
  test.info().annotations.push({
    type: "cost",
    description: `${taps} taps; page heights ${JSON.stringify(heights)}`,
  });

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Teen Clear Skin Facial")).toContainText("$89");
  await visitor.close();

  // Leave the content as it was for later specs.
  await restorePrevious(page, "/staff/content/menus/0", "Facials");
  await staff.close();
});

test("@mobile-only without JavaScript, a Facials price is refused in words, saved, published, shown and restored", async ({
  browser,
  baseURL,
}) => {
  // A save, a publish and a restore with its own publish: the slowest of this file.
  test.setTimeout(180_000);
  // The same owner's session also in a browser that runs no script at all (decision 0020).
  const { nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
  await nojs.goto("/staff/content/menus/0");
  await expect(nojs.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
  const teen = item(nojs, "Teen Clear Skin Facial");
  await expect(teen.summary).toContainText("$85");
  await teen.summary.click();
  const price = teen.details.getByLabel("Price of Teen Clear Skin Facial");
  await expect(price).toHaveValue("85");

  // Words are refused by the server, next to the field, with what was typed kept.
  await price.fill("eighty dollars");
  await nojs.getByRole("button", { name: "Save the category" }).click();
  const refused = item(nojs, "Teen Clear Skin Facial");
  await expect(
    refused.details.getByText(
      "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    ),
  ).toBeVisible();
  await expect(nojs.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  const typed = refused.details.getByLabel("Price of Teen Clear Skin Facial");
  await expect(typed).toHaveValue("eighty dollars");
  await expect(typed).toHaveAttribute("aria-invalid", "true");
  await expect(nojs.getByRole("button", { name: "Publish now" })).toHaveCount(0);

  await typed.fill("88");
  await nojs.getByRole("button", { name: "Save the category" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await expect(item(nojs, "Teen Clear Skin Facial").summary).toContainText("$88");
  await nojs.getByRole("button", { name: "Publish now" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Published: version" })).toBeVisible();
  await expect(nojs.getByRole("button", { name: "Publish now" })).toHaveCount(0);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Teen Clear Skin Facial")).toContainText("$88");

  // Leave the content as it was for later specs, still without JavaScript: the version before
  // is restored into the draft (its confirmation a page of its own, a plain form), then published.
  const history = nojs.getByRole("region", { name: "History" });
  const previous = history.getByRole("link", { name: /^Restore version \d+$/ }).first();
  const chosen = Number((await previous.getAttribute("aria-label"))?.replace(/\D+/, ""));
  await previous.click();
  await history.getByRole("button", { name: `Yes, put version ${chosen} in the draft` }).click();
  await expect(restoredNotice(nojs, chosen)).toBeVisible();
  await expect(item(nojs, "Teen Clear Skin Facial").summary).toContainText("$85");
  await nojs.getByRole("button", { name: "Publish now" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Published: version" })).toBeVisible();
  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Teen Clear Skin Facial")).toContainText("$85");
  await visitor.close();
  await close();
});

test("@mobile-only without JavaScript, a category moves up with one tap and the order is saved", async ({
  browser,
  baseURL,
}) => {
  const { nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
  await nojs.goto("/staff/content/menus");
  const names = nojs.locator(".menu-order__name strong");
  const second = (await names.nth(1).textContent()) ?? "";
  const first = (await names.first().textContent()) ?? "";
  await nojs.getByRole("button", { name: `Move ${second} up` }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await expect(names.first()).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);
  // Leave the live content's order for later specs: the draft goes.
  await close();
  await ownerOnLiveContent(browser, baseURL!).then(({ context }) => context.close());
});
