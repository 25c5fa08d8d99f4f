/**
 * The findings of the outside attack on the staff area (issue 17), each replayed over HTTP on the
 * embedded database and on PostgreSQL: redirects, path spellings, cookies, framing, the error
 * log, password resets, session count, the API description, body sizes and the owners' setting.
 */
import http from "node:http";
import { describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { fingerprint } from "~/server/content/editor.server";
import * as t from "~/server/db/schema.server";
import { exportContent } from "~/server/content/store.server";
import { LEAD_NOTIFICATION_EMAIL } from "~/server/mail/recipient.server";
import { readOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { MAX_SESSIONS_PER_MEMBER } from "~/server/staff/sessions/sessions.server";
import { oneBackend, logCapture, postJson, testAppForBlock } from "../support/test-app";
import { postSalonForm } from "../support/salon-form";
import {
  accountsForm,
  createAccount,
  fieldErrorOf,
  linkTokenOf,
  noticeOf,
  postPageForm,
  routeAnswerOf,
  sessionCookieOf,
  signedInMember,
  signIn,
  STAFF_PASSWORD,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";
import { renderedFields, staffBrowser, withFields } from "../support/rendered-form";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the path exactly as written: fetch() would resolve dot segments first. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const HTTPS = { "X-Forwarded-Proto": "https" };

describe.each(oneBackend)("the staff area's attack findings on %s", (backend) => {
  const log = logCapture();

  const app = testAppForBlock(backend, {
    env: { LOG_LEVEL: "info", RATE_LIMIT_SIGN_IN: "1000", RATE_LIMIT_SIGN_IN_ACCOUNT: "1000" },
    log,
    pages: true,
  });
  const owner = memberForBlock(app, "owner");

  it("follows `next` after sign-in only to a staff page of this site", async () => {
    for (const next of [
      "/staff/../%09/evil.example",
      "/staff/../%0A/evil.example",
      "//evil.example",
    ]) {
      const answer = await rawGet(app.url, `/staff/sign-in?next=${encodeURIComponent(next)}`, {
        Cookie: owner.cookie,
      });
      expect(answer.status, next).toBeGreaterThanOrEqual(300);
      expect(answer.status, next).toBeLessThan(400);
      const target = new URL(String(answer.headers.location), `${app.url}/staff/sign-in`);
      expect(target.origin, next).toBe(app.url);
      expect(target.pathname, next).toBe("/staff");
    }
    const kept = await rawGet(app.url, "/staff/sign-in?next=%2Fstaff%2Faccounts", {
      Cookie: owner.cookie,
    });
    expect(kept.headers.location).toBe("/staff/accounts");
    expect(log.text).not.toContain("evil.example");
  });

  it("guards the staff area however its path is spelled, before the page cache and the log", async () => {
    const link = await app.services.staff.accounts.issueLink(
      (await createAccount(app, "staff")).account.id,
    );
    for (const path of [
      `/STAFF/set-password/${link.token}`,
      `/%73taff/set-password/${link.token}`,
      "/%73taff/sign-in",
      "/Staff/Sign-In",
    ]) {
      const answer = await rawGet(app.url, path);
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      if (path.includes("set-password")) {
        // The token is in the address: a referrer is the origin at most, never the path.
        expect(answer.headers["referrer-policy"], path).toBe("strict-origin");
      }
    }
    const protectedPage = await rawGet(app.url, "/STAFF/accounts");
    expect(protectedPage.status).toBe(303);
    expect(protectedPage.headers.location).toMatch(/^\/staff\/sign-in/);
    expect(log.text).not.toContain(link.token);
  });

  it("refuses paths whose dot segments or backslashes the page router would resolve", async () => {
    for (const path of [
      "/blog/../staff/accounts",
      "/./staff/accounts",
      "/blog/%2e%2e/staff/accounts",
      "/blog\\..\\staff\\accounts",
    ]) {
      const answer = await rawGet(app.url, path, { Cookie: owner.cookie });
      expect(answer.status, path).toBe(400);
      expect(answer.body).not.toContain("Staff accounts");
    }
  });

  it("reads only the __Host- session cookie over HTTPS", async () => {
    const plain = await rawGet(app.url, "/staff", { Cookie: owner.cookie });
    expect(plain.status).toBe(200);
    const token = owner.cookie.slice(owner.cookie.indexOf("=") + 1);
    const planted = await rawGet(app.url, "/staff", {
      ...HTTPS,
      Cookie: `staff_session=${token}; __Host-staff_session=forged`,
    });
    expect(planted.status).toBe(303);
    const secure = await rawGet(app.url, "/staff", {
      ...HTTPS,
      Cookie: `__Host-staff_session=${token}`,
    });
    expect(secure.status).toBe(200);
  });

  it("lets no page frame a staff page, and previews public pages only", async () => {
    const staffPage = await rawGet(app.url, "/staff/sign-in");
    expect(staffPage.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(staffPage.headers["x-frame-options"]).toBe("DENY");
    const publicPage = await rawGet(app.url, "/about");
    expect(publicPage.headers["content-security-policy"]).toContain("frame-ancestors 'self'");

    for (const path of [
      "/./staff/accounts",
      "/STAFF/accounts",
      "/%73taff/accounts",
      "//evil.example",
    ]) {
      const preview = await rawGet(
        app.url,
        `/staff/content/preview?path=${encodeURIComponent(path)}`,
        { Cookie: owner.cookie },
      );
      expect(preview.status, path).toBe(200);
      expect(preview.body, path).toMatch(/<iframe[^>]*src="\/"/);
    }
  });

  it("logs a failed staff page through the redacting logger, never the query's values", async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(" "));
    });
    const searched = "private.person@example.com";
    await app.database.db.execute(sql`alter table lead rename column email to email_gone`);
    try {
      const answer = await rawGet(app.url, `/staff?q=${encodeURIComponent(searched)}`, {
        Cookie: owner.cookie,
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.database.db.execute(sql`alter table lead rename column email_gone to email`);
      spy.mockRestore();
    }
    expect(log.text).toContain("page request failed");
    expect(log.text).not.toContain(searched);
    expect(printed.join("\n")).not.toContain(searched);
  });

  it("ends the old password and every session the moment an owner resets it", async () => {
    const member = await signedInMember(app, "staff");
    const accountId = (await app.services.staff.accounts.findByEmail(member.email))!.id;
    // The accounts page's form (decision 0020): nothing happens until its "Yes" box is ticked.
    const unconfirmed = await accountsForm(app, owner, { intent: "reset", accountId });
    expect(unconfirmed.status).toBe(400);
    expect((await rawGet(app.url, "/staff", { Cookie: member.cookie })).status).toBe(200);
    const reset = await accountsForm(app, owner, { intent: "reset", accountId, confirm: "yes" });
    expect(reset.status).toBe(200);
    expect(linkTokenOf(reset.text)).toBeDefined();
    expect((await rawGet(app.url, "/staff", { Cookie: member.cookie })).status).toBe(303);
    const old = await signIn(app, member.email, STAFF_PASSWORD);
    expect(old.status).toBe(401);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_MEMBER} sessions per member, ending the oldest`, async () => {
    const { email } = await createAccount(app, "staff");
    const cookies: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_MEMBER; i++) {
      const answer = await signIn(app, email, STAFF_PASSWORD);
      cookies.push(sessionCookieOf(answer.response)!);
    }
    const states = await Promise.all(
      cookies.map(async (cookie) => (await rawGet(app.url, "/staff", { Cookie: cookie })).status),
    );
    expect(states[0]).toBe(303);
    expect(states.slice(1)).toEqual(Array(MAX_SESSIONS_PER_MEMBER).fill(200));
  });

  it("describes only the public API to anonymous visitors", async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain("/contactdata");
    expect(Object.keys(doc.paths).filter((path) => path.startsWith("/staff"))).toEqual([]);
    expect(doc.components).not.toHaveProperty("securitySchemes");
  });

  it("takes a page as long as the content allows from an editor, and nothing large from others", async () => {
    const live = await exportContent(app.database.db);
    const post = live.blog[0]!;
    const body = `<p>${"Long read about skin care. ".repeat(7_000)}</p>`.slice(0, 199_000);
    // The post's editor form as a browser posts it (decision 0020), its body url-encoded.
    const editor = staffBrowser(app, owner);
    const form = withFields(
      renderedFields(await editor.page("/staff/content/blog/0"), "post-heading"),
      {
        post_description: body,
      },
    );
    expect(Object.fromEntries(form)).toMatchObject({ record: "blog.0", seen: fingerprint(post) });
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(body.length);
    const saved = await editor.post("/staff/content/blog/0", form);
    expect(saved.status).toBe(302);
    expect((await app.services.staff.editor.draft()).content.blog[0]!.post_description).toBe(body);
    await app.services.staff.editor.discard();

    const anonymous = await postPageForm(app, "/staff/content/blog/0", {
      intent: "save",
      record: "blog.0",
      seen: "x",
      post_description: body,
    });
    expect(routeAnswerOf(anonymous.response)).toBe("303 /staff/sign-in");
    expect((await app.services.staff.editor.draft()).revision).toBe(0);
    const publicForm = await postJson(`${app.url}/api/contactdata`, { name: body });
    expect(publicForm.status).toBe(413);
  });

  it("lets only an owner choose where new leads are e-mailed, and keeps it out of the public API", async () => {
    const member = await signedInMember(app, "staff");
    // The accounts page's forms as a browser posts them (decision 0020).
    const notificationEmail = (by: SignedInMember, email: string) =>
      accountsForm(app, by, { intent: "notification-email", email });
    await accountsForm(app, owner, { intent: "content-access", staffMayEdit: "yes" });
    const refused = await notificationEmail(member, "attacker@example.org");
    expect(refused.status).toBe(403);

    // A member who may edit content sends the content's old field with the salon editor's form
    // (which has no such field): nothing follows from it.
    const live = await exportContent(app.database.db);
    const save = await postSalonForm(app, member, {
      config_emailid: "attacker@example.org",
      "salon_info.config.config_emailid": "attacker@example.org",
    });
    expect(save.status).toBe(302);
    const published = await postPageForm(
      app,
      "/staff/content",
      { csrfToken: member.csrfToken, intent: "publish" },
      { Cookie: member.cookie },
    );
    expect(published.status).toBe(302);
    expect(await readOwnerSetting(app.database.db, LEAD_NOTIFICATION_EMAIL)).not.toBe(
      "attacker@example.org",
    );
    const after = await exportContent(app.database.db);
    expect(after.salon.salon_info.config.config_emailid).toBe(
      live.salon.salon_info.config.config_emailid,
    );

    const chosen = await notificationEmail(owner, "Front.Desk@Example.org");
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe("/staff/accounts");
    expect(noticeOf(chosen.response)?.text).toBe(
      "New leads will be e-mailed to front.desk@example.org.",
    );
    expect(await readOwnerSetting(app.database.db, LEAD_NOTIFICATION_EMAIL)).toBe(
      "front.desk@example.org",
    );
    const invalid = await notificationEmail(owner, "not an address");
    expect(invalid.status).toBe(400);
    // Refused beside the field, with what was typed kept; the saved address stays.
    expect(fieldErrorOf(invalid.text, "notification-email")).toBe(
      "Enter an e-mail address like name@example.com, or leave it empty",
    );
    expect(invalid.text).toContain('value="not an address"');
    expect(await readOwnerSetting(app.database.db, LEAD_NOTIFICATION_EMAIL)).toBe(
      "front.desk@example.org",
    );
    const events = await app.database.db
      .select()
      .from(t.staffEvent)
      .where(eq(t.staffEvent.action, "notification_email_changed"));
    // The audit trail says an address was set, never which.
    expect(events.map((row) => row.detail)).toContain("address set");
    expect(JSON.stringify(events)).not.toContain("front.desk");

    const answer = (await (await fetch(`${app.url}/api/homewebsettings`)).text()).toLowerCase();
    // SPEC.md 3's config_emailid is there, as the public front desk, never the owners' address.
    const record = JSON.parse(answer) as {
      salon_info: { salon_email_id: string; config: { config_emailid: string } };
    };
    expect(record.salon_info.config.config_emailid).toBe(record.salon_info.salon_email_id);
    expect(answer).not.toContain("front.desk@example.org");
    await accountsForm(app, owner, { intent: "content-access" });
  });
});
