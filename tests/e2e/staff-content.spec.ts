/**
 * Publishing content in the browser: a change saved in the draft is visible only in the owner's
 * preview, goes live for everyone when published, and an earlier version comes back on restore.
 */
import { expect, test, type Page } from "@playwright/test";
import { csrfTokenOf, signInAsWorkerOwner } from "./support/staff";
import { discardDraft, openEditor, publishDraft, saveDraft } from "./support/content-editor";

interface Salon {
  salon_info: { salon_name: string } & Record<string, unknown>;
  socialmoduleinfo: Record<string, string>;
}

async function liveSalon(page: Page): Promise<Salon> {
  const { salon_info, socialmoduleinfo } = (await (
    await page.request.get("/api/homewebsettings")
  ).json()) as Salon & { website_settings: unknown };
  return { salon_info, socialmoduleinfo };
}

test("a draft shows in the owner's preview only, goes live on publish, and a restore brings back the old", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInAsWorkerOwner(page, baseURL!);
  await page.goto("/staff/content");

  // Start from the live content: another test may have left a draft.
  await discardDraft(page, baseURL!);
  const before = await liveSalon(page);
  // Renamed in the salon editor, as the owner does it.
  await openEditor(page, "/staff/content/salon", "Salon details");
  await page.getByRole("textbox", { name: "Spa name", exact: true }).fill("Serenity Preview Spa");
  await saveDraft(page);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/about");
  await expect(visitorPage.locator("footer")).not.toContainText("Serenity Preview Spa");

  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Preview the site with these changes" }).click();
  await expect(page.getByRole("heading", { name: "Preview of unpublished changes" })).toBeVisible();
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "About Us" });
  await page.getByRole("button", { name: "Show this page" }).click();
  const frame = page.frameLocator('iframe[title="Preview of About Us"]');
  await expect(frame.locator("footer")).toContainText("Serenity Preview Spa");
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).not.toContainText("Serenity Preview Spa");

  const summary = `Preview test ${Date.now()}`;
  await publishDraft(page, summary);
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).toContainText("Serenity Preview Spa");
  await expect(page.getByText(summary)).toBeVisible();

  // Restore the salon as it was, posting the form the editors' history confirmation posts.
  const versions = await page.getByText(/^Version \d+$/).allTextContents();
  const published = Number(versions[0]?.replace("Version ", ""));
  const restored = await page.request.post("/staff/content/restore", {
    form: {
      csrfToken: await csrfTokenOf(page),
      record: "salon",
      version: String(published - 1),
      returnTo: "/staff/content/salon",
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(restored.status(), await restored.text()).toBe(303);
  expect(restored.headers().location).toBe("/staff/content/salon");
  // The restore is in the draft: the site changes when it is published (decision 0024).
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).toContainText("Serenity Preview Spa");
  await publishDraft(page, "Name back");
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).toContainText(before.salon_info.salon_name);
  await expect(visitorPage.locator("footer")).not.toContainText("Serenity Preview Spa");
  await staffContext.close();
  await visitor.close();
});
