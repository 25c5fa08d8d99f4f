/**
 * The sign-in pages' forms as a browser without JavaScript posts them (decision 0020): the
 * redirect and cookie of a success, the safe `next`, the refusals a forged or odd post gets
 * (nothing signed in, the staff area's words), and sign-out's own token check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "~/server/api/rate-limit.server";
import { csrfTokenFor } from "~/server/staff/sessions/tokens.server";
import { startTestApp, testPages, type TestApp } from "../support/test-app";
import {
  createAccount,
  postPageForm,
  resumeProbe,
  sessionCookieOf,
  signedInMember,
  signIn,
  signOut,
  STAFF_PASSWORD,
} from "../support/staff";

describe("staff sign-in forms", () => {
  let app: TestApp;
  beforeAll(async () => {
    const { pages } = await testPages();
    app = await startTestApp("pglite", { RATE_LIMIT_SIGN_IN: "1000" }, {}, undefined, pages);
    // The pages' compile (about 9 s alone) takes minutes on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await (await testPages()).close();
  });

  /** Whether a cookie opens a staff-only answer: an unknown resume, 404 when signed in. */
  const resumeStatus = (cookie: string) => resumeProbe(app, cookie);

  it("signs in to the page asked for, only inside the staff area", async () => {
    const { email } = await createAccount(app, "staff");
    const form = (next: string) =>
      postPageForm(app, "/staff/sign-in", { email, password: STAFF_PASSWORD, next });
    const kept = await form("/staff/leads?status=new");
    expect(kept.status).toBe(303);
    expect(kept.location).toBe("/staff/leads?status=new");
    expect(await resumeStatus(sessionCookieOf(kept.response)!)).toBe(404);
    for (const next of [
      "https://evil.example/",
      "//evil.example/staff",
      "/about",
      "/staff/sign-in",
    ]) {
      expect((await form(next)).location, next).toBe("/staff");
    }
  });

  it("refuses a cross-site or odd post before looking at the password", async () => {
    const { email } = await createAccount(app, "staff");
    const fields = { email, password: STAFF_PASSWORD };
    const crossSite = await signIn(app, email, STAFF_PASSWORD, { "Sec-Fetch-Site": "cross-site" });
    const foreign = await signIn(app, email, STAFF_PASSWORD, { Origin: "https://evil.example" });
    const json = await fetch(`${app.url}/staff/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("This request did not come from the staff pages");
    expect(crossSite.text).not.toContain("Server ERROR");
    // React Router refuses a foreign Origin itself (400) before our guard's 403: either way, no.
    expect([400, 403]).toContain(foreign.status);
    expect(json.status).toBe(415);
    for (const answer of [crossSite.response, foreign.response, json]) {
      expect(answer.headers.get("set-cookie") ?? "").not.toContain("staff_session=");
    }
  });

  it("asks politely for what is missing, the e-mail kept", async () => {
    const answer = await postPageForm(app, "/staff/sign-in", { email: "desk@spa.test" });
    expect(answer.status).toBe(400);
    expect(answer.alert).toBe("Please correct the highlighted fields.");
    expect(answer.text).toContain("Enter your password");
    expect(answer.text).toContain('value="desk@spa.test"');
  });

  it("signs out only with the session's own token, even a session that must enrol first", async () => {
    const member = await signedInMember(app, "staff");
    const crossSite = await postPageForm(
      app,
      "/staff/sign-out",
      { csrfToken: member.csrfToken },
      { Cookie: member.cookie, "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(await resumeStatus(member.cookie)).toBe(404);
    const { email } = await createAccount(app, "owner");
    const enrolling = await signIn(app, email, STAFF_PASSWORD);
    expect(enrolling.location).toBe("/staff/security");
    const cookie = sessionCookieOf(enrolling.response)!;
    const out = await signOut(app, {
      ...member,
      cookie,
      csrfToken: csrfTokenFor(cookie.slice(cookie.indexOf("=") + 1)),
    });
    expect(out.location).toBe("/staff/sign-in?signedOut=1");
    expect(await resumeStatus(cookie)).toBe("303 /staff/sign-in");
  });
});

describe("staff sign-in forms past the address's budget", () => {
  let app: TestApp;
  beforeAll(async () => {
    const { pages } = await testPages();
    app = await startTestApp("pglite", { RATE_LIMIT_SIGN_IN: "2" }, {}, undefined, pages);
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await (await testPages()).close();
  });

  it("answers 429 with a clear message on the page, the e-mail kept", async () => {
    await signIn(app, "one@spa.test", "a long enough guess");
    await signIn(app, "two@spa.test", "a long enough guess");
    const third = await signIn(app, "three@spa.test", "a long enough guess");
    expect(third.status).toBe(429);
    expect(third.alert).toBe(RATE_LIMIT_MESSAGE);
    expect(third.text).toContain('value="three@spa.test"');
  });
});
