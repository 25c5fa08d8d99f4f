/**
 * The reviews and promos editors in the browser at both widths: an owner adds a review (with a
 * script-like text), publishes it and sees it on /reviews with the count up, hides it and sees it
 * gone and the count back; changes the pop-up's title (moving it with the keyboard on the way),
 * publishes and sees the home page's pop-up change, restores and sees the old one. axe on both
 * editors. Every test puts the content back as it found it (restore), since the e2e server is
 * shared by all specs.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  hydrated,
  signInAs,
} from "./support/staff";
import { liveVersion, publishDraft, restoreVersion } from "./support/content-editor";

async function restore(page: Page, path: string, version: number) {
  await page.goto(path);
  await hydrated(page);
  await restoreVersion(page, version);
  await page.goto(path);
}

async function publicReviewCount(page: Page): Promise<number> {
  await page.goto("/reviews");
  const heading = page.getByRole("heading", { name: /reviews from our clients/ });
  return Number(/\d+/.exec((await heading.textContent()) ?? "")?.[0]);
}

/** Nothing of the payload became an element or ran, in the given part of the page. */
async function expectInert(page: Page, scope: string) {
  expect(await page.locator(`${scope} img[src="x"], ${scope} script`).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test("an owner adds a review, publishes, hides it, and the rating and count follow", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const before = await publicReviewCount(page);
  const owner = await createStaffMember("owner", baseURL!);
  await signInAs(page, owner);

  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await hydrated(page);
  const startVersion = await liveVersion(page);
  await expect(page.getByText(`from ${before} reviews`).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  const name = `Robin E2E ${Date.now().toString(36)}`;
  const payload = `Lovely. <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
  const add = page.getByRole("region", { name: "Add a review" });
  await add.getByLabel("Reviewer's name").fill(name);
  await add.getByLabel("Stars").selectOption("4");
  await add.getByLabel("Date").fill("2030-01-01");
  await add.getByLabel("Source").fill("Google");
  // A missing text is refused next to the field, before anything is sent.
  await add.getByRole("button", { name: "Add the review" }).click();
  await expect(add.getByText("The review's text is required")).toBeVisible();
  await add.getByLabel("Review text").fill(payload);
  await add.getByRole("button", { name: "Add the review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();

  // The new review is listed first (newest), its text shown as text; the rating shows the effect.
  const card = page.getByRole("form", { name });
  await expect(card).toBeVisible();
  await expect(card.locator("p.review-editor__text")).toHaveText(payload);
  await expectInert(page, ".review-editor-list");
  await expect(page.getByText(`from ${before + 1} reviews`)).toBeVisible();
  await card.getByText("Edit", { exact: true }).click();
  await expect(card.getByLabel("Stars", { exact: true })).toHaveValue("4");
  await expectNoViolations(page, "reviews editor, a review open");

  await publishDraft(page, "E2E: a review");
  expect(await publicReviewCount(page)).toBe(before + 1);
  const first = page.locator(".review-list > li").first();
  await expect(first).toContainText(name);
  await expect(first.getByText(payload)).toBeVisible();
  await expectInert(page, ".review-list");

  // Hide it: kept in the editor, gone from the site and from the count.
  await page.goto("/staff/content/reviews");
  await hydrated(page);
  await page.getByRole("form", { name }).getByLabel("Hidden").check();
  await page.getByRole("button", { name: `Save the review by ${name}` }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved in the draft" });
  await expect(saved).toBeVisible();
  // The saved form is drawn again from what is stored; the notice beside it has the focus (0046).
  await expect(saved).toBeFocused();
  await expect(page.getByRole("form", { name }).getByText("Hidden", { exact: true })).toBeVisible();
  await expect(page.getByText(`from ${before} reviews`)).toBeVisible();
  await publishDraft(page, "E2E: the review hidden");
  expect(await publicReviewCount(page)).toBe(before);
  await expect(page.getByText(name)).toHaveCount(0);

  // Put the reviews back as they were.
  await restore(page, "/staff/content/reviews", startVersion);
  await expect(page.getByRole("form", { name })).toHaveCount(0);
  expect(await publicReviewCount(page)).toBe(before);
});

test("an owner changes the pop-up's title, publishes, and restores the old one", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await createStaffMember("owner", baseURL!);
  await signInAs(page, owner);
  await page.goto("/staff/content/promos");
  await hydrated(page);
  const startVersion = await liveVersion(page);
  await expectNoSidewaysScroll(page);

  const popups = page.getByRole("region", { name: "Pop-ups" });
  const firstTitle = popups.getByRole("group", { name: "Pop-up 1" }).getByLabel("Title");
  const oldTitle = await firstTitle.inputValue();
  expect(oldTitle).not.toBe("");
  const secondTitle = await popups
    .getByRole("group", { name: "Pop-up 2" })
    .getByLabel("Title")
    .inputValue();
  const newTitle = `E2E pop-up ${Date.now().toString(36)}`;
  await firstTitle.fill(newTitle);

  // Moved down and back up with the keyboard: focus follows the entry.
  await popups.getByRole("button", { name: "Move down: Pop-up 1" }).click();
  await expect(popups.getByRole("group", { name: "Pop-up 2" }).getByLabel("Title")).toHaveValue(
    newTitle,
  );
  await expect(popups.getByRole("group", { name: "Pop-up 1" }).getByLabel("Title")).toHaveValue(
    secondTitle,
  );
  const up = popups.getByRole("button", { name: "Move up: Pop-up 2" });
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(popups.getByRole("button", { name: "Move down: Pop-up 1" })).toBeFocused();
  await expect(firstTitle).toHaveValue(newTitle);

  // An empty title is refused next to its field.
  await popups.getByRole("button", { name: "Add a pop-up" }).click();
  await expect(popups.getByRole("group", { name: "Pop-up 3" }).getByLabel("Title")).toBeFocused();
  await popups.getByRole("button", { name: "Save the pop-ups" }).click();
  await expect(popups.getByText("Describe the offer")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await popups.getByRole("button", { name: "Remove: Pop-up 3" }).click();
  await expect(popups.getByRole("group", { name: "Pop-up 3" })).toHaveCount(0);

  await popups.getByRole("button", { name: "Save the pop-ups" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  await publishDraft(page, "E2E: the pop-up's title");
  await page.goto("/");
  await expect(page.getByRole("img", { name: newTitle })).toBeVisible();

  await restore(page, "/staff/content/promos", startVersion);
  await expect(firstTitle).toHaveValue(oldTitle);
  await page.goto("/");
  await expect(page.getByRole("img", { name: oldTitle })).toBeVisible();
  await expect(page.getByRole("img", { name: newTitle })).toHaveCount(0);
});
