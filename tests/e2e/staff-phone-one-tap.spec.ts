/**
 * A thumb's targets on the staff pages at 375 px (issue 35, items 7 and 14; decision 0049): a lead
 * card in the inbox is one target (a tap anywhere on it opens the lead, the keyboard reaches it
 * once); with JavaScript off, the menu editor's "Find an item" shows only the matching items and
 * "Add an item" adds an empty item, opened and in view, keeping what was typed. The sweep of every
 * staff page's targets is staff-phone-nav.spec.ts's.
 */
import { expect, test } from "@playwright/test";
import { ownerWithoutJavaScript } from "./support/content-editor";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import { hydrated, signInAsWorkerOwner } from "./support/staff";

test("a lead card opens its lead wherever it is tapped, and is one stop for the keyboard", async ({
  page,
  baseURL,
}) => {
  // Signing the worker's owner in takes most of it on a busy machine.
  test.setTimeout(90_000);
  const lastName = `Card${Date.now().toString(36)}`;
  await postTreatmentLead(page.request, {
    firstName: "Tess",
    lastName,
    email: uniqueEmail("card"),
  });
  await signInAsWorkerOwner(page, baseURL!);
  await hydrated(page);
  const card = page.getByRole("row").filter({ hasText: lastName });
  await expect(card.getByRole("link")).toHaveCount(1);

  // A tap on the card's status line, far from the name, opens the lead (the name's link covers
  // the card, so the tap is at the line's place on the screen).
  const status = (await card.getByRole("cell").last().boundingBox())!;
  await page.mouse.click(status.x + status.width - 8, status.y + status.height / 2);
  await expect(page.getByRole("heading", { level: 1, name: `Tess ${lastName}` })).toBeVisible();
  await page.getByRole("link", { name: "All leads" }).click();

  // The keyboard: the card's one link, then Enter.
  await card.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Tess ${lastName}` })).toBeVisible();
});

test("without JavaScript the menu editor finds items and adds one, landing on it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
  try {
    await nojs.goto("/staff/content/menus/0");
    const items = nojs.getByRole("list", { name: "Items" }).locator("> li:visible");
    const all = await items.count();

    // Find: a GET that shows only the items whose name holds the words.
    await nojs.getByLabel("Find an item").fill("teen");
    await nojs.getByRole("button", { name: "Find", exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText("Teen Clear Skin Facial");

    // A price typed, then "Add an item": the price is kept, the new item opened and in view.
    await nojs.goto("/staff/content/menus/0");
    await items
      .filter({ hasText: "Teen Clear Skin Facial" })
      .locator(".menu-item__summary")
      .click();
    const teen = nojs.getByLabel("Price of Teen Clear Skin Facial");
    await teen.fill("79");
    await nojs.getByRole("button", { name: "Add an item" }).click();
    await expect(nojs).toHaveURL(/\/staff\/content\/menus\/0#menu-added$/);
    await expect(items).toHaveCount(all + 1);
    const added = nojs.locator("#menu-added");
    await expect(added.getByLabel("Name")).toHaveValue("");
    await expect(added.getByLabel("Name")).toBeInViewport();
    await expect(teen).toHaveValue("79");
  } finally {
    await close();
  }
});
