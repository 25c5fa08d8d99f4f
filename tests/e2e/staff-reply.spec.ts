/**
 * Replying from a lead's page (issue 19), at both widths: a visitor's request arrives through the
 * public API, a staff member opens it, chooses a template, edits and sends the reply; a real test
 * SMTP server receives it with the first name and treatment filled in, and the lead's history
 * shows it sent; then a call is logged in one tap. axe, touch targets and no sideways scrolling
 * on the page as it is then.
 *
 * The e2e server sends its e-mail to 127.0.0.1:(PORT + 25) (playwright.config.ts), where this
 * spec runs the test server. Other specs' leads e-mail the salon there too: the assertions pick
 * this lead's reply by its recipient.
 */
import { expect, test } from "@playwright/test";
import { TestSmtp } from "../support/smtp";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import {
  createStaffMember,
  expectNoSidewaysScroll,
  expectNoViolations,
  expectTouchTargets,
  hydrated,
  signInAs,
  tapStaffLink,
  withoutJavaScript,
} from "./support/staff";
import { SPEC_PORTS } from "./support/ports";

const SMTP_PORT = SPEC_PORTS.smtp;
const smtp = new TestSmtp();

test.beforeAll(async () => {
  await smtp.start(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.stop();
});

/**
 * The staff replies the test SMTP server received for an address (the lead's acknowledgement goes
 * to the same address; a reply's Message-ID names its purpose, decision 0029).
 */
const repliesTo = (email: string) =>
  smtp.received.filter(
    (r) => r.envelopeTo.includes(email) && (r.mail.messageId ?? "").startsWith("<reply-"),
  );

test("a reply sent from a template reaches the lead, filled in, and shows in the history; a call is logged", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lastName = `Reply${Date.now().toString(36)}`;
  const email = uniqueEmail("reply");
  await postTreatmentLead(page.request, { firstName: "Marisol", lastName, email });

  const member = await createStaffMember("staff", baseURL!);
  await signInAs(page, member);
  const name = `Marisol ${lastName}`;
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("link", { name: /^Call Marisol/ })).toHaveAttribute(
    "href",
    "tel:+17185550199",
  );
  await expect(page.getByRole("link", { name: /^Text Marisol/ })).toHaveAttribute(
    "href",
    "sms:+17185550199",
  );

  // Choose a template: the one reply box takes it, filled in for this lead.
  const templates = page.getByRole("group", { name: "Start from a template:" });
  const form = page.getByRole("form", { name: "Reply by e-mail" });
  await templates.getByRole("button", { name: "Thanks for your message" }).click();
  await expect(form.getByLabel("Subject")).toHaveValue(/^Your message to /);
  // Her own typing is replaced only once she says so (issue 35, item 5).
  await form.getByLabel("Message").fill("My own words.");
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  const book = templates.getByRole("button", { name: "Thanks, let's book your free consultation" });
  await book.click();
  await expect
    .poll(() => asked)
    .toEqual([
      "Replace what you typed with the template “Thanks, let's book your free consultation”?",
    ]);
  await expect(form.getByLabel("Message")).toHaveValue("My own words.");
  page.once("dialog", (dialog) => void dialog.accept());
  await book.click();
  await expect(form.getByLabel("Subject")).toHaveValue(/^Your free consultation at /);
  const message = form.getByLabel("Message");
  await expect(message).toHaveValue(/^Hi Marisol,/);
  await expect(message).toHaveValue(/interest in tattoo removal/);
  const subject = await form.getByLabel("Subject").inputValue();
  await message.fill(`${await message.inputValue()}\n\nP.S. Parking is free.`);
  // Checked on the page first: a missing subject is said beside it, the message kept.
  await form.getByLabel("Subject").fill("");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByText("Write a subject")).toBeVisible();
  await expect(message).toHaveValue(/P\.S\. Parking is free\.$/);
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your reply is on its way" }),
  ).toBeVisible();

  // One e-mail to the lead, as sent.
  await expect.poll(() => repliesTo(email).length).toBe(1);
  const { mail } = repliesTo(email)[0]!;
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain("Hi Marisol,");
  expect(mail.text).toContain("interest in tattoo removal");
  expect(mail.text).toContain("P.S. Parking is free.");
  expect(mail.replyTo).toMatchObject({ value: [{ address: "frontdesk@serenitydayspa.example" }] });

  // The history shows the reply, and (once the page reads it again) that it was sent.
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`${member.email} sent an e-mail reply`);
  await expect(history).toContainText(subject);
  await expect(async () => {
    await page.reload();
    await expect(history.getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await history.getByText("Show the message").first().click();
  await expect(history.getByText("P.S. Parking is free.")).toBeVisible();

  // One tap after calling them.
  await hydrated(page);
  await page.getByRole("button", { name: "Log a call" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Call logged." })).toBeVisible();
  await expect(history).toContainText(`${member.email} called them`);

  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  await expectNoViolations(page, "a lead's page with a reply");
});

test("with JavaScript off: an owner adds a template, replies from it, and removes it after confirming", async ({
  browser,
  page: withScripts,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lastName = `NoJs${Date.now().toString(36)}`;
  const email = uniqueEmail("reply-nojs");
  await postTreatmentLead(withScripts.request, { firstName: "Dana", lastName, email });
  const owner = await createStaffMember("owner", baseURL!);
  // The project's width (375 px on the phone project), with no script running.
  const viewport = withScripts.viewportSize() ?? undefined;
  const { context, page } = await withoutJavaScript(browser, { baseURL, viewport });
  await signInAs(page, owner, { javaScript: false });

  // The owners' page, from the menu.
  await tapStaffLink(page, "Reply templates");
  await expect(page.getByRole("heading", { level: 1, name: "Reply templates" })).toBeVisible();
  const templateName = `Spring offer ${lastName}`;
  const add = page.getByRole("form", { name: "Add a template" });
  await add.getByLabel("Template name (only staff see it)").fill(templateName);
  await add.getByLabel("Subject").fill("Spring at {salon name}, {first name}");
  await add
    .getByLabel("Message")
    .fill("Hi {first name},\n\nSpring {treatment} sessions are open. {unknown}");
  await add.getByRole("button", { name: "Add template" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Template "${templateName}" added.` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);

  // The lead's page: the template chosen by its button, the unknown placeholder left for the sender.
  await page.goto("/staff");
  await page.getByRole("link", { name: `Dana ${lastName}` }).click();
  await page
    .getByRole("group", { name: "Start from a template:" })
    .getByRole("button", { name: templateName })
    .click();
  const form = page.getByRole("form", { name: "Reply by e-mail" });
  await expect(form.getByLabel("Subject")).toHaveValue(/^Spring at .+, Dana$/);
  const message = form.getByLabel("Message");
  await expect(message).toHaveValue(
    "Hi Dana,\n\nSpring tattoo removal sessions are open. {unknown}",
  );
  // A refusal keeps what was typed.
  await form.getByLabel("Subject").fill("");
  await message.fill("Hi Dana,\n\nSpring tattoo removal sessions are open.");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Write a subject")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue(
    "Hi Dana,\n\nSpring tattoo removal sessions are open.",
  );
  await form.getByLabel("Subject").fill("Spring sessions");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your reply is on its way" }),
  ).toBeVisible();
  await expect.poll(() => repliesTo(email).length).toBe(1);
  const { mail } = repliesTo(email)[0]!;
  expect(mail.subject).toBe("Spring sessions");
  expect(mail.text?.trim()).toBe("Hi Dana,\n\nSpring tattoo removal sessions are open.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Spring sessions");

  // Removing the template asks first: the box must be ticked.
  await page.goto("/staff/reply-templates");
  const card = page.getByRole("region", { name: templateName });
  await card.getByText("Remove this template…").click();
  await card.getByLabel(`Yes, remove the template "${templateName}"`).check();
  await card.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Template "${templateName}" removed.` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: templateName })).toHaveCount(0);
  await context.close();
});
