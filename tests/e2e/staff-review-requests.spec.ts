/**
 * Review requests in the browser at 375 px (issue 30): staff mark a client "Came in" in one tap,
 * with and without JavaScript, and the lead's page says when the request goes out; the owner
 * reaches the review-requests page from the menu, sees the figures, links and the e-mails as a
 * phone shows them, changes the hour and saves (axe, touch targets, no sideways scroll). The
 * sending itself (time travel, SMTP, stops, clicks, 180 days, two servers) is in the API tests.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  hydrated,
  signInAs,
  signInAsWorkerOwner,
  tapStaffLink,
} from "./support/staff";

/** A consultation request as the ads page's form posts it. */
const postLead = (request: APIRequestContext, firstName: string, lastName: string) =>
  postTreatmentLead(request, { firstName, lastName, email: uniqueEmail("review") });

/** From the inbox: the lead's page, "Mark Came in", and what the page then says. */
async function markCameIn(page: Page, name: string, javaScript: boolean) {
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (javaScript) await hydrated(page);
  await page.getByRole("button", { name: "Mark Came in" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: 'Status changed to "Came in".' }),
  ).toBeVisible();
  const review = page.getByRole("region", { name: "Review request" });
  await expect(review).toContainText(/Review request to be sent: .+10:00 AM/);
  await expect(review).toContainText("Reminder (if they tap no review button) to be sent:");
}

test("staff mark a client Came in in one tap; the lead's page says when the request goes out", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Came${Date.now().toString(36)}`;
  await postLead(page.request, "Lucia", lastName);
  const member = await createStaffMember("staff", baseURL!);
  await signInAs(page, member);
  await markCameIn(page, `Lucia ${lastName}`, true);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  await expectNoViolations(page, "a lead's page after a visit");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same tap works as a plain form post", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const lastName = `NoJs${Date.now().toString(36)}`;
    await postLead(page.request, "Rosa", lastName);
    const member = await createStaffMember("staff", baseURL!);
    await signInAs(page, member, { javaScript: false });
    await markCameIn(page, `Rosa ${lastName}`, false);
  });
});

test("the owner's review-requests page: figures, links, the e-mails at phone width, the hour saved", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsWorkerOwner(page, baseURL!);
  await tapStaffLink(page, "Review requests");
  await expect(page.getByRole("heading", { level: 1, name: "Review requests" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("table", { name: "Review requests by week" })).toBeVisible();
  await expect(page.getByLabel("Google review link")).toHaveValue(/reviews\.example\/google/);
  const preview = page.locator(".reviews-preview__frame").first();
  await expect(preview).toContainText("Hi Ana,");
  await expect(preview.getByRole("link", { name: "Review us on Google" })).toBeVisible();
  // The preview is a phone's width, whatever the screen.
  expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);

  const form = page.getByRole("form", { name: "Timing and words" });
  await form.getByLabel("At (the spa's time)").selectOption("11");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText(/later at 11:00 AM/)).toBeVisible();
  // Back to the default, for the other specs on this worker.
  await form.getByLabel("At (the spa's time)").selectOption("10");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/later at 10:00 AM/)).toBeVisible();
});
