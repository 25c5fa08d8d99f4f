/**
 * The staff second factor (decision 0018) from an HTTP client, on one database: setting up an
 * authenticator app with the security page's forms (password again), signing in with it (no
 * session before the second step, no code twice), recovery codes (once each), owners who must set
 * one up first, the owners' switch for staff, and the operator's reset.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { runOperatorCommand } from "~/server/staff/accounts/operator.server";
import { totpCodeFor } from "~/server/staff/sign-in/second-factor.server";
import {
  PASSWORD_AGAIN,
  SECOND_STEP_EXPIRED,
  STEP_UP_WINDOW_MINUTES,
} from "~/lib/staff/second-factor";
import { oneBackend, testAppForBlock } from "../support/test-app";
import {
  accountsForm,
  alertOf,
  createAccount,
  enrolTotp,
  pendingCookieOf,
  secondStep,
  sessionCookieOf,
  signedInMember,
  signIn,
  signedInMinutesAgo,
  STAFF_PASSWORD,
  type SignedInMember,
  leadsExportAnswer,
  resumeProbe,
  noticeOf,
  postPageForm,
  postScript,
  routeAnswerOf,
  securityForm,
  shownRecoveryCodesOf,
  shownTotpSecretOf,
} from "../support/staff";
import { csrfTokenFor } from "~/server/staff/sessions/tokens.server";

const STEP_MS = 30_000;

describe.each(oneBackend)("staff second factor on %s", (backend) => {
  // The sign-in forms are pages (decision 0020).
  const app = testAppForBlock(backend, { env: { RATE_LIMIT_SIGN_IN: "1000" }, pages: true });

  /** The security page's passkey route (decision 0036), as its script posts to it. */
  const passkeys = (member: SignedInMember, fields: Record<string, string> = {}) =>
    postScript(
      app,
      "/staff/security/passkeys",
      { csrfToken: member.csrfToken, ...fields },
      {
        ...member.headers,
      },
    );

  /** A member with a session of their own, from a password answer that set one. */
  const sessionOf = (answer: { response: Response }, member: { email: string }): SignedInMember => {
    const cookie = sessionCookieOf(answer.response);
    if (!cookie) throw new Error("no session cookie");
    return {
      ...member,
      userId: "",
      password: STAFF_PASSWORD,
      cookie,
      csrfToken: csrfTokenFor(cookie.slice(cookie.indexOf("=") + 1)),
      headers: { Cookie: cookie, Origin: app.url },
    };
  };

  it("sets up an authenticator app with the password typed again, then signs in with it", async () => {
    const member = await signedInMember(app, "staff");
    // Past the step-up window: the sign-in is no longer proof enough (decision 0043).
    await signedInMinutesAgo(app, member, STEP_UP_WINDOW_MINUTES);
    // The security page's forms, as a browser without JavaScript posts them (decision 0020).
    expect((await securityForm(app, member, "totp-start")).status).toBe(400);
    const wrong = await securityForm(app, member, "totp-start", { password: "not my password!" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That is not your password.");
    const started = await securityForm(app, member, "totp-start", { password: STAFF_PASSWORD });
    expect(started.status).toBe(200);
    expect(started.text).toMatch(/href="otpauth:\/\/totp\//);
    const plain = shownTotpSecretOf(started.text)!;
    expect(plain).toMatch(/^[A-Z2-7]{32}$/);
    // Shown with this answer only: no cookie carries it, no cache keeps it.
    expect(started.response.headers.getSetCookie()).toEqual([]);
    expect(started.response.headers.get("cache-control")).toContain("no-store");
    const wrongCode = await securityForm(app, member, "totp-confirm", {
      code: "000000",
      secret: plain,
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.text).toContain("That code is not right.");
    // The key stays on the page for a form that sent it back, and for no other.
    expect(shownTotpSecretOf(wrongCode.text)).toBe(plain);
    const guessed = await securityForm(app, member, "totp-confirm", { code: "000000" });
    expect(guessed.status).toBe(400);
    expect(shownTotpSecretOf(guessed.text)).toBeUndefined();
    // One code, read once: a code read again later may be the next step's when the clock has
    // crossed a 30-second boundary meanwhile (seen on a busy machine), which is not spent.
    const confirmedAt = Date.now();
    const confirmCode = totpCodeFor(plain, confirmedAt);
    const confirmed = await securityForm(app, member, "totp-confirm", {
      code: confirmCode,
      secret: plain,
    });
    expect(confirmed.status).toBe(200);
    const codes = shownRecoveryCodesOf(confirmed.text);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(noticeOf(confirmed.response)).toBeUndefined();
    expect(confirmed.response.headers.get("cache-control")).toContain("no-store");
    // The secret is never sent again: starting over is refused while one is set up.
    const restart = await securityForm(app, member, "totp-start", { password: STAFF_PASSWORD });
    expect(restart.status).toBe(409);
    expect(shownTotpSecretOf(restart.text)).toBeUndefined();
    const stored = await app.database.db
      .select()
      .from(t.staffRecoveryCode)
      .where(eq(t.staffRecoveryCode.userId, member.userId));
    expect(stored.some((row) => codes.includes(row.codeHash))).toBe(false);

    // Password right: no session yet, only a pending sign-in that grants nothing.
    const first = await signIn(app, member.email, STAFF_PASSWORD);
    expect(first.status).toBe(303);
    expect(first.location).toBe("/staff/second-step?next=%2Fstaff");
    expect(sessionCookieOf(first.response)).toBeUndefined();
    const pending = pendingCookieOf(first.response)!;
    expect(pending).toBeDefined();
    expect(await leadsExportAnswer(app, pending!)).toBe("303 /staff/sign-in");

    // The code used to confirm the app is spent; the next one signs in.
    const spent = await secondStep(app, pending, confirmCode);
    expect(spent.status).toBe(400);
    // Said in place, the typed code kept in its field.
    expect(spent.alert).toBe("That did not work. Check the code and try again.");
    expect(spent.text).toContain(`value="${confirmCode}"`);
    const nextCode = totpCodeFor(plain, confirmedAt + STEP_MS);
    const second = await secondStep(app, pending, nextCode);
    expect(second.status).toBe(303);
    expect(second.location).toBe("/staff");
    expect(sessionCookieOf(second.response)).toBeDefined();
    expect(second.response.headers.getSetCookie().join("\n")).toMatch(/staff_pending=;/);
    // The pending sign-in was used once (back to the password); the same code is refused on a
    // new one (replay).
    const used = await secondStep(app, pending, nextCode);
    expect(used.status).toBe(303);
    expect(used.location).toMatch(/^\/staff\/sign-in\?expired=1/);
    expect(sessionCookieOf(used.response)).toBeUndefined();
    const again = pendingCookieOf((await signIn(app, member.email, STAFF_PASSWORD)).response)!;
    expect((await secondStep(app, again, nextCode)).status).toBe(400);
  });

  it("accepts each recovery code once", async () => {
    const { account, email } = await createAccount(app, "staff");
    await enrolTotp(app, account.id, email);
    const codes = await app.services.staff.secondFactors.newRecoveryCodes(account.id);
    const pending = pendingCookieOf((await signIn(app, email, STAFF_PASSWORD)).response)!;
    const used = await secondStep(app, pending, codes[3]!.toUpperCase(), "recovery");
    expect(used.status).toBe(303);
    const later = pendingCookieOf((await signIn(app, email, STAFF_PASSWORD)).response)!;
    expect((await secondStep(app, later, codes[3]!, "recovery")).status).toBe(400);
    expect((await secondStep(app, later, codes[4]!, "recovery")).status).toBe(303);
    const events = await app.database.db
      .select()
      .from(t.staffEvent)
      .where(
        and(eq(t.staffEvent.actorId, account.id), eq(t.staffEvent.action, "recovery_code_used")),
      );
    expect(events).toHaveLength(2);
  });

  it("drops a pending sign-in after three wrong codes", async () => {
    const { account, email } = await createAccount(app, "staff");
    await enrolTotp(app, account.id, email);
    const pending = pendingCookieOf((await signIn(app, email, STAFF_PASSWORD)).response)!;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await secondStep(app, pending, "123456")).status);
    // The fourth goes back to the password, which says why.
    expect(statuses).toEqual([400, 400, 400, 303]);
    const last = await secondStep(app, pending, "123456");
    expect(last.location).toBe("/staff/sign-in?expired=1&next=%2Fstaff");
    const page = await fetch(`${app.url}${last.location}`);
    const html = await page.text();
    expect(html).toContain(SECOND_STEP_EXPIRED);
    // Said as every refusal is, announced as it appears.
    expect(alertOf(html)).toBe(SECOND_STEP_EXPIRED);
  });

  it("asks for the password again to remove the app or renew recovery codes", async () => {
    const member = await signedInMember(app, "owner");
    await signedInMinutesAgo(app, member, STEP_UP_WINDOW_MINUTES + 60);
    const wrong = await securityForm(app, member, "totp-remove", {
      password: "wrong guess!",
      confirm: "yes",
    });
    expect(wrong.status).toBe(400);
    // Removing asks for the ticked box too, checked on the server.
    const unticked = await securityForm(app, member, "totp-remove", { password: STAFF_PASSWORD });
    expect(unticked.status).toBe(400);
    expect(unticked.text).toContain("Tick the box to confirm the removal.");
    // Only this session's own pages may post: another site, or no token, is refused.
    const crossSite = await postPageForm(
      app,
      "/staff/security",
      { csrfToken: member.csrfToken, intent: "recovery-codes", password: STAFF_PASSWORD },
      { Cookie: member.cookie, "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    const noToken = await securityForm(
      app,
      { cookie: member.cookie, csrfToken: "" },
      "recovery-codes",
      {
        password: STAFF_PASSWORD,
      },
    );
    expect(noToken.status).toBe(403);
    expect((await securityForm(app, member, "recovery-codes")).status).toBe(400);
    const renewed = await securityForm(app, member, "recovery-codes", { password: STAFF_PASSWORD });
    expect(renewed.status).toBe(200);
    expect(shownRecoveryCodesOf(renewed.text)).toHaveLength(10);
    expect(noticeOf(renewed.response)).toBeUndefined();
    expect((await passkeys(member, { intent: "start" })).status).toBe(400);
    // With the password: WebAuthn's creation options for this member (the browser's next step).
    const started = await passkeys(member, { intent: "start", password: STAFF_PASSWORD });
    expect(started.status).toBe(200);
    expect(started.json.options).toHaveProperty("challenge");
    expect((await passkeys(member, { intent: "add", name: "Phone", response: "{}" })).status).toBe(
      400,
    );
    const noPasskey = await securityForm(app, member, "passkey-remove", {
      passkeyId: "5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11",
      password: STAFF_PASSWORD,
      confirm: "yes",
    });
    expect(noPasskey.status).toBe(404);
    expect(noPasskey.text).toContain("No such passkey.");
    const removed = await securityForm(app, member, "totp-remove", {
      password: STAFF_PASSWORD,
      confirm: "yes",
    });
    expect(routeAnswerOf(removed.response)).toBe("302 /staff/security");
    expect(noticeOf(removed.response)?.text).toBe("The authenticator app is removed.");
    // An owner without a second factor can now only set one up.
    const csv = await leadsExportAnswer(app, member.cookie, member.csrfToken);
    expect(csv).toBe("303 /staff/security");
    const actions = (
      await app.database.db
        .select()
        .from(t.staffEvent)
        .where(eq(t.staffEvent.actorId, member.userId))
    ).map((row) => `${row.action}:${row.detail ?? ""}`);
    expect(actions).toContain("second_factor_removed:authenticator app");
    expect(actions.join(" ")).not.toContain(member.email);
  });

  it("asks no password again within the step-up window after signing in (her first day)", async () => {
    // A new owner: password only (no factor yet), sent to the security page to set one up.
    const created = await createAccount(app, "owner");
    const answer = await signIn(app, created.email, STAFF_PASSWORD);
    expect(answer.location).toBe("/staff/security");
    const owner = sessionOf(answer, created);
    const page = await (
      await fetch(`${app.url}/staff/security`, { headers: owner.headers })
    ).text();
    expect(page).not.toContain('name="password"');
    // The sign-in a moment ago proved the password: the set-up starts without it.
    const started = await securityForm(app, owner, "totp-start");
    expect(started.status).toBe(200);
    const plain = shownTotpSecretOf(started.text)!;
    expect(plain).toMatch(/^[A-Z2-7]{32}$/);
    // Drawn here as a QR code; the link is in no address but its own.
    expect(started.text).toMatch(/<svg[^>]*aria-label="QR code for your authenticator app/);
    // A password typed anyway is still checked: a wrong one is never let through.
    const wrong = await securityForm(app, owner, "recovery-codes", { password: "not mine at all" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That is not your password.");
    expect((await passkeys(owner, { intent: "start" })).status).toBe(200);
    // Once the window has passed, every change asks for the password again.
    await signedInMinutesAgo(app, owner, STEP_UP_WINDOW_MINUTES);
    const stale = await securityForm(app, owner, "recovery-codes");
    expect(stale.status).toBe(400);
    expect(stale.text).toContain(PASSWORD_AGAIN);
    expect(stale.text).toContain('name="password"');
    expect((await passkeys(owner, { intent: "start" })).status).toBe(400);
    const withPassword = await securityForm(app, owner, "recovery-codes", {
      password: STAFF_PASSWORD,
    });
    // No factor yet, so no codes to renew: the password itself was accepted.
    expect(withPassword.text).not.toContain(PASSWORD_AGAIN);
  });

  it("keeps an owner without a second factor out of the leads until one is set up", async () => {
    const { email } = await createAccount(app, "owner");
    const answer = await signIn(app, email, STAFF_PASSWORD);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/staff/security");
    const owner = sessionOf(answer, { email });
    const csv = await leadsExportAnswer(app, owner.cookie, owner.csrfToken);
    expect(csv).toBe("303 /staff/security");
    // The pages' forms and script routes (the image upload; Site content's discard, content
    // access, invite) are sent to the security page before their action runs (0020, 0036).
    const upload = await postScript(
      app,
      "/staff/media",
      { csrfToken: owner.csrfToken },
      owner.headers,
    );
    expect(upload.status).toBe(303);
    expect(upload.response.headers.get("location")).toBe("/staff/security");
    const discard = await postPageForm(
      app,
      "/staff/content",
      { csrfToken: owner.csrfToken, intent: "discard", confirm: "yes" },
      { Cookie: owner.cookie },
    );
    expect(discard.status).toBe(303);
    expect(discard.location).toBe("/staff/security");
    const access = await accountsForm(app, owner, {
      intent: "content-access",
      staffMayEdit: "yes",
    });
    expect(access.status).toBe(303);
    expect(access.location).toBe("/staff/security");
    expect(await app.services.staff.staffMayEditContent()).toBe(false);
    const invite = await accountsForm(app, owner, {
      intent: "invite",
      email: "x@spa.test",
      role: "staff",
    });
    expect(invite.status).toBe(303);
    expect(invite.location).toBe("/staff/security");
    expect(await app.services.staff.accounts.findByEmail("x@spa.test")).toBeUndefined();
    const started = await securityForm(app, owner, "totp-start", { password: STAFF_PASSWORD });
    const secret = shownTotpSecretOf(started.text)!;
    const confirmed = await securityForm(app, owner, "totp-confirm", {
      code: totpCodeFor(secret),
      secret,
    });
    expect(confirmed.status).toBe(200);
    expect(shownRecoveryCodesOf(confirmed.text)).toHaveLength(10);
    expect(await leadsExportAnswer(app, owner.cookie, owner.csrfToken)).toBe(200);
  });

  it("lets the owners require a second factor of staff members too", async () => {
    const owner = await signedInMember(app, "owner");
    const member = await signedInMember(app, "staff");
    // Whether the member reaches the leads: a resume's address (404, no such application).
    expect(await resumeProbe(app, member.cookie)).toBe(404);
    // The accounts page's form (decision 0020): a ticked box sends "yes", an unticked one nothing.
    const policy = (by: SignedInMember, fields: Record<string, string>) =>
      accountsForm(app, by, { intent: "second-factor", ...fields });
    expect((await policy(member, { requiredForStaff: "yes" })).status).toBe(403);
    expect(await app.services.staff.secondFactors.requiredForStaff()).toBe(false);
    const on = await policy(owner, { requiredForStaff: "yes" });
    expect(on.status).toBe(302);
    expect(on.location).toBe("/staff/accounts");
    expect(noticeOf(on.response)?.text).toContain("Staff members now need a second way");
    expect(await resumeProbe(app, member.cookie)).toBe("303 /staff/security");
    expect((await policy(owner, {})).status).toBe(302);
    expect(await resumeProbe(app, member.cookie)).toBe(404);
  });

  it("the operator's reset removes every factor and ends the sessions", async () => {
    const owner = await signedInMember(app, "owner");
    await app.services.staff.secondFactors.newRecoveryCodes(owner.userId);
    const lines = await runOperatorCommand(
      {
        db: app.database.db,
        accounts: app.services.staff.accounts,
        secondFactors: app.services.staff.secondFactors,
        siteUrl: app.url,
        mailLink: async () => false,
      },
      { command: "reset-second-factor", email: owner.email },
    );
    expect(lines[0]).toContain("Removed every passkey");
    expect(await leadsExportAnswer(app, owner.cookie, owner.csrfToken)).toBe("303 /staff/sign-in");
    const left = await app.database.db
      .select()
      .from(t.staffRecoveryCode)
      .where(eq(t.staffRecoveryCode.userId, owner.userId));
    expect(left).toHaveLength(0);
    const answer = await signIn(app, owner.email, STAFF_PASSWORD);
    expect(answer.location).toBe("/staff/security");
  });
});
