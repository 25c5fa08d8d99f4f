/**
 * Signing in again without losing work, at 375 px (issue 35, items 1 and 10; decision 0045): a new
 * blog post typed, her sign-in ended, then "Save in the draft": she signs in again (password and
 * code, her e-mail filled in) and one tap stores the post with all its text, with JavaScript and
 * without. Typing keeps the session alive (page.clock). A set-password link signs her in without
 * typing her e-mail, and after signing out her phone has it filled in.
 */
import { expect, request, test, type Page } from "@playwright/test";
import { KEPT_HEADING } from "../../app/lib/staff/kept-form";
import { discardDraft } from "./support/content-editor";
import {
  addStaffAccount,
  enrolAuthenticatorApp,
  hydrated,
  passSecondStep,
  signOut,
  STAFF_PASSWORD,
  withoutJavaScript,
  type StaffMember,
} from "./support/staff";

/** The session's token as the page's forms hold it (with or without JavaScript). */
const tokenOf = async (page: Page) =>
  (await page.locator('input[name="csrfToken"]').first().getAttribute("value")) ?? "";

/**
 * A new owner's first day (item 10): her set-password link signs her in, no e-mail typed, and
 * she sets up her authenticator app on the security page where that leaves her.
 */
async function firstDay(page: Page, javaScript: boolean): Promise<StaffMember> {
  const { email, token } = await addStaffAccount("owner");
  const member: StaffMember = { email, password: STAFF_PASSWORD, role: "owner" };
  await page.goto(`/staff/set-password/${token}`);
  if (javaScript) await hydrated(page);
  await page.getByLabel("New password").fill(member.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/staff\/security$/);
  await enrolAuthenticatorApp(page, member, { javaScript });
  return member;
}

/**
 * Her session ends on the server while the page stays open, as the idle limit ends it (the API
 * test moves last_seen_at back 35 minutes; a browser test cannot reach the server's database).
 */
async function endSession(page: Page, baseURL: string) {
  const csrfToken = await tokenOf(page);
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("staff_session"))!;
  const api = await request.newContext({ baseURL });
  const ended = await api.post("/staff/sign-out", {
    form: { csrfToken },
    headers: {
      Origin: baseURL,
      "Sec-Fetch-Site": "same-origin",
      Cookie: `${session.name}=${session.value}`,
    },
    maxRedirects: 0,
  });
  expect(ended.status()).toBe(303);
  await api.dispose();
}

/** From "Save in the draft" to the kept post sent on: sign-in (e-mail filled in), code, one tap. */
async function signInAgainAndSend(page: Page, member: StaffMember, javaScript: boolean) {
  await page.getByRole("button", { name: "Save in the draft" }).click();
  // Without JavaScript the browser keeps the form's own fragment (its part, decision 0046)
  // across the redirect: the address holds nothing typed either way.
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fkept(#[\w.-]+)?$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(member.email);
  if (javaScript) await hydrated(page);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await passSecondStep(page, member, { javaScript });
  await expect(page.getByRole("heading", { level: 1, name: KEPT_HEADING })).toBeVisible();
  await page.getByRole("button", { name: "Save it now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
}

async function openNewPost(page: Page) {
  await page.goto("/staff/content/blog");
  await page.getByRole("link", { name: "Write a new post" }).click();
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
}

test("with JavaScript: her set-password link signs her in; typing keeps her signed in; a post saved after her sign-in ended is stored once she signs in again", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const member = await firstDay(page, true);
  try {
    await openNewPost(page);
    await hydrated(page);
    const title = `Winter glow ${Date.now()}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const body = page.getByRole("textbox", { name: "Text of the post" });
    await body.click();
    await page.keyboard.type("Hydrate every evening.");
    // Five quiet minutes, then a keystroke: the page tells the server she is still at work.
    await page.clock.fastForward("05:01");
    const alive = page.waitForResponse((answer) => answer.url().endsWith("/staff/keep-alive"));
    await page.keyboard.type(" Sleep well.");
    expect((await alive).status()).toBe(200);

    // The phone is put down for 35 minutes: her sign-in ends.
    await endSession(page, baseURL!);
    await page.clock.fastForward("35:00");
    await signInAgainAndSend(page, member, true);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(body).toContainText("Hydrate every evening. Sleep well.");
  } finally {
    await discardDraft(page, baseURL!);
  }
});

test("without JavaScript: the same post is kept and stored after signing in again; signed out, her e-mail stays filled in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page: nojs } = await withoutJavaScript(browser, {
    baseURL,
    viewport: page.viewportSize(),
  });
  try {
    const member = await firstDay(nojs, false);
    await openNewPost(nojs);
    const title = `Spring peel ${Date.now()}`;
    await nojs.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await nojs.getByLabel("Date").fill("2026-12-05");
    await endSession(nojs, baseURL!);
    await signInAgainAndSend(nojs, member, false);
    await expect(nojs.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(nojs.getByLabel("Date")).toHaveValue("2026-12-05");
    await discardDraft(nojs, baseURL!, await tokenOf(nojs));
    // Signed out, her phone keeps her e-mail (item 10).
    await signOut(nojs);
    await expect(nojs.getByText("You are signed out.")).toBeVisible();
    await expect(nojs.getByLabel("E-mail")).toHaveValue(member.email);
  } finally {
    await context.close();
  }
});
