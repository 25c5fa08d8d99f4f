/**
 * Speed you can see (issue 19), through the staff pages on the embedded database and on
 * PostgreSQL: the inbox's week panel shows the median and the shares of a week of leads placed
 * inside and outside opening hours (written with SQL) exactly as computed by hand; moving a lead
 * past New records its first response once; the owners' response target is set on the accounts
 * page (a bad value refused beside the field) and marks New leads waiting longer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { weekOf } from "~/lib/staff/response-time";
import {
  panelOf,
  SCENARIO_FIGURES,
  SCENARIO_MONDAY,
  scenarioInserts,
  scenarioWeekHeading,
} from "../support/response-scenario";
import { backends, testAppForBlock } from "../support/test-app";
import { sleep } from "../support/wait";
import {
  insertLead,
  accountsForm,
  fieldErrorOf,
  noticeOf,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";

/** A parameterised statement ($1...) as drizzle SQL. */
function statement({ text, values }: { text: string; values: unknown[] }) {
  const parts = text.split(/\$(\d{1,2})/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
    sql``,
  );
}

describe.each(backends)("response times on %s", (backend) => {
  const page = async (path: string, member: SignedInMember) => {
    const answer = await fetch(`${app.url}${path}`, { headers: { Cookie: member.cookie } });
    expect(answer.status).toBe(200);
    // React's markers between a text and a value ("Over <!-- -->15 min") are not text.
    return (await answer.text()).replaceAll("<!-- -->", "");
  };

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");
  beforeAll(async () => {
    for (const insert of scenarioInserts()) await app.database.db.execute(statement(insert));
  });

  it("shows a past week's median and shares in opening hours, overall and by page", async () => {
    const panel = panelOf(await page(`/staff?week=${SCENARIO_MONDAY}`, staff));
    expect(panel.heading).toBe(scenarioWeekHeading());
    expect(panel.figures).toEqual([
      SCENARIO_FIGURES.median,
      SCENARIO_FIGURES.within5,
      SCENARIO_FIGURES.within60,
    ]);
    expect(panel.counts).toContain(SCENARIO_FIGURES.counts);
    expect(panel.counts).toContain("1 answered before response times were recorded");
    expect(panel.rows).toEqual(SCENARIO_FIGURES.rows);
  });

  it("shows this week by default, from Monday 12:00 AM, with a link to the week before", async () => {
    const html = await page("/staff", staff);
    const panel = panelOf(html);
    expect(panel.heading).toBe("This week");
    const previous = weekOf(Date.now()).day - 7;
    const monday = new Date(previous * 86_400_000).toISOString().slice(0, 10);
    expect(html).toContain(`href="/staff?week=${monday}"`);
    // Not a Monday, or in the future: this week.
    expect(panelOf(await page("/staff?week=2026-10-27", staff)).heading).toBe("This week");
    expect(panelOf(await page("/staff?week=2999-01-04", staff)).heading).toBe("This week");
  });

  it("shows how long a New lead has waited, unless someone answered it", async () => {
    const html = await page("/staff?kind=consultation_ipl", staff);
    // G: New since October 30, never answered: weeks of opening hours.
    expect(html).toMatch(/Waiting \d+ days? [^<]*\(opening hours\)/);
    const contact = await page("/staff?kind=contact", staff);
    // A is still New but was answered by e-mail: no wait shown.
    expect(contact).toContain("Scenario A");
    expect(contact).not.toContain("Waiting");
  });

  it("records the first response when a lead moves past New, once", async () => {
    const lead = await insertLead(app.database.db, {
      kind: "contact",
      firstName: "Status Lead",
      email: "status@example.com",
      phone: "(718) 555-0199",
      subject: "Hi",
      message: "Call me",
      sourcePage: "/contact-us",
    });
    const id = lead.id;
    const move = (status: string, version: string) =>
      fetch(`${app.url}/staff/leads/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...staff.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrfToken: staff.csrfToken,
          intent: "status",
          status,
          version,
        }),
      });
    const row = async () =>
      (await app.database.db.select().from(t.lead).where(eq(t.lead.id, id)))[0]!;
    expect((await row()).firstResponseAt).toBeNull();
    expect(noticeOf(await move("contacted", "0"))?.tone).toBe("success");
    const first = await row();
    expect(first.firstResponseChannel).toBe("status");
    expect(first.firstResponseAt).not.toBeNull();
    expect(Math.abs(first.firstResponseAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await sleep(20);
    // Back to New and on again: the first response stays the first.
    await move("new", "1");
    await move("booked", "2");
    const later = await row();
    expect(later.status).toBe("booked");
    expect(later.firstResponseAt!.getTime()).toBe(first.firstResponseAt!.getTime());
    expect(later.firstResponseChannel).toBe("status");
  });

  it("keeps an earlier reply's time when the status moves later", async () => {
    const replied = new Date(Date.now() - 3_600_000);
    const lead = await insertLead(app.database.db, {
      kind: "contact",
      firstName: "Replied Lead",
      email: "replied@example.com",
      phone: "(718) 555-0198",
      subject: "Hi",
      message: "Call me",
      sourcePage: "/contact-us",
      firstResponseAt: replied,
      firstResponseChannel: "email",
    });
    await fetch(`${app.url}/staff/leads/${lead.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...staff.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: staff.csrfToken,
        intent: "status",
        status: "contacted",
        version: "0",
      }),
    });
    const [row] = await app.database.db.select().from(t.lead).where(eq(t.lead.id, lead.id));
    expect(row).toMatchObject({ status: "contacted", firstResponseChannel: "email" });
    expect(row!.firstResponseAt!.getTime()).toBe(replied.getTime());
  });

  describe("the owners' response target", () => {
    const setTarget = (minutes: string, member = owner) =>
      accountsForm(app, member, { intent: "response-target", minutes });

    it("refuses a bad value beside the field and keeps what was typed", async () => {
      for (const typed of ["abc", "4", "1441", "12.5"]) {
        const answer = await setTarget(typed);
        expect(answer.status).toBe(400);
        expect(fieldErrorOf(answer.text, "response-target-minutes")).toBe(
          "Type a whole number of minutes from 5 to 1440, or leave it empty for no target.",
        );
        expect(answer.text).toContain(`value="${typed}"`);
      }
      expect(await app.services.staff.responseTarget()).toBeNull();
    });

    it("is saved by an owner, shown on the accounts page, and marks New leads waiting longer", async () => {
      expect(await page("/staff?kind=consultation_ipl", staff)).not.toContain("lead-target");
      const saved = await setTarget("15");
      expect(saved.status).toBe(302);
      expect(saved.location).toBe("/staff/accounts");
      expect(noticeOf(saved.response)?.text).toBe(
        "New leads waiting over 15 min of opening hours are marked.",
      );
      expect(await app.services.staff.responseTarget()).toBe(15);
      expect(await page("/staff/accounts", owner)).toContain('value="15"');
      // G has waited weeks; A (answered by e-mail) has no mark.
      expect(await page("/staff?kind=consultation_ipl", staff)).toContain("Over 15 min target");
      expect(await page("/staff?kind=contact", staff)).not.toContain("Over 15 min target");
      const events = await app.database.db
        .select()
        .from(t.staffEvent)
        .where(eq(t.staffEvent.action, "response_target_changed"));
      expect(events.map((e) => e.detail)).toEqual(["15 minutes"]);

      const cleared = await setTarget("");
      expect(cleared.status).toBe(302);
      expect(await app.services.staff.responseTarget()).toBeNull();
      expect(await page("/staff?kind=consultation_ipl", staff)).not.toContain("lead-target");
    });

    it("is an owner's setting only", async () => {
      const answer = await setTarget("30", staff);
      expect(answer.status).toBe(403);
      expect(await app.services.staff.responseTarget()).toBeNull();
    });
  });
});
