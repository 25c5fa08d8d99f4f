/**
 * The staff area's sign-in, sessions, roles and anti-forgery rules, seen from an HTTP client:
 * on the embedded database and on PostgreSQL, and with two app servers on one PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { SIGN_IN_REFUSED } from "~/server/staff/sign-in/sign-in.server";
import { COMMON_PASSWORD_MESSAGE } from "~/server/staff/sign-in/passwords.server";
import { SECOND_STEP_EXPIRED } from "~/lib/staff/second-factor";
import { SESSION_ENDED } from "~/routes/staff/shared/script-post";
import { TestSmtp } from "../support/smtp";
import {
  backends,
  oneBackend,
  logCapture,
  startSecondApp,
  startTestApp,
  testPages,
  testAppForBlock,
  type TestApp,
} from "../support/test-app";
import {
  accountsForm,
  createAccount,
  fieldErrorOf,
  linkTokenOf,
  postScript,
  resumeProbe,
  sessionCookieOf,
  setPasswordForm,
  signedInMember,
  signIn,
  signOut,
  STAFF_PASSWORD,
} from "../support/staff";

// The sign-in forms are pages: every app here serves them (one compile for the whole file).
const pages = async () => (await testPages()).pages;
afterAll(async () => (await testPages()).close());

/** What resumeProbe answers for a cookie that opens nothing (signed in: 404, an unknown resume). */
const SIGNED_OUT = "303 /staff/sign-in";

describe.each(oneBackend)("staff sign-in and sessions on %s", (backend) => {
  const log = logCapture();

  const app = testAppForBlock(backend, {
    env: { LOG_LEVEL: "info", RATE_LIMIT_SIGN_IN_ACCOUNT: "4", RATE_LIMIT_SIGN_IN: "1000" },
    log,
    pages: true,
  });

  it("answers an unknown e-mail and a wrong password alike, and signs in with the right one", async () => {
    const { email } = await createAccount(app, "staff");
    const unknown = await signIn(app, "nobody-here@spa.test", STAFF_PASSWORD);
    const wrong = await signIn(app, email, "not the password at all");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.alert).toBe(SIGN_IN_REFUSED);
    expect(wrong.alert).toBe(unknown.alert);
    // The page again, the e-mail as typed in its field, never the password; nothing cached.
    expect(wrong.text).toContain(`value="${email}"`);
    expect(wrong.text).not.toContain("not the password at all");
    expect(wrong.response.headers.get("cache-control")).toBe("no-store");
    expect(wrong.response.headers.get("set-cookie")).toBeNull();

    const right = await signIn(app, email.toUpperCase(), STAFF_PASSWORD);
    expect(right.status).toBe(303);
    expect(right.location).toBe("/staff");
    const setCookie = right.response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^staff_session=[\w-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");
  });

  it("sets a Secure __Host- cookie when the site is reached over HTTPS through the proxy", async () => {
    const { email } = await createAccount(app, "staff");
    const answer = await signIn(app, email, STAFF_PASSWORD, {
      "X-Forwarded-Proto": "https",
      Origin: app.url.replace("http:", "https:"),
    });
    expect(answer.status).toBe(303);
    const setCookie = answer.response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-staff_session=/);
    expect(setCookie).toContain("Secure");
  });

  it("stores only a hash of the session token and gives a new one at every sign-in", async () => {
    const member = await signedInMember(app, "staff");
    const token = member.cookie.split("=")[1]!;
    const rows = await app.database.db.select().from(t.staffSession);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);

    // Signing in again from a browser that holds a session: the old id stops working.
    const again = await signIn(app, member.email, member.password, { Cookie: member.cookie });
    const fresh = sessionCookieOf(again.response)!;
    expect(fresh).not.toBe(member.cookie);
    expect(await resumeProbe(app, member.cookie)).toBe(SIGNED_OUT);
    expect(await resumeProbe(app, fresh)).toBe(404);
  });

  it("refuses a session id that existed before sign-in (no fixation)", async () => {
    const planted = "attacker-chosen-session-id-0123456789abcdefghij";
    const { email } = await createAccount(app, "staff");
    const answer = await signIn(app, email, STAFF_PASSWORD, { Cookie: `staff_session=${planted}` });
    expect(sessionCookieOf(answer.response)).not.toContain(planted);
    expect(await resumeProbe(app, `staff_session=${planted}`)).toBe(SIGNED_OUT);
  });

  it("ends the session on the server at sign-out", async () => {
    const member = await signedInMember(app, "staff");
    // Without the session's token (a forged form) nothing ends.
    const forged = await signOut(app, { ...member, csrfToken: "A".repeat(43) });
    expect(forged.status).toBe(403);
    expect(await resumeProbe(app, member.cookie)).toBe(404);
    const out = await signOut(app, member);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/staff/sign-in?signedOut=1");
    expect(out.response.headers.get("set-cookie")).toMatch(/^staff_session=;/);
    expect(await resumeProbe(app, member.cookie)).toBe(SIGNED_OUT);
    // Signing out again (another tab) just says so.
    const again = await signOut(app, member);
    expect(again.location).toBe("/staff/sign-in?signedOut=1");
  });

  it("answers a post to a staff script route without a session: the session has ended", async () => {
    // What needs JavaScript posts to script routes behind the staff guard (decision 0036); the
    // page shows the message (nothing typed to keep, decision 0045).
    for (const path of ["/staff/media", "/staff/alerts/devices", "/staff/security/passkeys"]) {
      const answer = await postScript(app, path, { csrfToken: "x" }, { Origin: app.url });
      expect(answer.status, path).toBe(401);
      expect(answer.json.message, path).toBe(SESSION_ENDED);
    }
    // The second step's passkey needs a pending sign-in, not a session.
    const passkey = await postScript(
      app,
      "/staff/second-step/passkey",
      { intent: "options" },
      { Origin: app.url },
    );
    expect(passkey.status).toBe(401);
    expect(passkey.json.message).toBe(SECOND_STEP_EXPIRED);
  });

  it("refuses a forged cross-site POST: wrong or missing origin, cross-site fetch, no token", async () => {
    const member = await signedInMember(app, "owner");
    // The accounts page's invite form, as a browser posts it (decision 0020).
    const fields = { intent: "invite", email: "forged@spa.test", role: "owner" };
    const invite = (csrfToken: string, headers: Record<string, string> = {}) =>
      accountsForm(app, { ...member, csrfToken }, fields, headers);
    const evil = await invite(member.csrfToken, { Origin: "https://evil.example" });
    const noOrigin = await invite(member.csrfToken, { Origin: "" });
    const crossSite = await invite(member.csrfToken, { "Sec-Fetch-Site": "cross-site" });
    const noToken = await invite("");
    const otherToken = await invite("A".repeat(43));
    // React Router refuses a foreign Origin itself (400) before our guard would (403).
    expect([400, 403]).toContain(evil.status);
    for (const answer of [noOrigin, crossSite, noToken]) {
      expect(answer.status).toBe(403);
    }
    // A page's older token (she signed in again since): kept until she says, not done (0045).
    expect(otherToken.status).toBe(303);
    expect(otherToken.location).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
    expect(await app.services.staff.accounts.findByEmail("forged@spa.test")).toBeUndefined();
    const honest = await invite(member.csrfToken);
    expect(honest.status).toBe(200);
  });

  it("lets only an owner manage accounts", async () => {
    const member = await signedInMember(app, "staff");
    const target = await createAccount(app, "staff");
    const invite = await accountsForm(app, member, {
      intent: "invite",
      email: "new@spa.test",
      role: "staff",
    });
    const disable = await accountsForm(app, member, {
      intent: "disable",
      accountId: target.account.id,
      confirm: "yes",
    });
    expect(invite.status).toBe(403);
    expect(disable.status).toBe(403);
    expect(await app.services.staff.accounts.findByEmail("new@spa.test")).toBeUndefined();
    expect((await app.services.staff.accounts.findById(target.account.id))?.disabled).toBe(false);
  });

  it("ends a disabled account's sessions at once", async () => {
    const owner = await signedInMember(app, "owner");
    const member = await signedInMember(app, "staff");
    const account = await app.services.staff.accounts.findByEmail(member.email);
    const fields = { intent: "disable", accountId: account!.id };
    // Without the "Yes, disable" box ticked nothing happens (it cannot be undone).
    const unconfirmed = await accountsForm(app, owner, fields);
    expect(unconfirmed.status).toBe(400);
    expect(fieldErrorOf(unconfirmed.text, `disable-${account!.id}`)).toBe(
      "Tick the box to confirm that this account is disabled.",
    );
    expect(await resumeProbe(app, member.cookie, member.headers)).toBe(404);
    const disable = await accountsForm(app, owner, { ...fields, confirm: "yes" });
    expect(disable.status).toBe(302);
    expect(disable.location).toBe("/staff/accounts");
    expect(await resumeProbe(app, member.cookie, member.headers)).toBe(SIGNED_OUT);
    const again = await signIn(app, member.email, member.password);
    expect(again.status).toBe(401);
    expect(again.alert).toBe(SIGN_IN_REFUSED);
  });

  it("keeps the last active owner", async () => {
    // A fresh owner in a database that may have others: disable all others first.
    const owner = await signedInMember(app, "owner");
    const accounts = await app.services.staff.accounts.list();
    for (const other of accounts) {
      if (other.role === "owner" && other.email !== owner.email && !other.disabled) {
        await app.services.staff.accounts.disable(other.id);
      }
    }
    const self = await app.services.staff.accounts.findByEmail(owner.email);
    const answer = await accountsForm(app, owner, {
      intent: "disable",
      accountId: self!.id,
      confirm: "yes",
    });
    expect(answer.status).toBe(409);
    expect(answer.alert).toBe("This is the last active owner: add another owner first.");
    expect((await app.services.staff.accounts.findById(self!.id))?.disabled).toBe(false);
  });

  it("issues a one-time set-password link that refuses short, common and reused passwords", async () => {
    const owner = await signedInMember(app, "owner");
    const invited = await accountsForm(app, owner, {
      intent: "invite",
      email: "Front.Desk@Spa.test",
      role: "staff",
    });
    expect(invited.status).toBe(200);
    const token = linkTokenOf(invited.text) ?? "";
    expect(token).not.toBe("");
    const set = (password: string) => setPasswordForm(app, token, password);
    const passwordError = async (password: string) =>
      fieldErrorOf((await set(password)).text, "set-password-password");

    expect(await passwordError("short")).toBe("Use at least 12 characters");
    expect(await passwordError("password1234")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await passwordError("Password2026!")).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await set("front.desk@spa.test!")).status).toBe(400);
    const saved = await set("a garden of quiet mornings");
    expect(saved.status).toBe(303);
    // The saved password signs her in (issue 35): a session, straight to the leads.
    expect(saved.location).toBe("/staff");
    const session = sessionCookieOf(saved.response);
    expect(session).toBeDefined();
    const inbox = await fetch(`${app.url}/staff`, {
      headers: { Cookie: session! },
      redirect: "manual",
    });
    expect(inbox.status).toBe(200);
    const reused = await set("another fine sentence here");
    expect(reused.status).toBe(400);
    expect(reused.alert).toBe(
      "This link has been used or has expired. Ask for a new one: staff members ask an owner; an owner asks another owner or the person who looks after the website.",
    );
    expect((await signIn(app, "front.desk@spa.test", "a garden of quiet mornings")).status).toBe(
      303,
    );
  });

  it("refuses an expired set-password link", async () => {
    const { account, link } = await app.services.staff.accounts.create("late@spa.test", "staff");
    await app.database.db
      .update(t.staffToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.staffToken.userId, account.id));
    const answer = await setPasswordForm(app, link.token, "a garden of quiet mornings");
    expect(answer.status).toBe(400);
    expect(answer.alert).toBe(
      "This link has been used or has expired. Ask for a new one: staff members ask an owner; an owner asks another owner or the person who looks after the website.",
    );
  });

  it("ends a session after the idle time and after the absolute time", async () => {
    const idle = await signedInMember(app, "staff");
    const absolute = await signedInMember(app, "staff");
    const hashOf = async (cookie: string) => {
      const { tokenHash } = await import("~/server/staff/sessions/tokens.server");
      return tokenHash(cookie.split("=")[1]!);
    };
    await app.database.db
      .update(t.staffSession)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.staffSession.tokenHash, await hashOf(idle.cookie)));
    await app.database.db
      .update(t.staffSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.staffSession.tokenHash, await hashOf(absolute.cookie)));
    for (const member of [idle, absolute]) {
      expect(await resumeProbe(app, member.cookie, member.headers)).toBe(SIGNED_OUT);
    }
  });

  it("slows brute force against one account with 429, known or not", async () => {
    const { email } = await createAccount(app, "staff");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(app, email, `guess number ${i}!`)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    // Even the right password waits out the window: the guesser learns nothing.
    expect((await signIn(app, email, STAFF_PASSWORD)).status).toBe(429);
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++)
      unknown.push((await signIn(app, "ghost@spa.test", "x".repeat(12))).status);
    expect(unknown.at(-1)).toBe(429);
  });

  it("writes no e-mail address, password or token to the log", async () => {
    const member = await signedInMember(app, "owner");
    await signIn(app, member.email, "wrong password here");
    const { link } = await app.services.staff.accounts.create("logged@spa.test", "staff");
    expect((await setPasswordForm(app, link.token, "short")).status).toBe(400);
    expect((await setPasswordForm(app, link.token, "a garden of quiet mornings")).status).toBe(303);
    expect(log.text).not.toContain(link.token);
    expect(log.text).toContain('"path":"/staff/set-password/[token]"');
    const token = member.cookie.split("=")[1]!;
    expect(log.text).not.toContain(member.email);
    expect(log.text).not.toContain(STAFF_PASSWORD);
    expect(log.text).not.toContain(token);
    expect(log.text).toContain('"path":"/staff/sign-in"');
  });
});

describe("staff sign-in limit per address", () => {
  const app = testAppForBlock("pglite", { env: { RATE_LIMIT_SIGN_IN: "3" }, pages: true });

  it("answers 429 once an address has tried too often, across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(app, `someone${i}@spa.test`, "a long enough guess")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Choosing a password from a link counts against the same budget: no guessing links instead.
    const { link } = await app.services.staff.accounts.create("budget@spa.test", "staff");
    const set = await setPasswordForm(app, link.token, "a garden of quiet mornings");
    expect(set.status).toBe(429);
    expect((await app.services.staff.accounts.findByEmail("budget@spa.test"))?.active).toBe(false);
  });
});

describe.runIf(backends.includes("postgres"))("staff sessions with two app servers", () => {
  let second: { url: string; close(): Promise<void> };

  const first = testAppForBlock("postgres", { pages: true });
  beforeAll(async () => {
    second = await startSecondApp(first, await pages());
  });
  afterAll(async () => {
    await second.close();
  });

  it("accepts on one server a session created on the other, and ends it on both", async () => {
    const member = await signedInMember(first, "owner");
    // Signed in, an unknown application's resume is 404; without a session, a sign-in redirect.
    expect(await resumeProbe({ url: second.url, pages: true }, member.cookie)).toBe(404);
    const out = await signOut({ url: second.url, pages: true }, member);
    expect(out.status).toBe(303);
    expect(await resumeProbe(first, member.cookie)).toBe(SIGNED_OUT);
  });
});

describe("set-password links by e-mail", () => {
  const smtp = new TestSmtp();
  let app: TestApp;
  beforeAll(async () => {
    await smtp.start();
    app = await startTestApp(
      "pglite",
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_ALLOW_PLAINTEXT: "true",
        MAIL_FROM: "Spa website <no-reply@spa.test>",
      },
      {},
      undefined,
      await pages(),
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it("e-mails a new account its one-time link, which then sets the password", async () => {
    const owner = await signedInMember(app, "owner");
    const invited = await accountsForm(app, owner, {
      intent: "invite",
      email: "new.hire@spa.test",
      role: "staff",
    });
    expect(invited.status).toBe(200);
    expect(invited.text).toContain("e-mailed to new.hire@spa.test");
    const mail = smtp.received.find((r) => r.envelopeTo.includes("new.hire@spa.test"))?.mail;
    expect(mail?.subject).toBe("Your staff account on the spa's website");
    const token = linkTokenOf(mail?.text ?? "") ?? "";
    const set = await setPasswordForm(app, token, "a garden of quiet mornings");
    expect(set.status).toBe(303);
    expect((await signIn(app, "new.hire@spa.test", "a garden of quiet mornings")).status).toBe(303);
  });
});
