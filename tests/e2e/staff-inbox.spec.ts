/**
 * The leads inbox in the browser, at 375 px where staff work it (@mobile-only): a visitor applies
 * through the public career form, a staff owner signs in, finds the application in the inbox
 * (filter, search), opens it, changes its status (and is told, not overwritten, when someone
 * changed it meanwhile), adds a note, downloads the resume, exports the filtered list as CSV and
 * deletes the lead; axe on the inbox and the lead's page. At 1280 px only what differs there:
 * the chart (@desktop-only).
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fixture, postTreatmentLead, solveCaptcha, uniqueEmail } from "./support/forms";
import { open } from "./support/site";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  hydrated,
  signInAs,
  signInAsWorkerOwner,
  withoutJavaScript,
} from "./support/staff";

async function apply(page: Page, lastName: string, email: string) {
  await open(page, "/career");
  const form = page.getByRole("form", { name: "Job application" });
  await form.locator('input[type="file"]').setInputFiles(fixture("resume.pdf"));
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(form.getByText("File uploaded successfully: resume.pdf")).toBeVisible();
  await form.getByLabel("First name").fill("Robin");
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Phone").pressSequentially("3475550142");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Resume Content").fill("Massage therapist, six years.");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "application has been submitted" }),
  ).toBeVisible();
}

test("on a laptop the inbox draws its chart, its numbers a table one tap away @desktop-only", async ({
  page,
  baseURL,
}) => {
  await postTreatmentLead(page.request, {
    firstName: "Robin",
    lastName: `Chart${Date.now().toString(36)}`,
    email: uniqueEmail("chart"),
  });
  await signInAsWorkerOwner(page, baseURL!);
  // Chart.js is fetched by the inbox alone, on a wide screen only.
  await expect(
    page.getByRole("img", { name: /leads in the last 30 days by source/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Leads per day by source" })).toBeHidden();
  await page.getByText("The numbers as a table").click();
  await expect(page.getByRole("region", { name: "Leads per day by source" })).toBeVisible();
});

test("a lead sent a moment ago is found, worked, downloaded, exported and deleted @mobile-only", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Inbox${Date.now().toString(36)}`;
  const name = `Robin ${lastName}`;
  const email = uniqueEmail("inbox");
  await apply(page, lastName, email);

  await signInAsWorkerOwner(page, baseURL!);

  // Newest first: the application is on the first page, marked New.
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  const row = leads.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Career application");
  await expect(row).toContainText("New");
  // On a phone the leads come first and the chart is left to the laptop.
  await expect(page.getByRole("img", { name: /leads in the last 30 days by source/ })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);

  // Filter by form (keyboard only), then search by the phone's digits.
  const filters = page.getByRole("form", { name: "Filter leads" });
  // Folded away behind one button until used, so the leads come first on a phone.
  await expect(filters).toBeHidden();
  await page.getByText("Filter and search").click();
  await filters.getByLabel("Form").selectOption("career");
  await filters.getByLabel("Status").selectOption("new");
  // Enter in a text field sends the form (implicit submission): no pointer needed.
  await filters.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/kind=career/);
  await expect(row).toBeVisible();
  await filters.getByLabel("Search").fill(lastName.toLowerCase());
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}`));
  await expect(leads.getByRole("row")).toHaveCount(2); // the header and the one lead
  await filters.getByLabel("Search").fill("347 555 0142");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(row).toBeVisible();
  await filters.getByLabel("Form").selectOption("contact");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.goBack();
  await expect(row).toBeVisible();

  // The filtered list as CSV: what the page shows, for Excel.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Export CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toContain('"received","form","source_page","name","phone","email"');
  expect(lines.filter((line) => line.includes(email))).toHaveLength(1);

  // The lead's page: everything sent, the resume, the work.
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
  await expect(page.getByText("Massage therapist, six years.")).toBeVisible();
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  const leadUrl = page.url();

  const [resume] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download resume" }).click(),
  ]);
  expect(resume.suggestedFilename()).toBe("resume_resume.pdf");
  expect(
    fs
      .readFileSync(await resume.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // One tap per status; the notice stays until dismissed or replaced (the page's clock is moved
  // on by hand instead of waiting).
  await page.clock.install();
  await page.getByRole("button", { name: "Mark Contacted" }).click();
  const notice = page.getByRole("status").filter({ hasText: 'Status changed to "Contacted"' });
  await expect(notice).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("changed the status from New to Contacted");
  await expect(history).toContainText("downloaded the resume");
  await expect(history).toContainText("viewed the lead");
  await page.clock.runFor(3500);
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Dismiss this notice" }).click();
  await expect(notice).toBeHidden();

  await page.getByRole("textbox", { name: "Note" }).fill("Called back, interview on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(history).toContainText("Called back, interview on Friday.");
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");

  // Someone else changes the status in another tab: this page is told, nothing is overwritten.
  const other = await context.newPage();
  await other.goto(leadUrl);
  await hydrated(other);
  await other.getByRole("button", { name: "Mark Booked" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Booked" })).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Mark Not interested" }).click();
  await expect(
    // Beside the status buttons (decision 0046); the layout's copy at the top is hidden then.
    page
      .getByText(/Someone else changed this lead meanwhile: it is now "Booked"/)
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText("Now: Booked")).toBeVisible();
  await expect(history).toContainText("changed the status from Contacted to Booked");
  await expect(history).not.toContainText("to Not interested");

  // Deleting asks first (a ticked confirmation), then returns to the inbox, where the lead is gone.
  await page.getByText("Delete this lead…").click();
  const confirm = page.getByRole("checkbox", { name: "Yes, delete this lead for good" });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page, "the delete confirmation");
  await confirm.check();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole("status").filter({ hasText: "everything stored with it have been deleted" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  const gone = await page.request.get(leadUrl);
  expect(gone.status()).toBe(404);
});

test("a lead answered from a phone: call them and mark them Contacted in three taps @mobile-only", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Call${Date.now().toString(36)}`;
  const name = `Robin ${lastName}`;
  await apply(page, lastName, uniqueEmail("call"));
  await signInAsWorkerOwner(page, baseURL!);

  let taps = 0;
  const tap = async (target: ReturnType<Page["getByRole"]>) => {
    taps += 1;
    await target.click();
  };
  await tap(page.getByRole("link", { name }));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const call = page.getByRole("link", { name: /^Call Robin/ });
  await expect(call).toHaveAttribute("href", "tel:+13475550142");
  const mail = page.getByRole("link", { name: /^E-mail Robin/ });
  await expect(mail).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=Your%20career%20application%20at%20/,
  );
  // On a phone the dialer takes the tap and the page stays where it is; headless Chromium has no
  // dialer and would start a navigation it never finishes, so the tap goes nowhere here.
  await hydrated(page);
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await tap(call);
  await tap(page.getByRole("button", { name: "Mark Contacted" }));
  await expect(page.getByText("Now: Contacted")).toBeVisible();
  expect(taps).toBe(3);
  // Times and sources are written as people write them, never as codes.
  await expect(page.locator(".lead__meta")).toContainText(/Today \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.locator(".lead__meta")).toContainText("from Career");
  await expectNoSidewaysScroll(page);
});

test("a lead is worked without JavaScript: status, note and delete are plain forms @mobile-only", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `NoJs${Date.now().toString(36)}`;
  const name = `Robin ${lastName}`;
  await apply(page, lastName, uniqueEmail("nojs"));
  await signInAsWorkerOwner(page, baseURL!);
  const { context: plain, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto("/staff");
  await nojs.getByRole("link", { name }).click();
  await expect(nojs.getByRole("heading", { level: 1, name })).toBeVisible();

  await nojs.getByRole("button", { name: "Mark Contacted" }).click();
  await expect(
    nojs.getByRole("status").filter({ hasText: 'Status changed to "Contacted"' }),
  ).toBeVisible();
  await expect(nojs.getByText("Now: Contacted")).toBeVisible();

  await nojs.getByRole("textbox", { name: "Note" }).fill("Left a voicemail.");
  await nojs.getByRole("button", { name: "Add note" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(nojs.getByRole("region", { name: "History" })).toContainText("Left a voicemail.");

  await nojs.getByText("Delete this lead…").click();
  await nojs.getByRole("checkbox", { name: "Yes, delete this lead for good" }).check();
  await nojs.getByRole("button", { name: "Delete for good" }).click();
  // Without JavaScript the browser keeps the form's fragment across the redirect (decision
  // 0046); the inbox has no such part, so the page opens at its top with the notice.
  await expect(nojs).toHaveURL(/\/staff(#part-delete)?$/);
  await expect(nojs.getByRole("link", { name })).toHaveCount(0);
  await plain.close();
});

test("a refusal and a missing page inside /staff show in the staff layout @mobile-only", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = await createStaffMember("staff", baseURL!);
  await signInAs(page, member);
  const refused = await page.goto("/staff/accounts");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  await expect(page.getByText("Server ERROR")).toHaveCount(0);
  await expectNoViolations(page, "the staff error page");
  const missing = await page.goto("/staff/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
});
