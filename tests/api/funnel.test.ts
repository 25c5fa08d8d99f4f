/**
 * The cookie-less funnel (issue 20, decision 0031): the beacon, the daily salt, the roll-up, the
 * owners' page and the Google Ads conversions file, on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BEACON_MAX_BYTES } from "~/lib/tracking/funnel";
import { rollUpFunnel } from "~/server/funnel/rollup.server";
import { backends, postJson, solveCaptcha, testAppForBlock } from "../support/test-app";
import { postPageForm, memberForBlock, type SignedInMember } from "../support/staff";
import { BROWSER, eventCount, rowsOf, sendBeacon, TATTOO_ADS } from "../support/funnel";
import { spaToday } from "~/lib/staff/leads";

const GCLID = "Cj0KCQiA4-funnel_test-gclid-1";
const DAY = 86_400_000;

describe.each(backends)("the funnel on %s", (backend) => {
  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");

  const db = () => app.database.db;
  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(app, query);
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    sendBeacon(app, body, headers);

  describe("the beacon", () => {
    it("counts a view with a daily hash and stores nothing that identifies the visitor", async () => {
      await db().execute(sql`delete from funnel_event`);
      const answer = await beacon(
        JSON.stringify({ event: "view", page: `${TATTOO_ADS.toUpperCase()}/`, campaign: "spring" }),
        { "X-Forwarded-For": "203.0.113.9" },
      );
      expect(answer.status).toBe(204);
      expect(answer.headers.get("set-cookie")).toBeNull();
      await app.services.funnel.flush();
      const stored = await rows(sql`select * from funnel_event`);
      expect(stored).toHaveLength(1);
      expect(Object.keys(stored[0]!).sort()).toEqual(
        ["campaign", "day", "event", "page", "visitor"].sort(),
      );
      expect(stored[0]).toMatchObject({ event: "view", page: TATTOO_ADS, campaign: "spring" });
      expect(String(stored[0]!.visitor)).toMatch(/^[\da-f]{32}$/);
      const text = JSON.stringify(stored);
      for (const personal of ["127.0.0.1", "203.0.113.9", "Chrome", "Mozilla"]) {
        expect(text).not.toContain(personal);
      }
    });

    it("accepts application/json, folds unknown pages into the rest of the site and cleans the campaign", async () => {
      await db().execute(sql`delete from funnel_event`);
      const answer = await beacon(
        JSON.stringify({
          event: "form_start",
          page: "/no/such/page",
          campaign: `x${"y".repeat(300)}`,
        }),
        { "Content-Type": "application/json" },
      );
      expect(answer.status).toBe(204);
      const bad = await beacon(JSON.stringify({ event: "call", page: "/", campaign: "a\u0000b" }));
      expect(bad.status).toBe(204);
      await app.services.funnel.flush();
      const stored = await rows<{ event: string; page: string; campaign: string }>(
        sql`select event, page, campaign from funnel_event order by event desc`,
      );
      expect(stored).toEqual([
        { event: "form_start", page: "", campaign: `x${"y".repeat(99)}` },
        { event: "call", page: "", campaign: "" },
      ]);
    });

    it("refuses bodies over 2 KB, unknown events, bad JSON and other types with a 4xx, storing nothing", async () => {
      await db().execute(sql`delete from funnel_event`);
      const big = JSON.stringify({
        event: "view",
        page: "/",
        campaign: "c".repeat(BEACON_MAX_BYTES),
      });
      expect((await beacon(big)).status).toBe(413);
      const unknown = await beacon(JSON.stringify({ event: "purchase", page: "/" }));
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ errors: { event: "Unknown event" } });
      expect((await beacon("{not json")).status).toBe(400);
      expect((await beacon(JSON.stringify({ event: "view" }))).status).toBe(400);
      const form = await beacon("event=view", {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(form.status).toBe(415);
      await app.services.funnel.flush();
      expect(await eventCount(app)).toBe(0);
    });

    it("leaves bots and requests without a browser out", async () => {
      await db().execute(sql`delete from funnel_event`);
      const body = JSON.stringify({ event: "view", page: "/" });
      const bot = await beacon(body, {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      });
      expect(bot.status).toBe(204);
      expect((await beacon(body, { "User-Agent": "" })).status).toBe(204);
      await app.services.funnel.flush();
      expect(await eventCount(app)).toBe(0);
    });
  });

  describe("the daily salt and roll-up", () => {
    const view = { event: "view" as const, page: TATTOO_ADS, campaign: "salt-test" };

    it("counts one IP and browser on two days as two visitors, and keeps no salt older than 48 hours", async () => {
      await db().execute(sql`delete from funnel_event`);
      const now = Date.now();
      const dayOne = now - 3 * DAY;
      const dayTwo = now - 2 * DAY;
      await app.services.funnel.count(view, "198.51.100.7", BROWSER, dayOne);
      await app.services.funnel.count(view, "198.51.100.7", BROWSER, dayOne + 60_000);
      await app.services.funnel.count(view, "198.51.100.7", BROWSER, dayTwo);
      await app.services.funnel.flush();
      const visitors = await rows<{ day: string; visitors: number }>(
        sql`select day::text as day, count(distinct visitor)::int as visitors from funnel_event
          where campaign = 'salt-test' group by day order by day`,
      );
      expect(visitors).toEqual([
        { day: spaToday(new Date(dayOne)), visitors: 1 },
        { day: spaToday(new Date(dayTwo)), visitors: 1 },
      ]);
      const hashes = await rows<{ visitor: string }>(
        sql`select distinct visitor from funnel_event where campaign = 'salt-test'`,
      );
      expect(hashes).toHaveLength(2);

      await rollUpFunnel(db(), now);
      const salts = await rows<{ day: string }>(sql`select day::text as day from funnel_salt`);
      const yesterday = spaToday(new Date(now - DAY));
      expect(salts.length).toBeGreaterThan(0);
      for (const salt of salts) expect(salt.day >= yesterday).toBe(true);

      const rolled = await rows(
        sql`select day::text as day, page, visitors, views from funnel_day
          where campaign = 'salt-test' order by day, page`,
      );
      expect(rolled).toEqual([
        { day: spaToday(new Date(dayOne)), page: "*", visitors: 1, views: 2 },
        { day: spaToday(new Date(dayOne)), page: TATTOO_ADS, visitors: 1, views: 2 },
        { day: spaToday(new Date(dayTwo)), page: "*", visitors: 1, views: 1 },
        { day: spaToday(new Date(dayTwo)), page: TATTOO_ADS, visitors: 1, views: 1 },
      ]);
      // A second run adds nothing; events older than 90 days are deleted.
      await rollUpFunnel(db(), now);
      expect(await rows(sql`select * from funnel_day where campaign = 'salt-test'`)).toHaveLength(
        4,
      );
      await rollUpFunnel(db(), now + 92 * DAY);
      expect(await rows(sql`select * from funnel_event where campaign = 'salt-test'`)).toHaveLength(
        0,
      );
      expect(await rows(sql`select * from funnel_day where campaign = 'salt-test'`)).toHaveLength(
        4,
      );
    });
  });

  describe("the owners' page and the Google Ads file", () => {
    const consultation = (email: string, extra: Record<string, string> = {}) => ({
      firstName: "Ana",
      lastName: "Rivera",
      phone: "7185550100",
      email,
      source_page: TATTOO_ADS,
      ...extra,
    });
    const sendLead = async (body: Record<string, string>) => {
      const answer = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
        ...body,
        captcha: await solveCaptcha(app.url),
      });
      expect(answer.status).toBe(200);
      const [lead] = await rows<{ id: string }>(
        sql`select id from lead where email = ${body.email}`,
      );
      return lead!.id;
    };
    const book = async (leadId: string) => {
      const answer = await fetch(`${app.url}/staff/leads/${leadId}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...owner.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrfToken: owner.csrfToken,
          intent: "status",
          status: "booked",
          version: "0",
        }),
      });
      expect(answer.status).toBe(302);
    };
    const download = (member: SignedInMember, fields: Record<string, string> = {}) =>
      fetch(`${app.url}/staff/funnel/google-ads.csv`, {
        method: "POST",
        redirect: "manual",
        headers: { ...member.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: member.csrfToken, ...fields }),
      });
    const page = (member: SignedInMember, query = "") =>
      fetch(`${app.url}/staff/funnel${query}`, { headers: member.headers, redirect: "manual" });

    let bookedId = "";

    beforeAll(async () => {
      await db().execute(sql`delete from funnel_event`);
      for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        await app.services.funnel.count(
          { event: "view", page: TATTOO_ADS, campaign: "winter-tattoo" },
          ip,
          BROWSER,
        );
      }
      await app.services.funnel.count(
        { event: "form_start", page: TATTOO_ADS, campaign: "winter-tattoo" },
        "192.0.2.1",
        BROWSER,
      );
      await app.services.funnel.flush();
      bookedId = await sendLead(
        consultation("funnel-booked@example.com", { gclid: GCLID, utm_campaign: "winter-tattoo" }),
      );
      await sendLead(
        consultation("funnel-open@example.com", {
          gclid: "Cj0-not-booked",
          utm_campaign: "winter-tattoo",
        }),
      );
      const noClick = await sendLead(
        consultation("funnel-noclick@example.com", { utm_campaign: "winter-tattoo" }),
      );
      await book(bookedId);
      await book(noClick);
    });

    it("shows visitors, form starts, leads and booked per page and campaign, with spend and cost", async () => {
      const saved = await postPageForm(
        app,
        "/staff/funnel",
        {
          csrfToken: owner.csrfToken,
          intent: "spend",
          campaign: "winter-tattoo",
          spend: "$300",
        },
        owner.headers,
      );
      expect(saved.status).toBe(302);
      // Back at the spend form, not the page's top (issue 29).
      expect(saved.location).toBe("/staff/funnel#spend");
      const html = await (await page(owner, "?days=30")).text();
      expect(html).toContain("Ads and visits");
      const row = html.slice(html.indexOf(">winter-tattoo<"));
      expect(row).toContain('data-label="Visitors">3<');
      expect(row).toMatch(/data-label="Form starts">1<span[^>]*> \(33% of visitors\)/);
      expect(row).toMatch(/data-label="Leads">3<span[^>]*> \(more than the 1 form start counted\)/);
      expect(row).toMatch(/data-label="Booked">2<span[^>]*> \(67% of leads\)/);
      expect(row).toContain('data-label="Spend">$300.00<');
      expect(row).toContain('data-label="Per lead">$100.00<');
      expect(row).toContain('data-label="Per booking">$150.00<');
    });

    it("never shows a step as more than 100% of the step before (issue 29)", async () => {
      // Two visitors both start the form; three leads arrive (one sent without JavaScript):
      // the page said "3 (150% of form starts)".
      for (const ip of ["192.0.2.21", "192.0.2.22"]) {
        for (const event of ["view", "form_start"] as const) {
          await app.services.funnel.count(
            { event, page: TATTOO_ADS, campaign: "spring-150" },
            ip,
            BROWSER,
          );
        }
      }
      await app.services.funnel.flush();
      for (const n of [1, 2, 3]) {
        await sendLead(consultation(`funnel-150-${n}@example.com`, { utm_campaign: "spring-150" }));
      }
      const html = await (await page(owner, "?days=7")).text();
      const row = html.slice(
        html.indexOf(">spring-150<"),
        html.indexOf("</tr>", html.indexOf(">spring-150<")),
      );
      expect(row).toMatch(/data-label="Form starts">2<span[^>]*> \(100% of visitors\)/);
      expect(row).toMatch(
        /data-label="Leads">3<span[^>]*> \(more than the 2 form starts counted\)/,
      );
      const shares = [...html.matchAll(/(\d{1,6})% of/g)].map((match) => Number(match[1]));
      expect(shares.length).toBeGreaterThan(0);
      expect(shares.filter((share) => share > 100)).toEqual([]);
    });

    it("asks for the value of a booking while it is unset, instead of showing $0.00 (issue 29)", async () => {
      const html = await (await page(owner, "?days=30")).text();
      expect(html).toContain("needs the value of a booking, which is not set yet");
      expect(html).toContain('href="#booking-value"');
      expect(html).not.toContain("$0.00");
      expect(html).toMatch(/id="funnel-conversion-value"[^>]*value=""/);
      const saved = await postPageForm(
        app,
        "/staff/funnel?days=30",
        {
          csrfToken: owner.csrfToken,
          intent: "conversion",
          name: "Booked consultation",
          value: "",
          currency: "USD",
        },
        owner.headers,
      );
      expect(saved.status).toBe(302);
      expect(saved.location).toBe("/staff/funnel?days=30#booking-value");
      expect(await app.services.funnel.conversion()).toMatchObject({ value: 0 });
    });

    it("keeps a refused spend as typed and says why", async () => {
      const refused = await postPageForm(
        app,
        "/staff/funnel",
        {
          csrfToken: owner.csrfToken,
          intent: "spend",
          campaign: "winter-tattoo",
          spend: "lots",
        },
        owner.headers,
      );
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('value="lots"');
      const field = refused.text.slice(refused.text.indexOf('id="funnel-spend-0"'), -1);
      expect(field.slice(0, 600)).toContain("Enter dollars a month");
    });

    it("refuses a conversion name that is not plain text", async () => {
      const refused = await postPageForm(
        app,
        "/staff/funnel",
        {
          csrfToken: owner.csrfToken,
          intent: "conversion",
          name: "=HYPERLINK(1)",
          value: "150",
          currency: "usd",
        },
        owner.headers,
      );
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("exactly as in Google Ads");
      const saved = await postPageForm(
        app,
        "/staff/funnel",
        {
          csrfToken: owner.csrfToken,
          intent: "conversion",
          name: "Booked consultation",
          value: "150",
          currency: "usd",
        },
        owner.headers,
      );
      expect(saved.status).toBe(302);
    });

    it("downloads booked leads with a click id once, in Google's layout, unless asked again", async () => {
      const before = await (await page(owner)).text();
      expect(before).toContain("1 booked lead from Google Ads clicks not in a file yet.");
      expect(before).toContain("No file downloaded yet.");
      const first = await download(owner);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-disposition")).toContain("google-ads-conversions-");
      const lines = (await first.text()).trim().split("\r\n");
      expect(lines[0]).toBe("Parameters:TimeZone=America/New_York");
      expect(lines[1]).toBe(
        '"Google Click ID","Conversion Name","Conversion Time","Conversion Value","Conversion Currency"',
      );
      expect(lines).toHaveLength(3);
      // The page confirms the download from then on (issue 29).
      const after = await (await page(owner)).text();
      expect(after).toMatch(/Last downloaded Today \d{1,2}:\d\d [AP]M, with 1 booked lead\./);
      expect(after).toContain("No new booked leads from Google Ads clicks to send.");
      expect(lines[2]).toMatch(
        new RegExp(
          `^"${GCLID}","Booked consultation","\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d","150.00","USD"$`,
        ),
      );
      const second = (await (await download(owner)).text()).trim().split("\r\n");
      expect(second).toHaveLength(2);
      const again = (await (await download(owner, { again: "yes" })).text()).trim().split("\r\n");
      expect(again).toHaveLength(3);
      const log = await rows(
        sql`select detail from staff_event where action = 'ads_conversions_exported' order by at`,
      );
      expect(log.map((entry) => entry.detail)).toEqual([
        "1 booked click",
        "0 booked clicks",
        "1 booked click, sent ones included",
      ]);
    });

    it("leaves out clicks older than 90 days", async () => {
      await db().execute(
        sql`update lead_campaign set created_at = now() - interval '91 days' where lead_id = ${bookedId}::uuid`,
      );
      const lines = (await (await download(owner, { again: "yes" })).text()).trim().split("\r\n");
      expect(lines).toHaveLength(2);
      await db().execute(
        sql`update lead_campaign set created_at = now() where lead_id = ${bookedId}::uuid`,
      );
    });

    it("is for owners only, and the file only by POST", async () => {
      expect((await page(staff)).status).toBe(403);
      expect((await download(staff)).status).toBe(403);
      const get = await fetch(`${app.url}/staff/funnel/google-ads.csv`, { headers: owner.headers });
      expect(get.status).toBe(405);
    });
  });
});
