/**
 * The owner on her phone, round two (issue 29, items 7 and 8): at 375 px the staff pages show
 * dates and phone numbers as people read them ("Nov 28, 2026, 1:36 AM", "(718) 555-0199"), never
 * a computer's "2026-11-28" or "7185550199", with JavaScript on and off. Link targets (`tel:`) and
 * `<time dateTime>` values stay machine-readable: only the visible text is checked. Nor any word
 * she does not use (issue 35, item 9; the list is in support/staff-pages.ts). Here in the states
 * that show the most of them: a lead with a phone, a saved draft, counts in the access log; "off"
 * is the HTML the server sends, which a browser without JavaScript shows as it is.
 */
import { expect, test, type Page } from "@playwright/test";
import { discardDraft, saveDraft } from "./support/content-editor";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import { csrfTokenOf, findPerson, hydrated, signInAsWorkerOwner } from "./support/staff";
import { expectPlainWords } from "./support/staff-pages";

/**
 * What puts counts in the access log: the lead's person looked up on the privacy page (what was
 * found, e-mails about them among it) and an export of that one lead (searched by name).
 */
async function logCounts(page: Page, email: string, lastName: string) {
  await page.goto("/staff/privacy");
  await hydrated(page);
  await findPerson(page, email);
  await expect(page.getByText(/^Found: /)).toBeVisible();
  const exported = await page.request.post("/staff/leads.csv", {
    form: { csrfToken: await csrfTokenOf(page), q: lastName },
    headers: { Origin: new URL(page.url()).origin, "Sec-Fetch-Site": "same-origin" },
  });
  expect(exported.status()).toBe(200);
}

test("staff pages write dates and phone numbers in words, with JavaScript on and off", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Words${Date.now().toString(36)}`;
  const email = uniqueEmail("words");
  // A treatment lead whose phone arrives as the lead forms send it: ten digits (7185550199).
  await postTreatmentLead(page.request, { firstName: "Dana", lastName, email });
  await signInAsWorkerOwner(page, baseURL!);
  await page.getByRole("link", { name: `Dana ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  const leadPath = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: /^Call Dana/ })).toHaveAttribute(
    "href",
    "tel:+17185550199",
  );
  await expect(page.getByRole("link", { name: /^Call Dana/ })).toContainText("(718) 555-0199");

  await logCounts(page, email, lastName);

  // A saved draft, so Site content says when it was last saved (the demo content has a version).
  await page.goto("/staff/content/blog/0");
  await hydrated(page);
  const keywords = page.getByRole("textbox", { name: "Keywords" });
  await keywords.fill(`${await keywords.inputValue()}, words`);
  await saveDraft(page);
  try {
    await page.goto("/staff/content");
    await expect(page.getByText(/^Unpublished changes, last saved /)).toBeVisible();
    await expect(page.getByText(/^Version \d+ · /).first()).toBeVisible();

    const paths = [
      "/staff",
      leadPath,
      "/staff/content",
      "/staff/content/blog",
      "/staff/content/blog/0",
      "/staff/access-log",
      "/staff/privacy",
      "/staff/alerts",
      "/staff/accounts",
      "/staff/funnel",
      "/staff/security",
      "/staff/reviews",
      "/staff/texts",
      "/staff/content/salon",
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectPlainWords(page, path);
    }
  } finally {
    await discardDraft(page, baseURL!);
  }
});
