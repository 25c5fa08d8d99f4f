/**
 * The salon and FAQ editors in the browser at both widths: an owner changes a day of the weekly
 * hours (staff-hours.spec.ts follows it to every page) and a FAQ answer, saves them in the draft,
 * publishes, sees the public pages show them, and restores the earlier version from the record's
 * history; what staff type is shown as text, never run; axe on the editors. Every change made here
 * is restored before the test ends, since later specs use the same server's content.
 */
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support/site";
import {
  openEditor,
  ownerOnLiveContent,
  publishDraft,
  restorePrevious,
  saveDraft,
  setDayHours,
} from "./support/content-editor";
import { expectNoSidewaysScroll, expectNoViolations } from "./support/staff";

const XSS = "<img src=x onerror=alert(1)>";
const TATTOO_PAGE = "/services/tattoo-removal-with-picosure";

/** A public page, once interactive (a script typed into a field would have run by then). */
async function visit(page: Page, path: string) {
  await open(page, path);
  return page.locator("body");
}

test("hours and FAQ answers are edited, published, shown and restored", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `t${Date.now().toString(36)}`;
  // Start from the live content: another test may have left a draft.
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await expect(page.getByRole("link", { name: /^Salon details/ })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const dialogs: string[] = [];
  for (const watched of [page, visitorPage]) {
    watched.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  // ---------------------------------------------------------------- the hours
  await openEditor(page, "/staff/content/salon", "Salon details");
  await expectNoSidewaysScroll(page);
  await expect(page.getByLabel("Opens on Monday", { exact: true })).toHaveValue("09:00");
  const newHours = "10:00 AM - 3:00 PM";
  await setDayHours(page, "Monday", "10:00 AM", "3:00 PM");
  const preview = page.getByRole("region", { name: "As the pages show them" });
  await expect(preview.locator(".hours__row").first()).toHaveText(`Mon${newHours}`);

  // A field error next to its field, from the shared schema; nothing is saved.
  const name = page.getByLabel("Spa name");
  const oldName = await name.inputValue();
  await name.fill("");
  await page.getByRole("button", { name: "Save in the draft" }).click();
  await expect(name).toHaveAccessibleDescription("The spa's name is required");
  await expectNoViolations(page, "salon editor with an error");
  await name.fill(oldName);
  await saveDraft(page);
  await publishDraft(page, `Hours ${tag}`);
  const footer = (await visit(visitorPage, "/about")).locator("footer");
  await expect(footer).toContainText(newHours);

  await restorePrevious(page, "/staff/content/salon", "Salon details");
  await expect(page.getByLabel("Closes on Monday", { exact: true })).toHaveValue("14:00");
  await visit(visitorPage, "/about");
  await expect(footer).not.toContainText(newHours);
  await expect(footer).toContainText("9:00 AM - 2:00 PM");

  // ---------------------------------------------------------------- a FAQ answer
  await openEditor(page, "/staff/content/faqs/tattoo", "FAQs: Tattoo Removal with PicoSure");
  await expectNoSidewaysScroll(page);
  const question = await page
    .getByRole("textbox", { name: "Question", exact: true })
    .first()
    .inputValue();
  const answer = page.getByRole("textbox", { name: "Answer", exact: true }).first();
  // Rich text, not markup: the answer has a formatting toolbar and is typed as text.
  await expect(page.getByRole("toolbar", { name: "Answer: formatting" }).first()).toBeVisible();
  const oldAnswer = await answer.innerText();
  await answer.fill(`New answer ${tag}`);
  // Reorder by keyboard and back: the list is saved as shown.
  await page.getByRole("button", { name: "Move question 1 down" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Question", exact: true }).nth(1)).toHaveValue(
    question,
  );
  await expect(page.getByRole("button", { name: "Move question 2 down" })).toBeFocused();
  await page.getByRole("button", { name: "Move question 2 up" }).click();
  await expect(page.getByRole("textbox", { name: "Question", exact: true }).first()).toHaveValue(
    question,
  );
  await saveDraft(page);
  await publishDraft(page, `FAQ ${tag}`);
  await visit(visitorPage, TATTOO_PAGE);
  await visitorPage.getByRole("button", { name: question }).click();
  await expect(visitorPage.getByText(`New answer ${tag}`)).toBeVisible();

  await restorePrevious(page, "/staff/content/faqs/tattoo", "FAQs: Tattoo Removal with PicoSure");
  await expect(page.getByRole("textbox", { name: "Answer", exact: true }).first()).toHaveText(
    oldAnswer.replaceAll("\n", ""),
  );
  await visit(visitorPage, TATTOO_PAGE);
  await visitorPage.getByRole("button", { name: question }).click();
  await expect(visitorPage.locator(".faq")).not.toContainText(tag);

  // ---------------------------------------------------------------- script typed into fields
  await openEditor(page, "/staff/content/salon", "Salon details");
  await page.getByLabel("About-us text").fill(`${XSS}\n${XSS} intro ${tag}`);
  await saveDraft(page);
  await openEditor(page, "/staff/content/faqs/tattoo", "FAQs: Tattoo Removal with PicoSure");
  await page.getByRole("textbox", { name: "Question", exact: true }).first().fill(`${XSS} ${tag}?`);
  await saveDraft(page);
  await publishDraft(page, `XSS ${tag}`);
  // The display rules read the about text as text; a question is shown as typed. Either way no
  // element comes from it, and nothing runs.
  await visit(visitorPage, "/about");
  await expect(visitorPage.getByRole("main")).toContainText(`intro ${tag}`);
  await expect(visitorPage.locator('img[src="x"]')).toHaveCount(0);
  await visit(visitorPage, TATTOO_PAGE);
  await expect(visitorPage.getByRole("button", { name: `${XSS} ${tag}?` })).toBeVisible();
  await expect(visitorPage.locator('img[src="x"]')).toHaveCount(0);
  // The staff area's previews too.
  await openEditor(page, "/staff/content/salon", "Salon details");
  await expect(page.getByRole("region", { name: "As the about page shows it" })).toContainText(
    `intro ${tag}`,
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await restorePrevious(page, "/staff/content/salon", "Salon details");
  await restorePrevious(page, "/staff/content/faqs/tattoo", "FAQs: Tattoo Removal with PicoSure");
  await visit(visitorPage, "/about");
  await expect(visitorPage.getByRole("main")).not.toContainText(tag);
  await visit(visitorPage, TATTOO_PAGE);
  await expect(visitorPage.getByRole("button", { name: question })).toBeVisible();
  await staff.close();
  await visitor.close();
});
