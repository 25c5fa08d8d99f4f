/**
 * Typed work is never lost, and notices behave (issue 29, items 2 and 10), at 375 px as the
 * owner, with and without JavaScript (decision 0038): a note typed on a lead is saved with the
 * status tapped next (and kept when a call is logged); leaving a lead's note or the menu editor's
 * price by the top menu asks first (one guard for every staff form); the notice sits in the page
 * and covers no heading, and its close button works without JavaScript, keeping what was typed.
 */
import { expect, test, type Page } from "@playwright/test";
import { UNSAVED_MESSAGE } from "../../app/routes/staff/shared/use-unsaved-warning";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import {
  expectNoViolations,
  hydrated,
  signInAsWorkerOwner,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";

/** The owner on a new lead's page. */
async function openNewLead(page: Page, baseURL: string, tag: string) {
  const name = await postTreatmentLead(page.request, {
    firstName: "Noelle",
    lastName: `${tag}${Date.now().toString(36)}`,
    email: uniqueEmail(tag.toLowerCase()),
  });
  await signInAsWorkerOwner(page, baseURL);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { name, url: page.url() };
}

/** Records the page's confirm() questions, answering each with `accept`. */
function answerDialogs(page: Page, accept: () => boolean) {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

test("a note typed before a status button or a logged call is saved, not thrown away", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openNewLead(page, baseURL!, "Kept");
  await hydrated(page);
  const note = page.getByRole("textbox", { name: "Note" });
  const history = page.getByRole("region", { name: "History" });

  // Logging a call keeps the note being typed.
  await note.fill("Asked about a patch test.");
  await page.getByRole("button", { name: "Log a call" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Call logged." })).toBeVisible();
  await expect(note).toHaveValue("Asked about a patch test.");

  // The status tapped next saves the note with it (the logged call made the lead Contacted).
  await page.getByRole("button", { name: "Mark Booked" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: 'Status changed to "Booked". Your note was added.' }),
  ).toBeVisible();
  await expect(page.getByText("Now: Booked")).toBeVisible();
  await expect(history).toContainText("Asked about a patch test.");
  await expect(note).toHaveValue("");
});

test("without JavaScript, a note typed before a status button is saved with it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { url } = await openNewLead(page, baseURL!, "KeptNoJs");
  const { context, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto(url);
  await nojs.getByRole("textbox", { name: "Note" }).fill("Prefers texts after 5 PM.");
  await nojs.getByRole("button", { name: "Mark Contacted" }).click();
  await expect(nojs.getByText("Now: Contacted")).toBeVisible();
  await expect(nojs.getByRole("region", { name: "History" })).toContainText(
    "Prefers texts after 5 PM.",
  );
  await context.close();
});

test("leaving typed work by the top menu asks first: a lead's note, a menu price", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { url } = await openNewLead(page, baseURL!, "Leave");
  await hydrated(page);
  let accept = false;
  const asked = answerDialogs(page, () => accept);
  const nav = page.getByRole("navigation", { name: "Staff" });

  // Nothing typed: the top menu leaves without a question.
  await tapStaffLink(page, "Alerts");
  await expect(page.getByRole("heading", { level: 1, name: "Alerts on this phone" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(url);
  await hydrated(page);

  const note = page.getByRole("textbox", { name: "Note" });
  await note.fill("Wants Saturday mornings.");
  await tapStaffLink(page, "Alerts");
  await expect.poll(() => asked).toEqual([UNSAVED_MESSAGE]);
  await expect(page).toHaveURL(url);
  await expect(note).toHaveValue("Wants Saturday mornings.");

  // The menu editor: a price typed, then the top menu.
  accept = true;
  await nav.getByRole("link", { name: "Site content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  expect(asked).toHaveLength(2);
  accept = false;
  await page.goto("/staff/content/menus/0");
  await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
  await hydrated(page);
  const signature = page.locator("details.menu-item").filter({ hasText: "Signature Serenity" });
  await signature.locator("summary").first().click();
  const price = signature.getByLabel("Price 1", { exact: true });
  await price.fill("135");
  await nav.getByRole("link", { name: "Leads" }).click();
  await expect.poll(() => asked).toHaveLength(3);
  expect(asked[2]).toBe(UNSAVED_MESSAGE);
  await expect(page).toHaveURL(/\/staff\/content\/menus\/0$/);
  await expect(price).toHaveValue("135");
  // Said yes: the page is left and nothing was saved.
  accept = true;
  await nav.getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

test("the notice covers no heading, and is dismissed without JavaScript keeping typed work", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { url } = await openNewLead(page, baseURL!, "Notice");
  await hydrated(page);
  await page.getByRole("button", { name: "Mark Contacted" }).click();
  const notice = page.getByRole("status").filter({ hasText: 'Status changed to "Contacted"' });
  await expect(notice).toBeVisible();
  await expectNoViolations(page, "a lead's page with its notice");
  // A heading scrolled to the top of the screen (as a thumb does) is not under the notice.
  for (const name of ["Work on this lead", "Reply by e-mail", "History"]) {
    const covered = await page
      .getByRole("heading", { level: 2, name, exact: true })
      .evaluate((heading) => {
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY);
        const box = heading.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return top === heading || heading.contains(top)
          ? null
          : (top?.outerHTML.slice(0, 80) ?? "");
      });
    expect(covered, `the heading "${name}" is covered`).toBeNull();
  }

  const { context, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto(url);
  await nojs.getByRole("button", { name: "Mark Booked" }).click();
  const booked = nojs.getByRole("status").filter({ hasText: 'Status changed to "Booked"' });
  await expect(booked).toBeVisible();
  const note = nojs.getByRole("textbox", { name: "Note" });
  await note.fill("Booked for the 14th.");
  await booked.getByRole("button", { name: "Dismiss this notice" }).click();
  await expect(booked).toBeHidden();
  await expect(note).toHaveValue("Booked for the 14th.");
  await context.close();
});
