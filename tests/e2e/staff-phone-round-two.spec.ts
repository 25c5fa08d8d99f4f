/**
 * The owner on her phone, round two (issue 29): what she hit at 375 px, each reproduced with
 * JavaScript on and off where both draw the page.
 */
import { expect, test, type Page } from "@playwright/test";
import { ownerWithoutJavaScript } from "./support/content-editor";

/**
 * Every price box of the first menu: the "$" ends before the first digit starts (it sat on it,
 * so $155 read "$55").
 */
async function expectSignsBesideDigits(page: Page) {
  await page.goto("/staff/content/menus/0");
  // Items are one line until opened: open the first.
  await page.locator("details.menu-item summary").first().click();
  const boxes = page.locator("details.menu-item[open] .menu-amount");
  await expect(boxes.first()).toBeVisible();
  const overlaps = await boxes.evaluateAll((all) =>
    all.flatMap((box) => {
      const sign = box.querySelector(".menu-amount__sign");
      const input = box.querySelector("input");
      if (!sign || !input || getComputedStyle(sign).display === "none") return [];
      const style = getComputedStyle(input);
      const digitsStart =
        input.getBoundingClientRect().left +
        parseFloat(style.borderLeftWidth) +
        parseFloat(style.paddingLeft);
      const signEnd = sign.getBoundingClientRect().right;
      return signEnd > digitsStart ? [`${input.getAttribute("aria-label") ?? input.name}`] : [];
    }),
  );
  expect(overlaps, "price boxes whose $ covers the first digit").toEqual([]);
}

test("the dollar sign sits beside a price's digits, not on them", async ({ browser, baseURL }) => {
  const owner = await ownerWithoutJavaScript(browser, baseURL!);
  try {
    await expectSignsBesideDigits(owner.page);
    await expectSignsBesideDigits(owner.nojs);
  } finally {
    await owner.close();
  }
});
