/**
 * The ads pages' FAQ editor in the browser at both widths: an owner changes an answer of the
 * tattoo ads page (two paragraphs), saves it in the draft, sees it in the preview and not on the
 * live page, publishes, sees it on the tattoo and the combined ads pages, and restores the earlier
 * version from the history; axe on the editor. Without JavaScript at 375 px, an empty question is
 * refused beside its field and a changed one saved, the answers kept. The changes are undone before
 * each test ends, since later specs use the same server's content.
 */
import { expect, test } from "@playwright/test";
import { UNSAVED_MESSAGE } from "../../app/routes/staff/shared/use-unsaved-warning";
import { open } from "./support/site";
import {
  discardDraft,
  openEditor,
  ownerOnLiveContent,
  publishDraft,
  restorePrevious,
  saveDraft,
} from "./support/content-editor";
import { expectNoSidewaysScroll, withoutJavaScript } from "./support/staff";

const TATTOO_ADS = "/tattoo-removal-staten-island-ads";
const COMBINED_ADS = "/tattoo-removal-and-ipl-therapy-staten-island-ads";
const EDITOR = "/staff/content/ads-faqs/tattoo";
const HEADING = "FAQs: Tattoo removal ads page";

test("an ads page's FAQ answer is edited, previewed, published, shown and restored", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `t${Date.now().toString(36)}`;
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await page.getByRole("link", { name: HEADING }).click();
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();

  await openEditor(page, EDITOR, HEADING);
  await expectNoSidewaysScroll(page);
  await expect(page.getByText("paragraphs are kept, bold and lists are not")).toBeVisible();
  // The answer is edited as text with paragraphs (the rich-text editor), not as markup.
  const answer = page.getByRole("textbox", { name: "Answer", exact: true }).nth(2);
  const question = await page
    .getByRole("textbox", { name: "Question", exact: true })
    .nth(2)
    .inputValue();
  const oldAnswer = await answer.innerText();
  await answer.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(`Like a quick snap ${tag}.`);
  await page.keyboard.press("Enter");
  await page.keyboard.type(`Over in minutes ${tag}.`);
  await saveDraft(page);

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  // The tattoo FAQ section on both pages (the combined page's IPL one is #ipl-faq).
  const tattooFaq = reader.locator("#faq");

  // The draft: in the preview, not on the live page.
  await page.goto(`/staff/content/preview?path=${encodeURIComponent(TATTOO_ADS)}`);
  const framed = page.frameLocator("iframe.staff-preview-frame");
  await expect(framed.locator("#faq")).toContainText(`Over in minutes ${tag}.`);
  await open(reader, TATTOO_ADS);
  await expect(tattooFaq).not.toContainText(tag);

  await publishDraft(page, `Ads FAQ ${tag}`);
  await open(reader, TATTOO_ADS);
  await reader.getByRole("button", { name: question }).click();
  // Two paragraphs, as the editor's two paragraphs ask.
  const panel = reader.locator("#faq p", { hasText: `Like a quick snap ${tag}.` });
  await expect(panel).toBeVisible();
  await expect(reader.locator("#faq p", { hasText: `Over in minutes ${tag}.` })).toBeVisible();
  await open(reader, COMBINED_ADS);
  await expect(tattooFaq).toContainText(`Over in minutes ${tag}.`);
  await expect(reader.locator("#ipl-faq")).not.toContainText(tag);

  await restorePrevious(page, EDITOR, HEADING);
  await expect(page.getByRole("textbox", { name: "Answer", exact: true }).nth(2)).toHaveText(
    oldAnswer.replaceAll("\n", ""),
  );
  await open(reader, TATTOO_ADS);
  await expect(tattooFaq).not.toContainText(tag);
  await reader.getByRole("button", { name: question }).click();
  await expect(reader.locator("#faq")).toContainText(oldAnswer.split("\n")[0]!);
  await staff.close();
  await visitor.close();
});

test("an FAQ editor left untouched lets the owner go; a typed answer asks first", async ({
  browser,
  baseURL,
}) => {
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openEditor(page, EDITOR, HEADING);
  await page.getByRole("link", { name: "Site content" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  expect(dialogs).toEqual([]);

  await openEditor(page, EDITOR, HEADING);
  await page.getByRole("textbox", { name: "Answer", exact: true }).first().pressSequentially(" x");
  await page.getByRole("link", { name: "Site content" }).first().click();
  await expect.poll(() => dialogs).toEqual([UNSAVED_MESSAGE]);
  await expect(page).toHaveURL(new RegExp(`${EDITOR}$`));
  await staff.close();
});

test("@mobile-only without JavaScript, an empty question is refused, then a question saved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `n${Date.now().toString(36)}`;
  const { context: staff, page } = await ownerOnLiveContent(browser, baseURL!);
  await openEditor(page, EDITOR, HEADING);
  const oldAnswer = await page
    .getByRole("textbox", { name: "Answer", exact: true })
    .nth(1)
    .innerText();
  // The same owner's session in a browser that runs no script at all (decision 0020).
  const { context: plain, page: nojs } = await withoutJavaScript(browser, {
    signedIn: staff,
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto(EDITOR);
  await expect(nojs.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  const questions = nojs.getByRole("textbox", { name: "Question", exact: true });
  const firstQuestion = await questions.first().inputValue();
  const oldQuestion = await questions.nth(1).inputValue();

  // Refused by the server beside the field, with what was typed in the others kept.
  await questions.first().fill("");
  await questions.nth(1).fill(`Kept ${tag}?`);
  await nojs.getByRole("button", { name: "Save in the draft" }).click();
  await expect(nojs.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  await expect(questions.first()).toHaveAttribute("aria-invalid", "true");
  await expect(nojs.getByText("The question is required")).toBeVisible();
  await expect(questions.nth(1)).toHaveValue(`Kept ${tag}?`);

  // Corrected on the refused page: the whole list is posted again from it.
  await questions.first().fill(firstQuestion);
  await questions.nth(1).fill(`How many sessions ${tag}?`);
  await nojs.getByRole("button", { name: "Save in the draft" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await expect(questions.nth(1)).toHaveValue(`How many sessions ${tag}?`);
  await expect(questions.first()).toHaveValue(firstQuestion);
  await expectNoSidewaysScroll(nojs);

  // With JavaScript: the question in the draft, its answer (not editable without it) kept.
  await openEditor(page, EDITOR, HEADING);
  await expect(page.getByRole("textbox", { name: "Question", exact: true }).nth(1)).toHaveValue(
    `How many sessions ${tag}?`,
  );
  await expect(page.getByRole("textbox", { name: "Answer", exact: true }).nth(1)).toHaveText(
    oldAnswer.replaceAll("\n", ""),
  );
  // Leave the content as it was for later specs: the draft is dropped.
  await discardDraft(page, baseURL!);
  await openEditor(page, EDITOR, HEADING);
  await expect(page.getByRole("textbox", { name: "Question", exact: true }).nth(1)).toHaveValue(
    oldQuestion,
  );
  await plain.close();
  await staff.close();
});
