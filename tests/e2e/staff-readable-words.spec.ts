/**
 * The owner on her phone, round two (issue 29, items 7 and 8): at 375 px the staff pages show
 * dates and phone numbers as people read them ("Nov 28, 2026, 1:36 AM", "(718) 555-0199"), never
 * a computer's "2026-11-28" or "7185550199", with JavaScript on and off. Link targets (`tel:`) and
 * `<time dateTime>` values stay machine-readable: only the visible text is checked.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { discardDraft, saveDraft } from "./support/content-editor";
import { uniqueEmail } from "./support/forms";
import { hydrated, signInAsWorkerOwner, withoutJavaScript } from "./support/staff";

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const RAW_PHONE = /\b\d{10}\b/g;

/** A treatment lead whose phone arrives as the lead forms send it: ten digits. */
async function postLead(request: APIRequestContext, lastName: string) {
  const challenge = await (await request.get("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const answer = await request.post("/api/LadingFormdata", {
    data: {
      firstName: "Dana",
      lastName,
      email: uniqueEmail("words"),
      phone: "7185550199",
      treatment: "tattoo-removal",
      captcha,
      source_page: "/tattoo-removal-and-ipl-ads",
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The page's visible text has no ISO date and no raw ten-digit phone number. */
async function expectWords(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const text = await page.locator("body").innerText();
  expect(text.match(ISO_DATE) ?? [], `ISO dates on ${path}`).toEqual([]);
  expect(text.match(RAW_PHONE) ?? [], `raw phone numbers on ${path}`).toEqual([]);
}

test("staff pages write dates and phone numbers in words, with JavaScript on and off", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Words${Date.now().toString(36)}`;
  await postLead(page.request, lastName);
  await signInAsWorkerOwner(page, baseURL!);
  await page.getByRole("link", { name: `Dana ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  const leadPath = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: /^Call Dana/ })).toHaveAttribute(
    "href",
    "tel:+17185550199",
  );
  await expect(page.getByRole("link", { name: /^Call Dana/ })).toContainText("(718) 555-0199");

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
    ];
    for (const path of paths) await expectWords(page, path);
    const plain = await withoutJavaScript(browser, { signedIn: page.context() });
    try {
      for (const path of paths) await expectWords(plain.page, path);
    } finally {
      await plain.context.close();
    }
  } finally {
    await discardDraft(page, baseURL!);
  }
});
