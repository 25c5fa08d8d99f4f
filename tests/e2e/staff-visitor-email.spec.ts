/**
 * The e-mail to visitors page in the browser: an owner reaches it from the menu, rewrites the
 * wording in the rich-text editor, saves, and sees it in the preview; switches the e-mail off and
 * on again. (axe and 375 px: staff-pages.spec.ts; the form posts: the API tests.)
 */
import { expect, test } from "@playwright/test";
import { hydrated, signInAsWorkerOwner, tapStaffLink } from "./support/staff";

test("an owner rewrites the e-mail to visitors, sees it in the preview, and switches it off", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsWorkerOwner(page, baseURL!);
  await tapStaffLink(page, "E-mail to visitors");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail to visitors" })).toBeVisible();
  await hydrated(page);

  const form = page.getByRole("form", { name: "The e-mail" });
  const words = form.getByRole("textbox", { name: "Your words in the e-mail" });
  // Each run (and each width) writes its own words: the e2e database is shared.
  const mine = `We cannot wait to pamper you, ${test.info().project.name} ${Date.now()}.`;
  await expect(words).not.toBeEmpty();
  await words.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(mine);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Visitors get this e-mail" }),
  ).toBeVisible();
  const preview = page.locator(".visitor-email__frame");
  await expect(preview).toContainText("Hello Maria,");
  await expect(preview).toContainText(mine);

  await form.getByLabel("Send this e-mail to visitors after they send a form").uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "no longer get an e-mail" }),
  ).toBeVisible();
  await expect(page.getByText("Switched off:")).toBeVisible();

  await form.getByLabel("Send this e-mail to visitors after they send a form").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Visitors get this e-mail" }),
  ).toBeVisible();
  await expect(preview).toContainText(mine);
});
