/**
 * The service menu editors in the browser at both widths: an owner reorders categories by
 * keyboard (not saved), opens Facials, is told next to the field when a price would not show as
 * typed, changes a price as a row and hides an item, sees both in the item's preview, saves,
 * publishes, sees the public category page show them, and restores the earlier version from the
 * history, after which the page shows the old price and the item again; axe on both pages. The
 * restore leaves the content as it was, since later specs use the same server.
 */
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support/site";
import { ownerOnLiveContent, publishDraft, restorePrevious } from "./support/content-editor";
import { expectNoSidewaysScroll, expectNoViolations, hydrated } from "./support/staff";

/** The public Facials page's row of an item (its title and the price beside it). */
const publicRow = (page: Page, title: string) =>
  page.locator(".accordion__row").filter({ hasText: title });

test("a price is changed as a row, an item hidden, published, shown and restored", async ({
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
  await expectNoViolations(page, "service menus");
  await expectNoSidewaysScroll(page);
  const order = page.getByRole("form", { name: "Order of the categories" });
  const names = order.locator(".menu-order__name strong");
  await expect(names.first()).toHaveText("Facials");
  const save = order.getByRole("button", { name: "Save the order" });
  // By keyboard: the moved category is first, and the order can be saved (it is not, here).
  await order.getByRole("button", { name: "Move Advanced Skin Procedures up" }).focus();
  await page.keyboard.press("Enter");
  await expect(names.first()).toHaveText("Advanced Skin Procedures");
  await expect(save).toBeEnabled();
  await page.reload();
  await hydrated(page);
  await expect(names.first()).toHaveText("Facials");
  await order.getByRole("link", { name: "Facials" }).click();

  // ---------------------------------------------------------------- one category
  await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
  await hydrated(page);
  await expectNoViolations(page, "Facials editor");
  await expectNoSidewaysScroll(page);
  const signature = page.getByRole("group", { name: "Item 1: Signature Serenity Facial" });
  const firstPrice = signature.getByLabel("Price 1", { exact: true });
  await expect(signature.getByLabel("Label 1", { exact: true })).toHaveValue("60 min");
  await expect(firstPrice).toHaveValue("$120");

  // A comma would split the price on the page: refused next to the field, nothing saved.
  await firstPrice.fill("$125, $130");
  await page.getByRole("button", { name: "Save the category" }).click();
  await expect(signature.getByText("A comma starts a new price on the page")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  await expect(firstPrice).toHaveAttribute("aria-invalid", "true");

  await firstPrice.fill("$125");
  const preview = signature.getByRole("region", { name: "Preview of Signature Serenity Facial" });
  await expect(preview.locator(".accordion__aside")).toHaveText("from $125");
  await expect(preview.locator(".price-list li").first()).toHaveText("60 min$125");

  const oxygen = page.getByRole("group", { name: "Item 3: Oxygen Glow Facial" });
  await oxygen.getByLabel("Hidden (kept here, not shown on the site)").check();
  await expect(oxygen.getByRole("region", { name: /^Preview/ })).toContainText("Hidden");

  await page.getByRole("button", { name: "Save the category" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  // The form starts again from what was saved.
  await expect(
    page.getByRole("group", { name: "Item 1: Signature Serenity Facial" }).getByLabel("Price 1", {
      exact: true,
    }),
  ).toHaveValue("$125");

  // ---------------------------------------------------------------- publish, see it
  await publishDraft(page, "Facial price and Oxygen hidden");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Signature Serenity Facial")).toContainText("from $125");
  await expect(publicRow(visitorPage, "Deep Pore Cleansing Facial")).toBeVisible();
  await expect(publicRow(visitorPage, "Oxygen Glow Facial")).toHaveCount(0);

  // ---------------------------------------------------------------- restore
  await restorePrevious(page, "/staff/content/menus/0", "Facials");
  await expect(
    page.getByRole("group", { name: "Item 1: Signature Serenity Facial" }).getByLabel("Price 1", {
      exact: true,
    }),
  ).toHaveValue("$120");

  await open(visitorPage, "/services/facials");
  await expect(publicRow(visitorPage, "Signature Serenity Facial")).toContainText("from $120");
  await expect(publicRow(visitorPage, "Oxygen Glow Facial")).toContainText("$145");
  await visitor.close();
  await staff.close();
});
