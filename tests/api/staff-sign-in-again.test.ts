/**
 * Signing in again without losing work (issue 35, decision 0045), over HTTP as a browser posts:
 * a post whose session has ended is kept (sealed, nothing stored in the content) and answered
 * with a redirect to sign in, document and `.data` posts alike; after signing in, `/staff/kept`
 * sends it on with the new session's token and the content is stored; a foreign origin is still
 * refused and keeps nothing; another member cannot send it on; a file is not kept. And the
 * sign-in page fills in the e-mail of the account this browser signed in to last.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { KEPT_HEADING } from "~/lib/staff/kept-form";
import { tokenHash } from "~/server/staff/sessions/tokens.server";
import { oneBackend } from "../support/test-app";
import {
  sessionCookieOf,
  signedInMember,
  signInFully,
  type SignedInMember,
} from "../support/staff";
import { ownerOnPagesForBlock, renderedFields, withFields } from "../support/rendered-form";

const TITLE = "Winter glow, kept while she signed in again";
const BODY = "<p>Three steps for dry skin in January.</p>";

/** The `name=value` pair of a Set-Cookie whose name ends with `name`, if any. */
function setCookieOf(response: Response, name: string) {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    if (pair.slice(0, pair.indexOf("=")).endsWith(name)) return pair;
  }
  return undefined;
}

describe.each(oneBackend)("a post whose sign-in has ended, on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);

  const db = () => running.app.database.db;
  const url = (path: string) => `${running.app.url}${path}`;
  const keptRows = async () => (await db().select({ n: count() }).from(t.staffKeptForm))[0]!.n;
  const blogCount = async () =>
    (await running.app.services.staff.editor.draft()).content.blog.length;

  /** Her session as if the phone lay 35 minutes untouched (the idle limit is 30). */
  async function idle35Minutes(member: Pick<SignedInMember, "cookie">) {
    const token = member.cookie.slice(member.cookie.indexOf("=") + 1);
    await db()
      .update(t.staffSession)
      .set({ lastSeenAt: new Date(Date.now() - 35 * 60_000) })
      .where(eq(t.staffSession.tokenHash, tokenHash(token)));
  }

  /** A fresh session of `member` (as after signing in again), its cookie and token. */
  async function signedInAgain(member: SignedInMember) {
    const answer = await signInFully(running.app, member);
    return sessionCookieOf(answer.response)!;
  }

  /** The new post's form as the page rendered it, with the title and body typed. */
  async function typedNewPost(owner: SignedInMember) {
    const index = await blogCount();
    const page = `/staff/content/blog/${index}`;
    const html = await (await fetch(url(page), { headers: { Cookie: owner.cookie } })).text();
    const fields = withFields(renderedFields(html, "post-heading"), {
      post_title: TITLE,
      post_description: BODY,
      csrfToken: owner.csrfToken,
    });
    return { page, index, fields };
  }

  const post = (path: string, fields: [string, string][], headers: Record<string, string>) =>
    fetch(url(path), {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: running.app.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(fields),
    });

  it("keeps it sealed, sends her to sign in, and stores it only when she sends it on", async () => {
    const owner = running.owner;
    const { page, index, fields } = await typedNewPost(owner);
    const before = await blogCount();
    await idle35Minutes(owner);

    const kept = await post(page, fields, { Cookie: owner.cookie });
    expect(kept.status).toBe(303);
    expect(kept.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
    const keptCookie = setCookieOf(kept, "staff_kept");
    expect(keptCookie).toBeDefined();
    expect(kept.headers.getSetCookie().join("\n")).toMatch(
      /staff_kept=[^;]+; Path=\/staff; Max-Age=7200; HttpOnly; SameSite=Lax/,
    );
    // Nothing in the content, and the table holds no readable text (AES-256-GCM).
    expect(await blogCount()).toBe(before);
    const [row] = await db().select().from(t.staffKeptForm);
    expect(row!.userId).toBe(owner.userId);
    expect(Buffer.from(row!.sealed).toString("latin1")).not.toContain("Winter glow");
    // Nothing typed in the address she is sent to.
    expect(kept.headers.get("location")).not.toContain("Winter");

    // Signed in again (password and code): the kept page offers it, with the new token.
    const cookie = await signedInAgain(owner);
    const cookies = `${cookie}; ${keptCookie}`;
    const shown = await fetch(url("/staff/kept"), { headers: { Cookie: cookies } });
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain(KEPT_HEADING);
    expect(html).toContain(`action="${page}"`);
    const resent = renderedFields(html, "kept-heading");
    expect(resent).toContainEqual(["post_title", TITLE]);
    expect(resent.filter(([name]) => name === "csrfToken")).toHaveLength(1);
    expect(resent.find(([name]) => name === "csrfToken")![1]).not.toBe(owner.csrfToken);

    // Sent on: the same guard and action as any post; stored, the kept copy purged.
    const saved = await post(page, resent, { Cookie: cookies });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${page}#blog.${index}`);
    expect((await running.app.services.staff.editor.draft()).content.blog[index]).toMatchObject({
      post_title: TITLE,
      post_description: BODY,
    });
    expect(setCookieOf(saved, "staff_kept")).toBe("staff_kept=");
    expect(await keptRows()).toBe(0);
    running.owner = { ...owner, cookie, headers: { ...owner.headers, Cookie: cookie } };
    await running.app.services.staff.editor.discard();
  });

  it("keeps a post React Router sends with JavaScript (.data) the same way", async () => {
    const owner = running.owner;
    const token = owner.cookie.slice(owner.cookie.indexOf("=") + 1);
    const { page, fields } = await typedNewPost({ ...owner });
    await idle35Minutes({ cookie: `x=${token}` });
    const kept = await post(`${page}.data`, fields, { Cookie: owner.cookie });
    // Single fetch answers a redirect as data the page follows (202 with the target).
    expect(kept.status).toBe(202);
    expect(await kept.text()).toContain("/staff/sign-in?next=%2Fstaff%2Fkept");
    expect(setCookieOf(kept, "staff_kept")).toBeDefined();
    expect(await keptRows()).toBe(1);
    await db().delete(t.staffKeptForm);
  });

  it("still refuses a post from another site, and keeps nothing", async () => {
    const owner = running.owner;
    const { page, fields } = await typedNewPost(owner);
    await idle35Minutes(owner);
    const foreign: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const refused = await post(page, fields, { Cookie: owner.cookie, ...headers });
      expect([400, 403]).toContain(refused.status);
      expect(setCookieOf(refused, "staff_kept")).toBeUndefined();
    }
    expect(await keptRows()).toBe(0);
  });

  it("does not send it on for another member signed in on that browser", async () => {
    const owner = running.owner;
    const { page, fields } = await typedNewPost(owner);
    // Her session is live here: it is ended by time just before the post.
    const fresh = await signedInAgain(owner);
    const ownerNow = { ...owner, cookie: fresh };
    await idle35Minutes(ownerNow);
    const kept = await post(page, fields, { Cookie: fresh });
    const keptCookie = setCookieOf(kept, "staff_kept")!;
    expect(keptCookie).toBeDefined();
    const before = await blogCount();

    const other = await signedInMember(running.app, "staff");
    const cookies = `${other.cookie}; ${keptCookie}`;
    const shown = await (await fetch(url("/staff/kept"), { headers: { Cookie: cookies } })).text();
    expect(shown).toContain("Nothing is waiting to be saved");
    expect(shown).not.toContain(TITLE);
    expect(await keptRows()).toBe(1);
    expect(await blogCount()).toBe(before);
    await db().delete(t.staffKeptForm);
  });

  it("does not keep a form with a file, and says so on the sign-in page", async () => {
    const owner = running.owner;
    const fresh = await signedInAgain(owner);
    await idle35Minutes({ cookie: fresh });
    const form = new FormData();
    form.set("csrfToken", "stale");
    form.set("alt", "A treatment room");
    form.set("file", new Blob(["not really a photo"], { type: "image/jpeg" }), "room.jpg");
    const refused = await fetch(url("/staff/content/blog/0"), {
      method: "POST",
      redirect: "manual",
      headers: { Origin: running.app.url, "Sec-Fetch-Site": "same-origin", Cookie: fresh },
      body: form,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(
      "/staff/sign-in?notKept=1&next=%2Fstaff%2Fcontent%2Fblog%2F0",
    );
    expect(await keptRows()).toBe(0);
    const signInPage = await (await fetch(url(refused.headers.get("location")!))).text();
    expect(signInPage).toContain("A form with a file (a photo) cannot be kept");
  });
});

describe.each(oneBackend)("the sign-in page's e-mail, on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);

  const emailValue = async (cookie?: string) => {
    const html = await (
      await fetch(`${running.app.url}/staff/sign-in`, { headers: cookie ? { Cookie: cookie } : {} })
    ).text();
    const input = /<input[^>]*id="sign-in-email"[^>]*>/.exec(html)?.[0] ?? "";
    return /value="([^"]*)"/.exec(input)?.[1] ?? "";
  };

  it("is the account this browser signed in to (its device cookie), empty for one that never did", async () => {
    expect(await emailValue()).toBe("");
    const signedIn = await signInFully(running.app, running.owner);
    const device = signedIn.response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0]!)
      .find((pair) => pair.includes("staff_device_"))!;
    expect(device).toBeDefined();
    expect(await emailValue(device)).toBe(running.owner.email);
    // A forged or altered cookie fills in nothing (which account was last: tests/unit).
    expect(await emailValue(`${device.split("=")[0]}=forged.1.x`)).toBe("");
  });
});
