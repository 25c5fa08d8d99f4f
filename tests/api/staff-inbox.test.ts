/**
 * The leads inbox and the work on a lead, through the staff pages' routes and the inbox service,
 * on the embedded database and on PostgreSQL: the list's filters, search and keyset paging,
 * status changes that never overwrite each other, notes and history, the CSV export and the resume
 * download (resource routes under /staff), the owner's delete, the recorded views and exports,
 * and nothing personal in the logs.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { leadsQuery } from "~/server/staff/inbox/inbox-list.server";
import { rowsOf } from "~/server/staff/inbox/inbox-sql.server";
import type { InboxFilter } from "~/lib/staff/schemas";
import { backends, logCapture, testAppForBlock } from "../support/test-app";
import {
  insertResume,
  insertLead,
  noticeOf,
  routeAnswerOf,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";

const HOUR = 3_600_000;
const UNKNOWN_UUID = "5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11";
const RESUME = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/resume.pdf"));

/** Filled in as the leads are created: what the log must never contain. */
const PERSONAL = ["Zelda Formula", "zelda@example.com", "Quentin", "quentin.career@example.com"];

describe.each(backends)("leads inbox on %s", (backend) => {
  const log = logCapture();
  const ids: Record<string, string> = {};
  const now = Date.now();

  const db = () => app.database.db;
  const inbox = () => app.services.staff.inbox;
  const url = (p: string) => `${app.url}${p}`;
  /** The lead page's form as a browser posts it without JavaScript (the page's own action). */
  const act = (
    leadId: string,
    fields: Record<string, string>,
    member: SignedInMember,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${app.url}/staff/leads/${leadId}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...member.headers,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams({ csrfToken: member.csrfToken, ...fields }),
    });
  /** A link followed in the browser: a staff route, no redirect followed. */
  const get = (p: string, member?: SignedInMember, headers: Record<string, string> = {}) =>
    fetch(url(p), {
      redirect: "manual",
      headers: { ...(member ? { Cookie: member.cookie } : {}), ...headers },
    });
  /** The inbox's export form as a browser posts it: url-encoded fields with the token. */
  const exportCsv = (filter: Record<string, string>, member?: SignedInMember) =>
    fetch(url("/staff/leads.csv"), {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(member ? member.headers : { Origin: app.url }),
      },
      body: new URLSearchParams({ ...(member ? { csrfToken: member.csrfToken } : {}), ...filter }),
    });
  const events = (leadId: string, action: string) =>
    db()
      .select()
      .from(t.staffEvent)
      .where(and(eq(t.staffEvent.leadId, leadId), eq(t.staffEvent.action, action)));

  const app = testAppForBlock(backend, { env: { LOG_LEVEL: "debug" }, log, pages: true });
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");
  beforeAll(async () => {
    const d = db();
    const contact = await insertLead(d, {
      kind: "contact",
      firstName: "Zelda Formula",
      email: "zelda@example.com",
      phone: "(718) 555-0100",
      subject: '=HYPERLINK("http://evil")',
      message: "-2+3 please call",
      sourcePage: "/contact-us",
      createdAt: new Date(now - 30 * HOUR),
    });
    ids.contact = contact.id;
    const file = await insertResume(d, 'resume_Quentin "CV" é.pdf', RESUME);
    ids.file = file.id;
    const career = await insertLead(d, {
      kind: "career",
      firstName: "Quentin",
      lastName: "Career",
      email: "quentin.career@example.com",
      phone: "(347) 555-0111",
      message: "Licensed esthetician.",
      resumeId: file.id,
      sourcePage: "/career",
      createdAt: new Date(now - 2 * HOUR),
    });
    ids.career = career.id;
    await d.insert(t.mailOutbox).values({ leadId: career.id });
    const ipl = await insertLead(d, {
      kind: "consultation_ipl",
      firstName: "Ivy",
      lastName: "Light",
      email: "ivy@example.com",
      phone: "9175550123",
      sourcePage: "/ipl-therapy-staten-island-ads",
      createdAt: new Date(now - 1 * HOUR),
    });
    ids.ipl = ipl.id;
    // Enough leads of one kind for three pages of 5, some sharing a timestamp to the microsecond.
    const same = new Date(now - 50 * HOUR);
    await d.insert(t.lead).values(
      Array.from({ length: 12 }, (_, i) => ({
        kind: "treatment" as const,
        firstName: `Bulk${i}`,
        lastName: "Lead",
        email: `bulk${i}@example.com`,
        phone: `212555${String(1000 + i)}`,
        treatment: "tattoo",
        sourcePage: "/tattoo-and-ipl-ads",
        createdAt: i < 4 ? same : new Date(now - (60 + i) * HOUR),
      })),
    );
  });

  describe("the list", () => {
    it("counts New and overdue leads for the header", async () => {
      // 15 leads, all New; the contact (30 h) and the 12 bulk leads (50 h and older) are overdue.
      expect(await inbox().counts()).toEqual({ new: 15, overdue: 13 });
    });

    it("pages along the (created_at, id) index, never sorting the whole table", async () => {
      // A bare created_at in the ORDER BY once named the cursor's text column: a seq scan and a
      // sort of every lead per page (100 ms at 100,000 leads instead of 2). Seq scans off, so the
      // plan does not depend on this table's few rows.
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<Record<string, string>>(
          tx,
          sql`explain ${leadsQuery({}, { limit: 51, cutoff: new Date() })}`,
        );
      });
      const text = plan.map((row) => Object.values(row).join(" ")).join("\n");
      expect(text).toMatch(/Index (Only )?Scan Backward using lead_created_idx/);
      expect(text).not.toMatch(/Sort/);
    });

    it("lists every kind newest first, with the overdue mark", async () => {
      const page = await inbox().list({}, 50);
      expect(page.leads.map((l) => l.id).slice(0, 3)).toEqual([ids.ipl, ids.career, ids.contact]);
      expect(page.leads).toHaveLength(15);
      const [ipl, career, contact] = page.leads;
      expect(ipl).toMatchObject({ kind: "consultation_ipl", name: "Ivy Light", overdue: false });
      expect(career).toMatchObject({ kind: "career", name: "Quentin Career", status: "new" });
      expect(contact).toMatchObject({ kind: "contact", name: "Zelda Formula", overdue: true });
      expect(page.older).toBeNull();
      expect(page.newer).toBeNull();
    });

    it("filters by kind, status, overdue and date range", async () => {
      const kinds = async (filter: InboxFilter) =>
        (await inbox().list(filter, 50)).leads.map((l) => l.kind);
      expect(await kinds({ kind: "contact" })).toEqual(["contact"]);
      expect(await kinds({ kind: "treatment" })).toHaveLength(12);
      expect(await kinds({ kind: "consultation" })).toEqual([]);
      expect(await kinds({ status: "overdue", kind: "contact" })).toEqual(["contact"]);
      expect(await kinds({ status: "booked" })).toEqual([]);
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
        new Date(now - 1 * HOUR),
      );
      const onDay = await inbox().list({ from: today, to: today, kind: "consultation_ipl" }, 50);
      expect(onDay.leads.map((l) => l.id)).toEqual([ids.ipl]);
      const future = await inbox().list({ from: "2999-01-01" }, 50);
      expect(future.leads).toEqual([]);
    });

    it("searches names, e-mails and phones case-insensitively, digits against formatted phones", async () => {
      const found = async (q: string) => (await inbox().list({ q }, 50)).leads.map((l) => l.id);
      expect(await found("zelda form")).toEqual([ids.contact]);
      expect(await found("QUENTIN.CAREER@")).toEqual([ids.career]);
      expect(await found("7185550100")).toEqual([ids.contact]);
      expect(await found("718-555-0100")).toEqual([ids.contact]);
      expect(await found("+1 (718) 555 0100")).toEqual([ids.contact]);
      expect(await found("(347) 555")).toEqual([ids.career]);
      expect(await found("917 555 0123")).toEqual([ids.ipl]);
      // LIKE wildcards are matched literally.
      expect(await found("%")).toEqual([]);
      expect(await found("_")).toEqual([]);
    });

    it("pages by keyset through equal timestamps, forwards and back, without gaps or repeats", async () => {
      const filter: InboxFilter = { kind: "treatment" };
      const seen: string[] = [];
      let page = await inbox().list(filter, 5);
      const pages = [page];
      seen.push(...page.leads.map((l) => l.id));
      while (page.older) {
        page = await inbox().list(filter, 5, { before: page.older });
        pages.push(page);
        seen.push(...page.leads.map((l) => l.id));
      }
      expect(pages.map((p) => p.leads.length)).toEqual([5, 5, 2]);
      expect(new Set(seen).size).toBe(12);
      const all = (await inbox().list(filter, 50)).leads.map((l) => l.id);
      expect(seen).toEqual(all);
      // Back from the last page to the one before it.
      const back = await inbox().list(filter, 5, { after: pages[2]!.newer! });
      expect(back.leads.map((l) => l.id)).toEqual(pages[1]!.leads.map((l) => l.id));
      expect(back.newer).not.toBeNull();
      // A cursor we did not write is ignored: the first page.
      const junk = await inbox().list(filter, 5, { before: "2026-01-01~not-a-uuid" });
      expect(junk.leads.map((l) => l.id)).toEqual(pages[0]!.leads.map((l) => l.id));
    });

    it("draws the last 30 days by source", async () => {
      const chart = await inbox().chart(30);
      expect(chart.days).toHaveLength(30);
      const total = chart.series.reduce((n, s) => n + s.counts.reduce((a, b) => a + b, 0), 0);
      expect(total).toBe(15);
      expect(chart.series.map((s) => s.source)).toContain("Career application, /career");
    });
  });

  describe("a lead", () => {
    it("has everything the visitor sent, the resume's metadata, and records the view", async () => {
      const lead = await inbox().view(ids.career!, await staffId());
      expect(lead).toMatchObject({ kind: "career", name: "Quentin Career", version: 0 });
      expect(lead?.fields.map((f) => f.label)).toEqual([
        "First name",
        "Last name",
        "Phone",
        "E-mail",
        "Message",
      ]);
      expect(lead?.resume).toMatchObject({
        contentType: "application/pdf",
        sizeBytes: RESUME.length,
      });
      expect(await events(ids.career!, "lead_viewed")).toHaveLength(1);
      // The page reloading after a change is not another view; another member's view is.
      await inbox().view(ids.career!, await staffId());
      expect(await events(ids.career!, "lead_viewed")).toHaveLength(1);
      const [ownerRow] = await db()
        .select()
        .from(t.staffUser)
        .where(eq(t.staffUser.email, owner.email));
      await inbox().view(ids.career!, ownerRow!.id);
      expect(await events(ids.career!, "lead_viewed")).toHaveLength(2);
    });

    it("names the treatment as the form offered it, not its stored code (issue 35)", async () => {
      const [bulk] = await db()
        .select({ id: t.lead.id })
        .from(t.lead)
        .where(eq(t.lead.firstName, "Bulk0"));
      await db().update(t.lead).set({ treatment: "ipl-therapy" }).where(eq(t.lead.id, bulk!.id));
      const lead = await inbox().view(bulk!.id, await staffId());
      expect(lead?.fields).toContainEqual({ label: "Treatment", value: "IPL Therapy" });
    });

    it("changes the status by the page's form, and never overwrites a change made meanwhile", async () => {
      const first = await act(
        ids.contact!,
        { intent: "status", status: "contacted", version: "0" },
        staff,
      );
      expect(first.status).toBe(302);
      expect(first.headers.get("location")).toBe(`/staff/leads/${ids.contact}`);
      expect(noticeOf(first)).toEqual({ text: 'Status changed to "Contacted".', tone: "success" });

      const stale = await act(
        ids.contact!,
        { intent: "status", status: "booked", version: "0" },
        owner,
      );
      expect(stale.status).toBe(302);
      expect(noticeOf(stale)?.tone).toBe("warning");
      expect(noticeOf(stale)?.text).toContain('it is now "Contacted"');

      const [row] = await db().select().from(t.lead).where(eq(t.lead.id, ids.contact!));
      expect(row).toMatchObject({ status: "contacted", version: 1 });

      const again = await act(
        ids.contact!,
        { intent: "status", status: "booked", version: "1" },
        owner,
      );
      expect(noticeOf(again)?.text).toBe('Status changed to "Booked".');
      const history = await inbox().history(ids.contact!);
      const changes = history.filter((h) => h.action === "lead_status");
      expect(changes.map((h) => [h.actorEmail, h.fromStatus, h.toStatus])).toEqual([
        [owner.email, "contacted", "booked"],
        [staff.email, "new", "contacted"],
      ]);
    });

    it("shows the action's notice once, inside the staff layout, and only to its own session", async () => {
      const answer = await act(ids.ipl!, { intent: "note", note: "Texted back." }, staff);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("staff_notice="));
      expect(cookie).toContain("HttpOnly");
      const pair = cookie!.split(";")[0]!;
      const page = await fetch(`${app.url}/staff/leads/${ids.ipl}`, {
        headers: { Cookie: `${staff.cookie}; ${pair}` },
      });
      const html = await page.text();
      expect(html).toContain("Note added.");
      expect(page.headers.getSetCookie().some((c) => c.startsWith("staff_notice=;"))).toBe(true);
      // Another session cannot be shown a notice it did not earn (the cookie is signed per session).
      const other = await fetch(`${app.url}/staff/leads/${ids.ipl}`, {
        headers: { Cookie: `${owner.cookie}; ${pair}` },
      });
      expect(await other.text()).not.toContain("Note added.");
    });

    it("lets two people save at once: exactly one wins, the other is told", async () => {
      const answers = await Promise.all(
        (["contacted", "not_interested"] as const).map((status, i) =>
          act(ids.ipl!, { intent: "status", status, version: "0" }, i ? owner : staff),
        ),
      );
      expect(answers.map((a) => noticeOf(a)?.tone).sort()).toEqual(["success", "warning"]);
      const [row] = await db().select().from(t.lead).where(eq(t.lead.id, ids.ipl!));
      expect(row?.version).toBe(1);
    });

    it("validates the status change", async () => {
      const bad = await act(
        ids.contact!,
        { intent: "status", status: "won", version: "-1" },
        staff,
      );
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Choose a status");
    });

    it("refuses a form from another site or without the session's token, changing nothing", async () => {
      const before = await inbox().history(ids.contact!);
      const body = { intent: "note", note: "forged" };
      const crossSite = await act(ids.contact!, body, staff, { Origin: "https://evil.example" });
      // React Router refuses a foreign Origin itself (400) before our guard would (403).
      expect([400, 403], "cross-site origin").toContain(crossSite.status);
      const fetchMeta = await act(ids.contact!, body, staff, { "Sec-Fetch-Site": "cross-site" });
      expect(fetchMeta.status, "fetch metadata").toBe(403);
      const noToken = await act(ids.contact!, { ...body, csrfToken: "" }, staff);
      expect(noToken.status, "no token").toBe(403);
      // Another session's token (a page from before she signed in again): kept until she sends
      // it on from /staff/kept, not done (decision 0045).
      const otherSession = await act(ids.contact!, { ...body, csrfToken: owner.csrfToken }, staff);
      expect(otherSession.status, "another session's token").toBe(303);
      expect(otherSession.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
      const json = await fetch(`${app.url}/staff/leads/${ids.contact}`, {
        method: "POST",
        headers: { ...staff.headers, "Content-Type": "application/json" },
        body: JSON.stringify({ csrfToken: staff.csrfToken, ...body }),
      });
      expect(json.status).toBe(415);
      const big = await act(ids.contact!, { ...body, note: "x".repeat(3 * 1024 * 1024) }, staff);
      expect(big.status).toBe(413);
      expect(await inbox().history(ids.contact!)).toHaveLength(before.length);
    });

    it("adds notes to the history with their author", async () => {
      const note = await act(
        ids.contact!,
        { intent: "note", note: "Called, left a voicemail." },
        staff,
      );
      expect(note.status).toBe(302);
      expect(noticeOf(note)?.text).toBe("Note added.");
      const empty = await act(ids.contact!, { intent: "note", note: "   " }, staff);
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain("Write a note");
      const history = await inbox().history(ids.contact!);
      expect(history[0]).toMatchObject({
        action: "lead_note",
        note: "Called, left a voicemail.",
        actorEmail: staff.email,
      });
    });

    it("stores a note posted with a status change along with it (one form, decision 0038)", async () => {
      const [before] = await db().select().from(t.lead).where(eq(t.lead.id, ids.ipl!));
      // The IPL lead, not the contact inquiry: the export's tests below expect the latter Booked.
      const both = await act(
        ids.ipl!,
        {
          intent: "note",
          note: "Booked by phone.",
          status: "booked",
          version: `${before!.version}`,
        },
        staff,
      );
      expect(both.status).toBe(302);
      expect(noticeOf(both)?.text).toBe('Status changed to "Booked". Your note was added.');
      const history = await inbox().history(ids.ipl!);
      expect(history.slice(0, 2).map((h) => [h.action, h.note ?? h.toStatus])).toEqual([
        ["lead_note", "Booked by phone."],
        ["lead_status", "booked"],
      ]);
    });

    it("answers 404 for unknown and malformed ids, before any query for the malformed", async () => {
      for (const id of [UNKNOWN_UUID, "abc", "1%27%20or%201=1", "x".repeat(300)]) {
        const status = await act(id, { intent: "status", status: "booked", version: "0" }, staff);
        expect(status.status, id).toBe(404);
        const note = await act(id, { intent: "note", note: "hi" }, staff);
        expect(note.status, id).toBe(404);
        expect((await get(`/staff/leads/${id}/resume`, staff)).status, id).toBe(404);
        const del = await act(id, { intent: "delete", confirm: "yes" }, owner);
        expect(del.status, id).toBe(404);
      }
      // A lead that is not a career application has no resume.
      expect((await get(`/staff/leads/${ids.contact}/resume`, staff)).status).toBe(404);
    });

    it("renders a refusal inside the staff layout, not the public error page", async () => {
      const page = await fetch(`${app.url}/staff/accounts`, { headers: { Cookie: staff.cookie } });
      expect(page.status).toBe(403);
      const html = await page.text();
      expect(html).toContain("Spa staff");
      expect(html).toContain("Not allowed");
      expect(html).not.toContain("Server ERROR");
    });
  });

  describe("resume download", () => {
    it("is refused without a session: the sign-in page, no file, nothing recorded", async () => {
      const before = await db().select().from(t.staffEvent);
      const answer = await get(`/staff/leads/${ids.career}/resume`);
      expect(routeAnswerOf(answer)).toBe("303 /staff/sign-in");
      expect(answer.headers.get("location")).toBe(
        `/staff/sign-in?next=${encodeURIComponent(`/staff/leads/${ids.career}/resume`)}`,
      );
      expect(answer.headers.get("content-disposition")).toBeNull();
      expect(Buffer.from(await answer.arrayBuffer()).includes(RESUME.subarray(0, 64))).toBe(false);
      expect(await db().select().from(t.staffEvent)).toHaveLength(before.length);
    });

    it("is an attachment with the stored type, nosniff and no-store, and is recorded", async () => {
      const answer = await get(`/staff/leads/${ids.career}/resume`, staff);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="resume_Quentin _CV_ _.pdf"; filename*=UTF-8''resume_Quentin%20%22CV%22%20%C3%A9.pdf`,
      );
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await answer.arrayBuffer()).equals(RESUME)).toBe(true);
      expect(await events(ids.career!, "resume_downloaded")).toHaveLength(1);
    });

    it("is refused when another site's link asks for it, and not recorded", async () => {
      for (const site of ["cross-site", "same-site"]) {
        const answer = await get(`/staff/leads/${ids.career}/resume`, staff, {
          "Sec-Fetch-Site": site,
        });
        expect(answer.status, site).toBe(403);
        expect(answer.headers.get("content-disposition"), site).toBeNull();
      }
      expect(await events(ids.career!, "resume_downloaded")).toHaveLength(1);
    });
  });

  describe("CSV export", () => {
    it("is refused without a session: the sign-in page, no file, nothing recorded", async () => {
      const before = await db().select().from(t.staffEvent);
      const answer = await exportCsv({});
      expect(routeAnswerOf(answer)).toBe("303 /staff/sign-in");
      expect(answer.headers.get("content-disposition")).toBeNull();
      expect(await db().select().from(t.staffEvent)).toHaveLength(before.length);
    });

    it("is UTF-8 with a BOM and CRLF, neutralises formulas, and follows the filters", async () => {
      const answer = await exportCsv({ kind: "contact", q: "zelda" }, owner);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(answer.headers.get("content-disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString("utf8");
      const lines = text.split("\r\n");
      expect(lines[0]).toBe(
        '"received","form","source_page","name","phone","email","treatment","subject","message","status","overdue","notes","id","campaign","utm_source","utm_medium","utm_term","utm_content","landing_page","referrer_host","ad_click","resume_id","resume_file_name"',
      );
      expect(lines).toHaveLength(3); // header, one lead, the final CRLF
      expect(lines[1]).toContain("Zelda Formula");
      expect(lines[1]).toContain(ids.contact);
      // What they wrote and what the staff noted travel with the lead; the status in words.
      expect(lines[1]).toContain("please call");
      expect(lines[1]).toContain("Called, left a voicemail.");
      expect(lines[1]).toContain('"Booked"');
      expect(text).not.toContain("\n\n");

      const all = await (await exportCsv({}, owner)).text();
      expect(all.split("\r\n")).toHaveLength(17);
    });

    it("neutralises every cell a spreadsheet would run", async () => {
      const lead = await insertLead(db(), {
        kind: "consultation",
        firstName: "=cmd|' /C calc'!A0",
        lastName: "x",
        email: "@SUM(1+1)@example.com",
        phone: "+15551234567",
        sourcePage: "-1+1",
      });
      const text = await (await exportCsv({ kind: "consultation" }, owner)).text();
      const row = text.split("\r\n")[1]!;
      expect(row).toContain(`,"'-1+1",`);
      expect(row).toContain(`,"'=cmd|' /C calc'!A0 x",`);
      expect(row).toContain(`,"'+15551234567",`);
      expect(row).toContain(`,"'@SUM(1+1)@example.com",`);
      await inbox().remove(lead.id, await staffId());
    });

    it("keeps a cell holding another locale's separators one cell", async () => {
      const lead = await insertLead(db(), {
        kind: "consultation",
        firstName: "a;=1+1;b",
        lastName: "c\t=2+2",
        email: "semi@example.com",
        phone: "0",
      });
      const text = await (await exportCsv({ kind: "consultation", q: "semi@" }, owner)).text();
      expect(text.split("\r\n")[1]).toContain(`,"a;=1+1;b c\t=2+2",`);
      await inbox().remove(lead.id, await staffId());
    });

    it("writes nothing on a GET, which any site's link could trigger (405)", async () => {
      const before = await db().select().from(t.staffEvent);
      for (const member of [staff, owner]) {
        const answer = await get("/staff/leads.csv?kind=contact", member);
        expect([404, 405]).toContain(answer.status);
        expect(answer.headers.get("content-disposition")).toBeNull();
        expect(await answer.text()).not.toContain("Zelda");
      }
      expect(await db().select().from(t.staffEvent)).toHaveLength(before.length);
    });

    it("refuses a POST from another site or without the token, recording nothing", async () => {
      const before = await db().select().from(t.staffEvent);
      const body = new URLSearchParams({ csrfToken: owner.csrfToken });
      const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: owner.cookie };
      const foreign = await fetch(url("/staff/leads.csv"), {
        method: "POST",
        headers: { ...form, Origin: "https://evil.example" },
        body,
      });
      expect(foreign.status).toBe(403);
      // Fetch Metadata alone says cross-site (an Origin rewritten on the way, say): refused too.
      const crossSite = await fetch(url("/staff/leads.csv"), {
        method: "POST",
        headers: { ...form, Origin: app.url, "Sec-Fetch-Site": "cross-site" },
        body,
      });
      expect(crossSite.status, "cross-site").toBe(403);
      const noOrigin = await fetch(url("/staff/leads.csv"), {
        method: "POST",
        headers: form,
        body,
      });
      expect(noOrigin.status, "no origin").toBe(403);
      for (const answer of [foreign, crossSite, noOrigin]) {
        expect(answer.headers.get("content-disposition")).toBeNull();
      }
      const noToken = await fetch(url("/staff/leads.csv"), {
        method: "POST",
        headers: { ...form, Origin: app.url },
        body: new URLSearchParams({ kind: "contact" }),
      });
      expect(noToken.status, "no token").toBe(403);
      expect(await db().select().from(t.staffEvent)).toHaveLength(before.length);
    });

    it("records the export with its filter and count, and a lead_exported row per lead", async () => {
      const before = await events(ids.contact!, "lead_exported");
      await exportCsv({ kind: "contact", status: "booked", q: "zelda" }, owner);
      const after = await events(ids.contact!, "lead_exported");
      expect(after.length).toBe(before.length + 1);
      const audits = await db()
        .select()
        .from(t.staffEvent)
        .where(eq(t.staffEvent.action, "leads_exported"));
      const last = audits.sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
      expect(last?.detail).toBe(
        "leads: Contact inquiry only, marked Booked, matching a search; 1 lead",
      );
      expect(last?.detail).not.toContain("zelda");
      // Not exported: nothing recorded on other leads by this export.
      expect((await events(ids.ipl!, "lead_exported")).length).toBe(
        (await events(ids.career!, "lead_exported")).length,
      );
    });
  });

  describe("delete", () => {
    it("is for owners only (403 for staff), and only once confirmed", async () => {
      const answer = await act(ids.career!, { intent: "delete", confirm: "yes" }, staff);
      expect(answer.status).toBe(403);
      const unconfirmed = await act(ids.career!, { intent: "delete" }, owner);
      expect(unconfirmed.status).toBe(400);
      expect(answer.status).toBe(403);
      const [row] = await db().select().from(t.lead).where(eq(t.lead.id, ids.career!));
      expect(row).toBeDefined();
    });

    it("removes the lead, its resume, its outbox row and its history, with an audit row", async () => {
      const answer = await act(ids.career!, { intent: "delete", confirm: "yes" }, owner);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/staff");
      const d = db();
      expect(await d.select().from(t.lead).where(eq(t.lead.id, ids.career!))).toEqual([]);
      expect(await d.select().from(t.uploadedFile).where(eq(t.uploadedFile.id, ids.file!))).toEqual(
        [],
      );
      expect(
        await d.select().from(t.mailOutbox).where(eq(t.mailOutbox.leadId, ids.career!)),
      ).toEqual([]);
      expect(
        await d.select().from(t.staffEvent).where(eq(t.staffEvent.leadId, ids.career!)),
      ).toEqual([]);
      const audits = await d
        .select()
        .from(t.staffEvent)
        .where(eq(t.staffEvent.action, "lead_deleted"));
      const audit = audits.find((row) => row.detail?.includes(ids.career!));
      expect(audit?.detail).toBe(`career lead ${ids.career} and its resume`);
      expect(audit?.leadId).toBeNull();
      expect((await get(`/staff/leads/${ids.career}/resume`, owner)).status).toBe(404);
      expect((await act(ids.career!, { intent: "delete", confirm: "yes" }, owner)).status).toBe(
        404,
      );
    });
  });

  it("writes no personal data to the log", () => {
    expect(log.lines.length).toBeGreaterThan(0);
    for (const value of PERSONAL) expect(log.text).not.toContain(value);
    expect(log.text).not.toContain("zelda");
    expect(log.text).not.toContain("5550100");
  });

  async function staffId() {
    const [row] = await db().select().from(t.staffUser).where(eq(t.staffUser.email, staff.email));
    return row!.id;
  }
});
