/**
 * Campaign data on every lead (issue 20, decision 0030): click ids, UTM tags, the visit's first
 * page and the referring site, sent beside SPEC.md 7's fields, stored cleaned with the lead;
 * SPEC.md 7's bodies without them still succeed; a lead is never refused for a malformed tag.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  startTestApp,
  type TestApp,
} from "../support/test-app";

const GCLID = "Cj0KCQiA4-y8BhC3ARIsAHmjC_EXAMPLE_gclid-123";

describe.each(backends)("campaign data on leads on %s", (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

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
    const leads = [
      ...(await app.database.db
        .select({ id: t.contactEnquiry.id })
        .from(t.contactEnquiry)
        .where(eq(t.contactEnquiry.email, email))),
      ...(await app.database.db
        .select({ id: t.consultationLead.id })
        .from(t.consultationLead)
        .where(eq(t.consultationLead.email, email))),
    ];
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
      leadType: "lead",
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
});
