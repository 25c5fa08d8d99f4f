/**
 * Campaign data on every lead (issue 20, decision 0030): click ids, UTM tags, the visit's first
 * page and the referring site, sent beside SPEC.md 7's fields, stored cleaned with the lead;
 * SPEC.md 7's bodies without them still succeed; a lead is never refused for a malformed tag.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { exportLeads } from "~/server/leads/export.server";
import {
  oneBackend,
  leadRowCounts,
  postJson,
  solveCaptcha,
  testAppForBlock,
} from "../support/test-app";
import { memberForBlock } from "../support/staff";

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function csvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

const GCLID = "Cj0KCQiA4-y8BhC3ARIsAHmjC_EXAMPLE_gclid-123";

describe.each(oneBackend)("campaign data on leads on %s", (backend) => {
  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");

  const contact = (email: string) => ({
    name: "Ana Rivera",
    email,
    phone: "(718) 555-0100",
    subject: "-",
    message: "-",
  });
  const consultation = (email: string) => ({
    firstName: "Ana",
    lastName: "Rivera",
    phone: "7185550100",
    email,
  });

  const post = async (path: string, body: Record<string, unknown>) =>
    postJson(
      `${app.url}/api${path}`,
      { ...body, captcha: await solveCaptcha(app.url) },
      { Referer: `${app.url}/tattoo-removal-staten-island-ads` },
    );

  /** The campaign row of the lead sent with this address. */
  const campaignOf = async (email: string) => {
    const leads = await app.database.db
      .select({ id: t.lead.id })
      .from(t.lead)
      .where(eq(t.lead.email, email));
    expect(leads).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(t.leadCampaign)
      .where(eq(t.leadCampaign.leadId, leads[0]!.id));
    return rows[0] ?? null;
  };

  it("stores the click ids, UTM tags, first page and referring site sent with a lead", async () => {
    const email = "campaign-all@example.com";
    const answer = await post("/LadingFormdataConsultation", {
      ...consultation(email),
      gclid: GCLID,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "Tattoo removal – Staten Island",
      utm_term: "picosure tattoo removal",
      utm_content: "ad-b",
      landing_page: "/tattoo-removal-staten-island-ads",
      referrer_host: "www.google.com",
    });
    expect(answer.status).toBe(200);
    expect(await campaignOf(email)).toMatchObject({
      gclid: GCLID,
      gbraid: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Tattoo removal – Staten Island",
      utmTerm: "picosure tattoo removal",
      utmContent: "ad-b",
      landingPage: "/tattoo-removal-staten-island-ads",
      referrerHost: "www.google.com",
    });
  });

  it("goes into the operator's export too, in the staff CSV's columns (issue 36)", async () => {
    const exported = await exportLeads(app.database.db, { type: "lead" });
    expect(exported.find((lead) => lead.email === "campaign-all@example.com")).toMatchObject({
      campaign: "Tattoo removal – Staten Island",
      utm_source: "google",
      utm_medium: "cpc",
      utm_term: "picosure tattoo removal",
      utm_content: "ad-b",
      landing_page: "/tattoo-removal-staten-island-ads",
      referrer_host: "www.google.com",
      ad_click: "Google Ads click",
    });
  });

  it("accepts them on every lead form", async () => {
    const forms: [string, Record<string, unknown>][] = [
      ["/contactdata", contact("campaign-contact@example.com")],
      [
        "/LadingFormdata",
        { ...consultation("campaign-combined@example.com"), treatment: "ipl-therapy" },
      ],
      ["/LadingFormdataConsultationIPL", consultation("campaign-ipl@example.com")],
    ];
    for (const [path, body] of forms) {
      const answer = await post(path, { ...body, fbclid: "IwAR0abc_DEF-123", utm_campaign: "ipl" });
      expect(answer.status, path).toBe(200);
      expect(await campaignOf(String(body.email)), path).toMatchObject({
        fbclid: "IwAR0abc_DEF-123",
        utmCampaign: "ipl",
      });
    }
  });

  it("drops malformed or over-long click ids, cuts long labels, and keeps only a path and a host", async () => {
    const email = "campaign-hostile@example.com";
    const answer = await post("/LadingFormdataConsultation", {
      ...consultation(email),
      gclid: "<script>alert(1)</script>",
      gbraid: "a".repeat(501),
      wbraid: "x".repeat(500),
      msclkid: "abc def",
      utm_campaign: `  ${"Spring ".repeat(40)}`,
      utm_source: "news\u0000letter",
      utm_medium: "\u2028",
      landing_page: "/ipl-therapy-staten-island-ads?email=ana@example.com#form",
      referrer_host: "WWW.Facebook.COM",
      utm_term: "",
    });
    expect(answer.status).toBe(200);
    const row = await campaignOf(email);
    expect(row).toMatchObject({
      gclid: null,
      gbraid: null,
      wbraid: "x".repeat(500),
      msclkid: null,
      utmSource: null,
      utmMedium: null,
      utmTerm: null,
      landingPage: "/ipl-therapy-staten-island-ads",
      referrerHost: "www.facebook.com",
    });
    expect(row?.utmCampaign).toBe("Spring ".repeat(40).slice(0, 100).trim());
    expect(row?.utmCampaign?.length).toBeLessThanOrEqual(100);

    const other = "campaign-hostile-2@example.com";
    await post("/LadingFormdataConsultation", {
      ...consultation(other),
      landing_page: "//evil.example/phish",
      referrer_host: "evil.example/path?x=1",
    });
    expect(await campaignOf(other)).toBeNull();
  });

  it("refuses a tag that is not text, with a message, and stores nothing", async () => {
    const before = await leadRowCounts(app);
    const answer = await post("/LadingFormdataConsultation", {
      ...consultation("campaign-number@example.com"),
      utm_campaign: 42,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ errors: { utm_campaign: "Must be text" } });
    expect(await leadRowCounts(app)).toEqual(before);
    expect(await app.database.db.select().from(t.leadCampaign)).not.toContainEqual(
      expect.objectContaining({ utmCampaign: "42" }),
    );
  });

  it("still takes SPEC.md 7's bodies without any, and stores no campaign row for them", async () => {
    const email = "campaign-none@example.com";
    expect((await post("/LadingFormdataConsultation", consultation(email))).status).toBe(200);
    expect(await campaignOf(email)).toBeNull();
  });

  describe("in the staff area", () => {
    let leadId: string;
    const email = "campaign-staff@example.com";
    const page = (path: string) =>
      fetch(`${app.url}${path}`, { headers: { Cookie: owner.cookie }, redirect: "manual" });

    beforeAll(async () => {
      await post("/LadingFormdataConsultationIPL", {
        ...consultation(email),
        gclid: GCLID,
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "IPL winter",
        landing_page: "/ipl-therapy-staten-island-ads",
        referrer_host: "www.google.com",
      });
      leadId = (await campaignOf(email))!.leadId;
    });

    it("shows on the lead's page in words, without the click id", async () => {
      const html = await (await page(`/staff/leads/${leadId}`)).text();
      expect(html).toContain("How they found us");
      for (const words of [
        "Google Ads click",
        "IPL winter",
        "google",
        "cpc",
        "IPL therapy ads page",
      ]) {
        expect(html).toContain(words);
      }
      expect(html).not.toContain(GCLID);
    });

    it("filters the inbox by campaign, which the filter offers", async () => {
      const all = await (await page("/staff")).text();
      expect(all).toContain('<option value="IPL winter">IPL winter</option>');
      const filtered = await (
        await page(`/staff?campaign=${encodeURIComponent("IPL winter")}`)
      ).text();
      expect(filtered).toContain(`/staff/leads/${leadId}`);
      expect(filtered.match(/href="\/staff\/leads\/[0-9a-f-]{36}"/g)).toHaveLength(1);
      const none = await (await page("/staff?campaign=nothing-like-it")).text();
      expect(none).toContain("No leads match these filters.");
    });

    it("goes into the CSV, in columns of its own", async () => {
      const answer = await fetch(`${app.url}/staff/leads.csv`, {
        method: "POST",
        headers: { ...owner.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: owner.csrfToken, campaign: "IPL winter" }),
      });
      expect(answer.status).toBe(200);
      const [header, row, more] = (await answer.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .map(csvLine);
      expect(more).toBeUndefined();
      const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
      expect(cells).toMatchObject({
        campaign: "IPL winter",
        utm_source: "google",
        utm_medium: "cpc",
        landing_page: "/ipl-therapy-staten-island-ads",
        referrer_host: "www.google.com",
        ad_click: "Google Ads click",
      });
    });

    it("is downloaded and erased with the person's data", async () => {
      const key = { kind: "email" as const, email };
      const exported = await app.services.staff.person.export(key, owner.userId);
      expect(JSON.stringify(exported.document)).toContain(GCLID);
      await app.services.staff.person.erase(key, owner.userId);
      expect(
        await app.database.db
          .select()
          .from(t.leadCampaign)
          .where(eq(t.leadCampaign.leadId, leadId)),
      ).toEqual([]);
    });
  });
});
