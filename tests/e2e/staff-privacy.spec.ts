/**
 * The privacy page in the browser at both widths: an owner finds what is stored about a visitor
 * by the phone number, downloads it as one file, is stopped until she ticks the confirmation,
 * erases it, and finds nothing afterwards; the retention periods are saved; the access log shows
 * who did what in words. axe on both pages, labelled fields, 44 px touch targets. Then the same
 * at 375 px with JavaScript off: the forms are plain posts to the page's action (decision 0020).
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { solveCaptcha, uniqueEmail } from "./support/forms";
import { open } from "./support/site";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  findPerson,
  hydrated,
  signInAs,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";

async function sendContact(page: Page, email: string, phone: string) {
  await open(page, "/contact-us");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First name").fill("Pria");
  await form.getByLabel("Last name").fill("Vacy");
  await form.getByLabel("Phone").pressSequentially(phone);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Laser question");
  await form.getByRole("textbox", { name: "Message" }).fill("Is laser safe for my skin?");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "successfully submitted" }),
  ).toBeVisible();
}

test("an owner finds, downloads and erases a person's data; the access log shows it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("privacy");
  const digits = `718555${String(Date.now()).slice(-4)}`;
  await sendContact(page, email, digits);

  const owner = await createStaffMember("owner", baseURL!);
  await signInAs(page, owner);
  await tapStaffLink(page, "Privacy");
  await expect(
    page.getByRole("heading", { level: 1, name: "Privacy and personal data" }),
  ).toBeVisible();
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);

  await findPerson(page, `+1 ${digits}`);
  const result = page.locator(".privacy-result");
  await expect(result).toContainText("1 contact inquiry");
  await expectNoViolations(page, "the privacy page with a result");
  await expectTouchTargets(page);

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    result.getByRole("button", { name: "Download all of it (one file)" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8")) as {
    contactEnquiries: { email: string }[];
  };
  expect(data.contactEnquiries.map((c) => c.email)).toEqual([email]);

  // Not without the confirmation.
  await result.getByText("Erase all of it…").click();
  const erase = page.getByRole("form", { name: "Erase all of it" });
  await expectTouchTargets(page);
  await erase.getByRole("button", { name: "Erase for good" }).click();
  await expect(erase.getByText(/Tick the box to confirm/)).toBeVisible();
  await erase.getByLabel(/Yes, erase everything about this person/).check();
  await erase.getByRole("button", { name: "Erase for good" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Erased: 1 contact inquiry" }),
  ).toBeVisible();

  await findPerson(page, email);
  await expect(page.getByText("Nothing is stored about this person.")).toBeVisible();

  // The retention periods.
  const retention = page.getByRole("form", { name: "How long personal data is kept" });
  await retention.getByLabel(/Clear leads marked Not interested sooner/).fill("6");
  await retention.getByLabel(/Clear leads marked Not interested sooner/).fill("6");
  await retention.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(retention.getByLabel(/Clear leads marked Not interested sooner/)).toHaveValue("6");

  // Who did what, in words.
  await page.getByRole("link", { name: /See who opened/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Who saw personal data" }),
  ).toBeVisible();
  const entries = page.locator(".access-log__list li").filter({ hasText: owner.email });
  await expect(entries.first()).toContainText("Looked up a person's data (nothing found)");
  const first = entries.filter({ hasText: "Erased a person's data" });
  await expect(first).toContainText("1 contact inquiry");
  await expect(first).toContainText(owner.email);
  await expect(first).not.toContainText(email);
  await expect(first.locator("time")).toHaveText(
    /^[A-Z][a-z]{2}, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
  );
  await expectNoSidewaysScroll(page);
});

test("@mobile-only with JavaScript off at 375 px, an owner finds, downloads and erases a person's data", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("privacy-nojs");
  const digits = `929555${String(Date.now()).slice(-4)}`;
  await sendContact(page, email, digits);
  const owner = await createStaffMember("owner", baseURL!);
  await signInAs(page, owner);
  const { context: plain, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: { width: 375, height: 812 },
  });
  await nojs.goto("/staff/privacy");
  await expect(
    nojs.getByRole("heading", { level: 1, name: "Privacy and personal data" }),
  ).toBeVisible();
  await expectNoSidewaysScroll(nojs);

  const find = await findPerson(nojs, email);
  const result = nojs.locator(".privacy-result");
  await expect(result).toContainText("Found: 1 contact inquiry");
  // What was typed stays in the field, and nothing of it is in the address.
  await expect(find.getByLabel("Their e-mail address or phone number")).toHaveValue(email);
  expect(new URL(nojs.url()).search).toBe("");
  await expectNoSidewaysScroll(nojs);
  await expectTouchTargets(nojs);

  const [file] = await Promise.all([
    nojs.waitForEvent("download"),
    result.getByRole("button", { name: "Download all of it (one file)" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8")) as {
    contactEnquiries: { email: string }[];
  };
  expect(data.contactEnquiries.map((c) => c.email)).toEqual([email]);

  await result.getByText("Erase all of it…").click();
  const erase = nojs.getByRole("form", { name: "Erase all of it" });
  await expectTouchTargets(nojs);
  await erase.getByLabel(/Yes, erase everything about this person/).check();
  await erase.getByRole("button", { name: "Erase for good" }).click();
  await expect(
    nojs.getByRole("status").filter({ hasText: "Erased: 1 contact inquiry" }),
  ).toBeVisible();
  await expect(nojs).toHaveURL(/\/staff\/privacy#part-erase$/);

  await findPerson(nojs, `(929) 555-${digits.slice(-4)}`);
  await expect(nojs.getByText("Nothing is stored about this person.")).toBeVisible();
  await expectNoSidewaysScroll(nojs);
  await plain.close();
});
