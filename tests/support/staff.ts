/**
 * Staff members for API tests: an account, its password, a signed-in session. Owners need a
 * second factor (decision 0018): theirs is an authenticator app set up through the services,
 * and they sign in with the code it would show.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import * as t from "~/server/db/schema.server";
import { totpCodeFor } from "~/server/staff/sign-in/second-factor.server";
import { csrfTokenFor, tokenHash } from "~/server/staff/sessions/tokens.server";
import { postSalonForm } from "./salon-form";
import type { TestApp } from "./test-app";

export const STAFF_PASSWORD = "lavender mornings on Hylan";

let counter = 0;

/** The cookie pair `name=value` from a sign-in answer's Set-Cookie. */
export function sessionCookieOf(response: Response): string | undefined {
  return cookiePairOf(response, "staff_session=");
}

/** The first Set-Cookie of `name` (the second step sets the session and clears the pending one). */
function cookiePairOf(response: Response, name: string) {
  for (const header of response.headers.getSetCookie()) {
    const first = header.split(";")[0];
    if (first?.includes(name)) return first;
  }
  return undefined;
}

export interface SignedInMember {
  userId: string;
  email: string;
  password: string;
  /** An owner's authenticator app secret (staff members have none unless a test adds one). */
  totpSecret?: string;
  cookie: string;
  /** The session's anti-forgery token (what the pages hand their forms). */
  csrfToken: string;
  /** Headers of a same-origin browser request with this session. */
  headers: Record<string, string>;
}

export async function createAccount(app: TestApp, role: "owner" | "staff", email?: string) {
  const address = email ?? `member${++counter}-${role}@spa.test`;
  const { account, link } = await app.services.staff.accounts.create(address, role);
  await app.services.staff.accounts.setPassword(link.token, STAFF_PASSWORD);
  return { account, email: address, password: STAFF_PASSWORD };
}

/** Sets up an authenticator app for the account as the security page would; returns its secret. */
export async function enrolTotp(app: TestApp, userId: string, email: string) {
  const { secondFactors } = app.services.staff;
  const started = await secondFactors.startTotp(userId, email);
  if (!started) throw new Error("an authenticator app is set up already");
  if ((await secondFactors.confirmTotp(userId, totpCodeFor(started.secret))) !== "confirmed") {
    throw new Error("the authenticator app was not confirmed");
  }
  return started.secret;
}

/**
 * Lets the helpers sign the same member in again within one 30-second step: forgets the last
 * code accepted (tests of the replay rule itself do not use this).
 */
export async function forgetLastTotpCode(app: TestApp, userId: string) {
  await app.database.db
    .update(t.staffTotp)
    .set({ lastStep: null })
    .where(eq(t.staffTotp.userId, userId));
}

/**
 * One of the security page's forms (decision 0020) as a browser without JavaScript posts it:
 * its `intent`, the session's token and cookie, and the form's fields. Needs an app with pages.
 */
export function securityForm(
  app: Pick<TestApp, "url" | "pages">,
  member: Pick<SignedInMember, "cookie" | "csrfToken">,
  intent: string,
  fields: Record<string, string> = {},
) {
  return postPageForm(
    app,
    "/staff/security",
    { csrfToken: member.csrfToken, intent, ...fields },
    { Cookie: member.cookie },
  );
}

/** The authenticator app's key as the security page shows it (spaces dropped), if shown. */
export function shownTotpSecretOf(html: string): string | undefined {
  const found = /aria-label="Key for your authenticator app"[^>]*>([^<]*)</.exec(html)?.[1];
  return found?.replaceAll(" ", "");
}

/** The recovery codes the security page shows once (none when it shows none). */
export function shownRecoveryCodesOf(html: string): string[] {
  return [...html.matchAll(/<code>([^<]*)<\/code>/g)].map((match) => match[1]!);
}

/** The pending sign-in cookie pair from a password answer that asks for a second step. */
export function pendingCookieOf(response: Response): string | undefined {
  return cookiePairOf(response, "staff_pending=");
}

/** The text of an HTML page's first `role="alert"` element (a form's refusal), unescaped. */
export function alertOf(html: string): string | undefined {
  const found = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
  return found === undefined ? undefined : unescapeHtml(found);
}

/** A sign-in page's answer to its form: a redirect (303) on success, else the page again. */
export interface FormAnswer {
  status: number;
  /** Where a redirect leads (a path), else "". */
  location: string;
  /** The page's refusal message (its role="alert"), if any. */
  alert: string | undefined;
  text: string;
  response: Response;
}

/**
 * A page's form as a browser without JavaScript posts it: url-encoded fields, our Origin,
 * Fetch Metadata of a same-origin form, no redirect followed. Needs an app with its pages.
 */
export async function postPageForm(
  app: Pick<TestApp, "url" | "pages">,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<FormAnswer> {
  if (!app.pages) throw new Error(`${path} is a page's form: start the test app with testPages()`);
  const response = await fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: app.url,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  const location = response.headers.get("location") ?? "";
  return { status: response.status, location, alert: alertOf(text), text, response };
}

/** The sign-in page's form: e-mail and password. */
export async function signIn(
  app: Pick<TestApp, "url" | "pages">,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return postPageForm(app, "/staff/sign-in", { email, password }, headers);
}

/** The second step's form with a code (`kind` totp or recovery), sent with the pending cookie. */
export async function secondStep(
  app: Pick<TestApp, "url" | "pages">,
  pendingCookie: string,
  code: string,
  kind: "totp" | "recovery" = "totp",
  headers: Record<string, string> = {},
) {
  return postPageForm(
    app,
    "/staff/second-step",
    { kind, code },
    { Cookie: pendingCookie, ...headers },
  );
}

/** Password, then (with a second factor) the app's current code: the session's answer. */
export async function signInFully(
  app: TestApp,
  member: { email: string; password: string; userId: string; totpSecret?: string },
) {
  const first = await signIn(app, member.email, member.password);
  const pending = pendingCookieOf(first.response);
  if (first.status !== 303 || !pending || !member.totpSecret) return first;
  await forgetLastTotpCode(app, member.userId);
  return secondStep(app, pending, totpCodeFor(member.totpSecret));
}

/**
 * One of the accounts page's forms (`intent` invite, disable or reset), as a browser posts it
 * with the member's session and token. Disable and reset need `confirm: "yes"` (the checkbox).
 */
export function accountsForm(
  app: Pick<TestApp, "url" | "pages">,
  member: Pick<SignedInMember, "cookie" | "csrfToken">,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return postPageForm(
    app,
    "/staff/accounts",
    { csrfToken: member.csrfToken, ...fields },
    { Cookie: member.cookie, ...headers },
  );
}

/** The set-password page's form: the link's token is in the page's address. */
export function setPasswordForm(
  app: Pick<TestApp, "url" | "pages">,
  token: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return postPageForm(app, `/staff/set-password/${token}`, { password }, headers);
}

/** The token of the set-password link an accounts page (or an e-mail) shows, if any. */
export function linkTokenOf(text: string): string | undefined {
  return /\/staff\/set-password\/([\w-]+)/.exec(text)?.[1];
}

/** The error a page's field with `id` shows (its `${id}-error` paragraph), unescaped. */
export function fieldErrorOf(html: string, id: string): string | undefined {
  const at = html.indexOf(`id="${id}-error"`);
  if (at < 0) return undefined;
  const start = html.indexOf(">", at) + 1;
  return unescapeHtml(html.slice(start, html.indexOf("<", start)));
}

function unescapeHtml(text: string) {
  return text
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The header's sign-out form, as a browser posts it. */
export function signOut(app: Pick<TestApp, "url" | "pages">, member: SignedInMember) {
  return postPageForm(
    app,
    "/staff/sign-out",
    { csrfToken: member.csrfToken },
    { Cookie: member.cookie },
  );
}

/**
 * A session's cookie pair: through the sign-in forms when the app serves its pages; otherwise
 * (tests that are not about signing in, spared the pages' 9 s compile) from the sessions
 * service, as the forms' last step makes it.
 */
async function sessionCookieFor(
  app: TestApp,
  member: { email: string; password: string; userId: string; totpSecret?: string },
) {
  if (!app.pages) {
    return `staff_session=${await app.services.staff.sessions.create(member.userId)}`;
  }
  const answer = await signInFully(app, member);
  const cookie = sessionCookieOf(answer.response);
  if (answer.status !== 303 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie;
}

export async function signedInMember(
  app: TestApp,
  role: "owner" | "staff",
  email?: string,
): Promise<SignedInMember> {
  const created = await createAccount(app, role, email);
  const totpSecret =
    role === "owner" ? await enrolTotp(app, created.account.id, created.email) : undefined;
  const cookie = await sessionCookieFor(app, {
    ...created,
    userId: created.account.id,
    totpSecret,
  });
  const token = cookie.slice(cookie.indexOf("=") + 1);
  return {
    userId: created.account.id,
    totpSecret,
    email: created.email,
    password: created.password,
    cookie,
    csrfToken: csrfTokenFor(token),
    headers: { Cookie: cookie, Origin: app.url },
  };
}

/**
 * For a describe block: a member of `role` signed in to `app` (testAppForBlock's) once the app has
 * started; the object returned is filled in then, so tests use it as the member.
 */
export function memberForBlock(app: TestApp, role: "owner" | "staff"): SignedInMember {
  const member = {} as SignedInMember;
  beforeAll(async () => {
    Object.assign(member, await signedInMember(app, role));
  });
  return member;
}

/** The notice a staff action's redirect carries (its cookie), as the next page will show it. */
export function noticeOf(response: Response): { text: string; tone: string } | undefined {
  const pair = cookiePairOf(response, "staff_notice=");
  const value = pair?.slice("staff_notice=".length) ?? "";
  const payload = value.slice(0, value.indexOf("."));
  if (!payload) return undefined;
  const { text, tone } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    text: string;
    tone: string;
  };
  return { text, tone };
}

/**
 * A staff route's answer in short: its status, or for a redirect the status and where it leads
 * (the path, without the query): "303 /staff/sign-in" without a session, "303 /staff/security"
 * while a required second factor is missing.
 */
export function routeAnswerOf(response: Response): number | string {
  if (response.status < 300 || response.status >= 400) return response.status;
  const location = response.headers.get("location") ?? "";
  return `${response.status} ${location.split("?")[0]}`;
}

/**
 * Whether a session may read the leads: the inbox's CSV export form as a browser posts it (200;
 * see routeAnswerOf for the refusals). Needs an app with its pages.
 */
export async function leadsExportAnswer(
  app: Pick<TestApp, "url" | "pages">,
  cookie: string,
  csrfToken = "",
): Promise<number | string> {
  if (!app.pages)
    throw new Error("the CSV export is a staff route: start the app with testPages()");
  const response = await fetch(`${app.url}/staff/leads.csv`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: app.url,
      "Sec-Fetch-Site": "same-origin",
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrfToken }),
  });
  await response.arrayBuffer();
  return routeAnswerOf(response);
}

const SOME_LEAD = "5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11";

/**
 * Whether a session cookie still opens a staff-only answer: an unknown application's resume,
 * 404 when signed in, else a redirect to sign in (see routeAnswerOf). Needs an app with its pages.
 */
export async function resumeProbe(
  app: Pick<TestApp, "url" | "pages">,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  if (!app.pages) throw new Error("the resume is a staff route: start the app with testPages()");
  const response = await fetch(`${app.url}/staff/leads/${SOME_LEAD}/resume`, {
    redirect: "manual",
    headers: { Cookie: cookie, ...headers },
  });
  await response.arrayBuffer();
  return routeAnswerOf(response);
}

/** An owner renames the spa in the draft and publishes it, through the staff pages' forms. */
export async function publishSalonName(
  app: TestApp,
  owner: SignedInMember,
  name: string,
  summary: string,
) {
  // The salon editor's form as a browser posts it (decision 0020).
  const saved = await postSalonForm(app, owner, { salon_name: name });
  if (saved.status !== 302) throw new Error(`saving the salon answered ${saved.status}`);
  // Site content's Publish form.
  const published = await postPageForm(
    app,
    "/staff/content",
    { csrfToken: owner.csrfToken, intent: "publish", summary },
    { Cookie: owner.cookie },
  );
  if (published.status !== 302) throw new Error(`publishing answered ${published.status}`);
}

/**
 * A staff script route's post (decision 0036) as the page's `fetch` sends it: multipart form data
 * asking for JSON, no redirect followed (no session: 401, "Your session has ended"). Needs the
 * pages.
 */
export async function postScript(
  app: Pick<TestApp, "url" | "pages">,
  path: string,
  fields: Record<string, string | Blob | undefined>,
  headers: Record<string, string> = {},
) {
  if (!app.pages) throw new Error(`${path} is a route: start the test app with testPages()`);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  const response = await fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Accept: "application/json", ...headers },
    body: form,
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: a redirect or a plain-text refusal; `text` holds it.
  }
  return { status: response.status, json, text, response };
}

/**
 * Moves the session's sign-in `minutes` back: past the step-up window (decision 0043), the
 * security page asks for the password again.
 */
export async function signedInMinutesAgo(
  app: Pick<TestApp, "database">,
  member: Pick<SignedInMember, "cookie">,
  minutes: number,
) {
  const token = member.cookie.slice(member.cookie.indexOf("=") + 1);
  await app.database.db
    .update(t.staffSession)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(t.staffSession.tokenHash, tokenHash(token)));
}

type Database = TestApp["database"]["db"];

/** A lead stored exactly as given (no defaults): the row a form would have left. */
export async function insertLead(db: Database, values: typeof t.lead.$inferInsert) {
  const [row] = await db.insert(t.lead).values(values).returning();
  return row!;
}

/** A PDF résumé stored as the career form's upload stores it. */
export async function insertResume(
  db: Database,
  originalName: string,
  content: Buffer,
  createdAt?: Date,
) {
  const [row] = await db
    .insert(t.uploadedFile)
    .values({
      originalName,
      contentType: "application/pdf",
      sizeBytes: content.length,
      sha256: createHash("sha256").update(content).digest("hex"),
      content,
      createdAt,
    })
    .returning();
  return row!;
}

/** A treatment request from the IPL ads page, stored as the public form would (Ana Reyes, a new address). */
export function insertConsultation(
  target: TestApp,
  values: Partial<typeof t.lead.$inferInsert> = {},
) {
  return insertLead(target.database.db, {
    kind: "treatment",
    treatment: "ipl-therapy",
    firstName: "Ana",
    lastName: "Reyes",
    email: `ana.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: "7185550123",
    sourcePage: "/tattoo-removal-and-ipl-ads",
    ...values,
  });
}
