import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { backends, eventually, postJson, startTestApp, testAppForBlock } from "../support/test-app";
import { DatabaseRateLimitStore, RATE_LIMIT_MESSAGE } from "~/server/api/rate-limit.server";
import { rateLimitHit } from "~/server/db/schema.server";

const at = (time: string) => Date.parse(`2026-03-02T${time}Z`);

describe.each(backends)("per-IP rate limits on %s", (backend) => {
  const app = testAppForBlock(backend, {
    env: {
      RATE_LIMIT_FORM_POSTS: "3",
      RATE_LIMIT_OTHER_POSTS: "5",
      RATE_LIMIT_CAPTCHA_CHALLENGES: "4",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    },
  });

  it("answers 429 with a clear message once a client sends too many forms", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await postJson(`${app.url}/api/LadingFormdataConsultation`, {});
      statuses.push(last.status);
    }
    // The first three are judged on their content (400: empty), then the limit answers.
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(last?.json).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(last?.response.headers.get("ratelimit-policy")).toMatch(/^3;w=600/);
    // The form limit covers every form endpoint, uploads included.
    const upload = await fetch(`${app.url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
      method: "POST",
      body: new FormData(),
    });
    expect(upload.status).toBe(429);
  });

  it("counts other POSTs separately, with their own limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await postJson(`${app.url}/api/wsreviewsPost`, {
        salon_id: 6186,
        offset: 0,
        limit: 5,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts every spelling of a form path that reaches the handler in the form limit", async () => {
    const other = await startTestApp(backend, {
      RATE_LIMIT_FORM_POSTS: "2",
      RATE_LIMIT_OTHER_POSTS: "100",
    });
    try {
      const statuses: number[] = [];
      for (const path of ["/api/ContactData", "/api/contactdata/", "/api/CONTACTDATA"]) {
        statuses.push((await postJson(`${other.url}${path}`, {})).status);
      }
      // Express routes all three to the contact handler, so all three count as forms.
      expect(statuses).toEqual([400, 400, 429]);
      const upload = await fetch(`${other.url}/api/WSwebsiteinfo/uploadFilesFromWebsites/`, {
        method: "POST",
        body: new FormData(),
      });
      expect(upload.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("limits captcha challenges on their own, generous limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await fetch(`${app.url}/api/captcha/challenge`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("counts the last window, not the clock's: a limit spent at 10:09:55 holds at 10:10:05", async () => {
    let clock = at("10:09:55");
    const store = new DatabaseRateLimitStore(
      app.database.db,
      "rolling",
      app.services.logger,
      () => clock,
    );
    store.init({ windowMs: 600_000 });
    for (let i = 1; i <= 3; i++) expect((await store.increment("198.51.100.9")).totalHits).toBe(i);
    // A window aligned on the clock started again at 10:10:00; the rolling count goes on, and
    // says when it next goes down: ten minutes after the slice (10:09:50-10:10:00) of the first.
    clock = at("10:10:05");
    expect(await store.increment("198.51.100.9")).toEqual({
      totalHits: 4,
      resetTime: new Date(at("10:20:00")),
    });
    clock = at("10:20:00");
    expect((await store.increment("198.51.100.9")).totalHits).toBe(2);
  });

  it("drops its own slices that no longer count, and no other store's, under any collation", async () => {
    const { db } = app.database;
    // Under an ICU collation ";" sorts before ":", and a range of keys from "name:" to "name;"
    // matched nothing: the counts were never pruned. The server's ICU collation where it has one.
    // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves it unknown.
    const icu = (await db.execute(
      sql`select 1 from pg_collation where collname = 'en-US-x-icu'`,
    )) as unknown as { rows: unknown[] };
    if (icu.rows.length > 0) {
      await db.execute(
        sql`alter table rate_limit_hit alter column key type text collate "en-US-x-icu"`,
      );
    }
    const old = new Date(at("08:00:00"));
    await db.insert(rateLimitHit).values([
      { key: "pruned:198.51.100.8", windowStart: old, hits: 3 },
      { key: "pruned-hourly:198.51.100.8", windowStart: old, hits: 3 },
    ]);
    const store = new DatabaseRateLimitStore(db, "pruned", app.services.logger, () =>
      at("10:00:00"),
    );
    store.init({ windowMs: 600_000 });
    await store.increment("198.51.100.8");
    const keysAt = async (windowStart: Date) =>
      (
        await db
          .select({ key: rateLimitHit.key })
          .from(rateLimitHit)
          .where(eq(rateLimitHit.windowStart, windowStart))
      )
        .map((row) => row.key)
        .filter((key) => key.startsWith("pruned"))
        .join(" ");
    expect(await eventually(() => keysAt(old), "pruned-hourly:198.51.100.8")).toBe(
      "pruned-hourly:198.51.100.8",
    );
  });

  it("never limits reading", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${app.url}/api/wsmenu`)).status).toBe(200);
    }
  });
});
