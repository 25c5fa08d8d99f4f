/**
 * Forged funnel counts (issue 27, item 1; decision 0033): a beacon from another site's page is
 * refused, one address's burst is capped in memory, a visitor's calls and form starts count once
 * a day, and a campaign with spend entered stays on the owners' page whatever else is counted.
 * The burst is the one of the report: 1,000 beacons from one address, each with another browser
 * name and one of 25 made-up campaigns, a tenth of them calls and a tenth form starts.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rollUpFunnel } from "~/server/funnel/rollup.server";
import { backends, postJson, solveCaptcha, testAppForBlock } from "../support/test-app";
import { postPageForm, memberForBlock } from "../support/staff";
import { BROWSER, eventCount, rowsOf, sendBeacon, TATTOO_ADS } from "../support/funnel";

const REAL_CAMPAIGN = "spring-tattoo";
const DAY = 86_400_000;
/** The shipped RATE_LIMIT_BEACONS: beacons one address may send per window. */
const BEACON_CAP = 60;
const BURST = 1000;

describe.each(backends)("forged funnel counts on %s", (backend) => {
  // The shipped beacon limit (no override), so the burst meets what production would.
  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  beforeAll(async () => {
    const saved = await postPageForm(
      app,
      "/staff/funnel",
      { csrfToken: owner.csrfToken, intent: "spend", campaign: REAL_CAMPAIGN, spend: "$450" },
      owner.headers,
    );
    expect(saved.status).toBe(302);
    const lead = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
      firstName: "Dana",
      lastName: "Real",
      phone: "7185550144",
      email: "funnel-forgery-real@example.com",
      source_page: TATTOO_ADS,
      utm_campaign: REAL_CAMPAIGN,
      captcha: await solveCaptcha(app.url),
    });
    expect(lead.status).toBe(200);
  });

  const db = () => app.database.db;
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    sendBeacon(app, JSON.stringify(body), headers);
  const view = { event: "view", page: TATTOO_ADS };

  it("refuses a beacon another site's page sends, and stores nothing", async () => {
    await db().execute(sql`delete from funnel_event`);
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
      { Origin: app.url, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of refused) {
      const answer = await beacon(view, { ...headers, "X-Forwarded-For": "192.0.2.50" });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toEqual({
        message: "Visits are counted from this website's own pages only.",
      });
    }
    await app.services.funnel.flush();
    expect(await eventCount(app)).toBe(0);
    // Our own page's beacon (what sendBeacon sends), and a client that names no site.
    const ours = { Origin: app.url, "Sec-Fetch-Site": "same-origin" };
    expect((await beacon(view, { ...ours, "X-Forwarded-For": "192.0.2.51" })).status).toBe(204);
    expect((await beacon(view, { "X-Forwarded-For": "192.0.2.52" })).status).toBe(204);
    await app.services.funnel.flush();
    expect(await eventCount(app)).toBe(2);
  });

  it("caps one address's burst and keeps the owner's figures and her campaign", async () => {
    await db().execute(sql`delete from funnel_event`);
    const statuses: number[] = [];
    let sent = 0;
    const send = async () => {
      while (sent < BURST) {
        const i = sent++;
        const event = i % 10 === 0 ? "call" : i % 10 === 5 ? "form_start" : "view";
        const answer = await beacon(
          { event, page: TATTOO_ADS, campaign: `made-up-${i % 25}` },
          {
            "User-Agent": `${BROWSER} Forged/${i}`,
            Origin: app.url,
            "X-Forwarded-For": "203.0.113.66",
          },
        );
        statuses[i] = answer.status;
        if (answer.status === 429) {
          expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
        }
        await answer.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 16 }, send));
    const answered = { 204: 0, 429: 0 };
    for (const status of statuses) answered[status as 204 | 429]++;
    expect(answered).toEqual({ 204: BEACON_CAP, 429: BURST - BEACON_CAP });
    // Another address is not held back by that one.
    expect((await beacon(view, { "X-Forwarded-For": "198.51.100.99" })).status).toBe(204);
    await app.services.funnel.flush();
    expect(await eventCount(app)).toBe(BEACON_CAP + 1);

    const { total, campaigns } = await app.services.funnel.figures(7);
    expect(total.visitors).toBeLessThanOrEqual(BEACON_CAP + 1);
    expect(total.formStarts).toBeLessThanOrEqual(total.visitors);
    expect(total.calls).toBeLessThanOrEqual(total.visitors);
    const real = campaigns.find((row) => row.campaign === REAL_CAMPAIGN);
    expect(real).toMatchObject({ leads: 1, spend: 105 });

    const html = await (
      await fetch(`${app.url}/staff/funnel?days=7`, { headers: owner.headers })
    ).text();
    const row = html.slice(html.indexOf(`>${REAL_CAMPAIGN}<`));
    expect(row).toContain('data-label="Spend">$105.00<');
    expect(row).toContain('data-label="Per lead">$105.00<');
  });

  it("counts a visitor's form starts and calls once a day, never above the visitors", async () => {
    await db().execute(sql`delete from funnel_event`);
    const campaign = "once-a-day";
    const count = (event: "view" | "form_start" | "call", ip: string, at: number) =>
      app.services.funnel.count({ event, page: TATTOO_ADS, campaign }, ip, BROWSER, at);
    const now = Date.now();
    // Two days ago (rolled up) and today (raw counts): a visitor who views once, starts the
    // form four times and taps the number three times, and one who only taps it twice.
    for (const at of [now - 2 * DAY, now]) {
      await count("view", "198.51.100.1", at);
      for (let i = 0; i < 4; i++) await count("form_start", "198.51.100.1", at + i);
      for (let i = 0; i < 3; i++) await count("call", "198.51.100.1", at + i);
      for (let i = 0; i < 2; i++) await count("call", "198.51.100.2", at + i);
    }
    await app.services.funnel.flush();
    await rollUpFunnel(db(), now);
    const rolled = await rowsOf(
      app,
      sql`select page, visitors, form_starts, calls from funnel_day
        where campaign = ${campaign} order by page`,
    );
    expect(rolled).toEqual([
      { page: "*", visitors: 2, form_starts: 1, calls: 2 },
      { page: TATTOO_ADS, visitors: 2, form_starts: 1, calls: 2 },
    ]);
    const { campaigns } = await app.services.funnel.figures(7, now);
    expect(campaigns.find((row) => row.campaign === campaign)).toMatchObject({
      visitors: 4,
      formStarts: 2,
      calls: 4,
    });
  });
});
