/**
 * The draft and its safety nets (decision 0024), at both widths: Site content lists what the
 * draft changes in the owner's words, with links to the editors; leaving a blog post with unsaved
 * edits asks first; saved and published notices stay until dismissed; discarding asks first and
 * names what will be lost (the second step is a page of its own, reached without JavaScript too);
 * an older version is restored into the draft and the site changes only when it is published.
 * axe on every page changed here. Leaves the content as it found it.
 */
import { expect, test, type Page } from "@playwright/test";
import { UNSAVED_MESSAGE } from "../../app/routes/staff/shared/use-unsaved-warning";
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  hydrated,
  withoutJavaScript,
} from "./support/staff";
import {
  openEditor,
  ownerOnLiveContent,
  publishDraft,
  restoredNotice,
} from "./support/content-editor";

const POST = "/staff/content/blog/0";

/** Whether the public blog lists a post of that title. */
async function onBlog(page: Page, title: string) {
  await page.goto("/blog");
  // Cards show titles cut at 30 characters; the whole title is the heading's tooltip.
  return (
    (await page
      .getByRole("heading")
      .and(page.getByTitle(title, { exact: true }))
      .count()) > 0
  );
}

async function openPost(page: Page) {
  await page.goto(POST);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await hydrated(page);
}

test("an older version goes into the draft and reaches the site only when published", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await ownerOnLiveContent(browser, baseURL!);
  const visitor = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];

  await openPost(page);
  const titleField = page.getByRole("textbox", { name: "Title", exact: true });
  const oldTitle = await titleField.inputValue();
  const newTitle = `Spa day ${Date.now().toString(36)}`;
  await titleField.fill(newTitle);

  // Leaving with unsaved edits asks first; staying keeps what was typed.
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "All posts" }).click();
  await expect.poll(() => dialogs).toEqual([UNSAVED_MESSAGE]);
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(titleField).toHaveValue(newTitle);

  // Saved: the notice stays once the page's data is back, and leaving no longer asks.
  await page.getByRole("button", { name: "Save in the draft" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved in the draft" });
  await expect(saved).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await expect(saved).toBeVisible();
  await expect(titleField).toHaveValue(newTitle);
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Site content (linked from the editor's words on where to publish) names the change and
  // links to its editor.
  await page.getByRole("main").getByRole("link", { name: "Site content", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  const change = page.getByRole("listitem").filter({ hasText: `Blog post '${newTitle}': changed` });
  await expect(change).toBeVisible();
  await expect(change.getByRole("link")).toHaveAttribute("href", POST);
  expect(dialogs).toEqual([UNSAVED_MESSAGE]);
  await expectNoViolations(page, "site content with a draft");
  await expectNoSidewaysScroll(page);

  // Published: the notice stays while the page's data is read again, until dismissed.
  await hydrated(page);
  await page.getByLabel("What changed (for the history)").fill("E2E: a post renamed");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const published = page.getByRole("status").filter({ hasText: "Published: version" });
  await expect(published).toBeVisible();
  await expect(page.getByText("No unpublished changes")).toBeVisible();
  await expect(published).toBeVisible();
  await published.getByRole("button", { name: "Dismiss" }).click();
  await expect(published).toHaveCount(0);
  expect(await onBlog(visitor, newTitle)).toBe(true);

  // Restore the version before: confirmed, it goes into the draft; the site is unchanged.
  await openEditor(page, POST, newTitle);
  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("link", { name: /^Restore version \d+$/ })
    .first()
    .click();
  const confirm = history.getByRole("heading", { name: /^Put version \d+ in the draft\?$/ });
  await expect(confirm).toBeFocused();
  await expect(history).toContainText(`Blog post '${newTitle}' in the draft becomes what it was`);
  await expectNoViolations(page, "restore confirmation");
  await expectNoSidewaysScroll(page);
  const yes = history.getByRole("button", { name: /^Yes, put version \d+ in the draft$/ });
  const chosen = Number(/\d+/.exec((await yes.textContent()) ?? "")?.[0]);
  await yes.click();
  // Back on the editor from the restore route, its notice in the staff notice bar.
  await expect(restoredNotice(page, chosen)).toContainText("is in the draft");
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect(titleField).toHaveValue(oldTitle);
  expect(await onBlog(visitor, newTitle)).toBe(true);
  expect(await onBlog(visitor, oldTitle)).toBe(false);

  await page.goto("/staff/content");
  await expect(
    page.getByRole("listitem").filter({ hasText: `Blog post '${oldTitle}': changed` }),
  ).toBeVisible();
  await publishDraft(page, "E2E: the post's old title");
  expect(await onBlog(visitor, oldTitle)).toBe(true);
  expect(await onBlog(visitor, newTitle)).toBe(false);
  expect(dialogs).toEqual([UNSAVED_MESSAGE]);
  await context.close();
  await visitor.context().close();
});

test("discarding the draft asks first and names what will be lost, with or without JavaScript", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await ownerOnLiveContent(browser, baseURL!);
  await openPost(page);
  const title = await page.getByRole("textbox", { name: "Title", exact: true }).inputValue();
  await page.getByLabel("Keywords").fill(`e2e discard ${Date.now()}`);
  await page.getByRole("button", { name: "Save in the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();

  // Without JavaScript, the link still leads to the confirmation with the list.
  const { context: plain, page: noScript } = await withoutJavaScript(browser, {
    signedIn: context,
  });
  await noScript.goto("/staff/content");
  await noScript.getByRole("link", { name: "Discard the draft…" }).click();
  await expect(noScript.getByRole("heading", { name: "Discard the draft?" })).toBeVisible();
  await expect(noScript.getByText(`Blog post '${title}': changed`)).toBeVisible();
  await plain.close();

  await page.goto("/staff/content");
  await hydrated(page);
  await page.getByRole("link", { name: "Discard the draft…" }).click();
  const ask = page.getByRole("region", { name: "Discard the draft?" });
  await expect(ask.getByRole("heading", { name: "Discard the draft?" })).toBeFocused();
  await expect(ask).toContainText("These unpublished changes will be lost.");
  await expect(ask.getByRole("listitem")).toHaveText([`Blog post '${title}': changed`]);
  await expectNoViolations(page, "discard confirmation");
  await expectNoSidewaysScroll(page);

  // Keep the draft: nothing lost.
  await ask.getByRole("link", { name: "Keep the draft" }).click();
  await expect(page.getByText(`Blog post '${title}': changed`)).toBeVisible();

  // Discard, confirmed.
  await page.getByRole("link", { name: "Discard the draft…" }).click();
  await page.getByRole("button", { name: "Yes, discard this change" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The draft is discarded." }),
  ).toBeVisible();
  await expect(page.getByText("No unpublished changes")).toBeVisible();
  // Back on Site content, at the discard's part, where its notice is (decision 0046).
  await expect(page).toHaveURL(/\/staff\/content(#part-discard)?$/);
  await context.close();
});
