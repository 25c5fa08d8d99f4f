/**
 * Publishing content in the browser: a change saved in the draft is visible only in the owner's
 * preview, goes live for everyone when published, and an earlier version comes back on restore.
 */
import { expect, test, type Page } from "@playwright/test";
import { fingerprint } from "../../app/server/content/editor.server";
import { createStaffMember, csrfTokenOf, expectNoViolations, signInAs } from "./support/staff";
import { publishDraft } from "./support/content-editor";

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
  test.setTimeout(90_000);
  const owner = await createStaffMember("owner", baseURL!);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInAs(page, owner);
  await page.goto("/staff/content");
  await expectNoViolations(page, "site content");

  // Start from the live content: another test may have left a draft.
  const discard = await page.request.post("/api/staff/content/discard", {
    data: { csrfToken: await csrfTokenOf(page) },
    headers: { Origin: baseURL! },
  });
  expect(discard.status()).toBe(200);
  const before = await liveSalon(page);
  const renamed = structuredClone(before);
  renamed.salon_info.salon_name = "Serenity Preview Spa";
  // The salon record's raw form: what the salon editor's form sends.
  const saved = await page.request.post("/api/staff/content/records/salon", {
    data: {
      csrfToken: await csrfTokenOf(page),
      seen: fingerprint(before),
      value: {
        salon_info: Object.fromEntries(
          Object.entries(renamed.salon_info).filter(([key]) => key !== "website_settings"),
        ),
        socialmoduleinfo: renamed.socialmoduleinfo,
      },
    },
    headers: { Origin: baseURL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);

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
  await expectNoViolations(page, "preview");
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).not.toContainText("Serenity Preview Spa");

  const summary = `Preview test ${Date.now()}`;
  await publishDraft(page, summary);
  await visitorPage.reload();
  await expect(visitorPage.locator("footer")).toContainText("Serenity Preview Spa");
  await expect(page.getByText(summary)).toBeVisible();

  // Restore the salon as it was, through the API the editors' history buttons use.
  const versions = await page.getByText(/^Version \d+$/).allTextContents();
  const published = Number(versions[0]?.replace("Version ", ""));
  const restored = await page.request.post("/api/staff/content/restore", {
    data: { csrfToken: await csrfTokenOf(page), record: "salon", version: published - 1 },
    headers: { Origin: baseURL! },
  });
  expect(restored.status(), await restored.text()).toBe(200);
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
