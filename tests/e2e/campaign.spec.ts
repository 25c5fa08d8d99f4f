/**
 * Which ad pays (issue 20, decision 0030), in the browser: a visitor lands on an ads page from a
 * tagged ad click, moves to another page, and sends the contact form there; the visit's campaign
 * (kept in sessionStorage, no cookie) goes with the lead, and the staff see it on the lead and
 * filter the inbox by it. The number to call on a phone: ads-phone.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { sendContactForm, uniqueEmail } from "./support/forms";
import { open } from "./support/site";
import { createStaffMember, signInAs } from "./support/staff";

const ADS_PAGE = "/ipl-therapy-staten-island-ads";

test("a lead from a tagged ad click carries its campaign to the inbox, and no cookie is set", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const campaign = `E2E winter ${Date.now()}`;
  const gclid = `e2e_${Date.now()}-Cj0KCQ`;
  const params = new URLSearchParams({
    gclid,
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: campaign,
  });
  await open(page, `${ADS_PAGE}?${params.toString()}`);
  // Another page of the site, in the same tab: the visit's record stays.
  await open(page, "/contact-us");
  const email = uniqueEmail("campaign");
  await sendContactForm(page, {
    firstName: "Paula",
    lastName: "Reyes",
    phone: "7185550111",
    email,
    subject: "IPL price",
    message: "How much is one session?",
  });
  // No cookie on a public page, from the site or its scripts.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, await createStaffMember("staff", baseURL!));
  await staffPage.locator("summary", { hasText: "Filter and search" }).click();
  await staffPage.getByLabel("Campaign").selectOption(campaign);
  await staffPage.getByRole("button", { name: "Apply filters" }).click();
  const rows = staffPage.locator(".leads-table tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: "Paula Reyes" }).click();
  const found = staffPage.locator("dl", { has: staffPage.getByText("Ad click") });
  await expect(staffPage.getByRole("heading", { name: "How they found us" })).toBeVisible();
  for (const words of ["Google Ads click", campaign, "google", "cpc", "IPL therapy ads page"]) {
    await expect(found).toContainText(words);
  }
  await expect(staffPage.locator("body")).not.toContainText(gclid);
  await staff.close();
});
