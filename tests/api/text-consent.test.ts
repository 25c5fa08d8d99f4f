import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiUrl } from "~/lib/api/endpoints";
import { ENDPOINTS } from "~/lib/api/table";
import { TEXT_CONSENT_VERSION } from "~/lib/texts/consent";
import * as t from "~/server/db/schema.server";
import { createLeadService } from "~/server/leads/service.server";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  testAppForBlock,
} from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";

/** Issue 37, item 1: the lead forms' "Text me about my request" box, as the API stores it. */
describe.each(backends)("text consent on the lead endpoints on %s", (backend) => {
  const app = testAppForBlock(backend);
  let before: Awaited<ReturnType<typeof leadRowCounts>>;
  beforeEach(async () => {
    before = await leadRowCounts(app);
  });

  const post = async (endpoint: keyof typeof ENDPOINTS, body: Record<string, unknown>) =>
    postJson(`${app.url}${apiUrl(ENDPOINTS[endpoint])}`, {
      ...body,
      captcha: await solveCaptcha(app.url),
    });

  /** The stored lead's text columns (and when it was stored), found by its unique address. */
  const storedText = async (email: string) => {
    const [row] = await app.database.db
      .select({
        kind: t.lead.kind,
        textNumber: t.lead.textNumber,
        version: t.lead.textConsentVersion,
        at: t.lead.textConsentAt,
        createdAt: t.lead.createdAt,
      })
      .from(t.lead)
      .where(eq(t.lead.email, email));
    return row;
  };

  const consultation = (email: string, phone = "7185550111") => ({
    firstName: "Ines",
    lastName: "Park",
    phone,
    email,
  });

  it("a contact enquiry with sms_consent true keeps the words' version, the time and the number", async () => {
    const email = `consent-${backend}@example.com`;
    const answer = await post("contactEnquiry", {
      name: "Ana Rivera",
      email,
      phone: "(718) 555-0100",
      subject: "-",
      message: "-",
      sms_consent: true,
    });
    expect(answer.status).toBe(200);
    const row = await storedText(email);
    expect(row).toMatchObject({
      kind: "contact",
      textNumber: "+17185550100",
      version: TEXT_CONSENT_VERSION,
    });
    // The time the lead was stored: the consent and the lead are one transaction.
    expect(row?.at?.getTime()).toBe(row?.createdAt.getTime());
  });

  it("without the box ticked (absent or false) the number is kept and no consent", async () => {
    const absent = `no-consent-${backend}@example.com`;
    expect((await post("tattooConsultation", consultation(absent))).status).toBe(200);
    expect(await storedText(absent)).toMatchObject({
      kind: "consultation",
      textNumber: "+17185550111",
      version: null,
      at: null,
    });

    const declined = `declined-${backend}@example.com`;
    const treatment = { ...consultation(declined), treatment: "both", sms_consent: false };
    expect((await post("treatmentLead", treatment)).status).toBe(200);
    expect(await storedText(declined)).toMatchObject({
      kind: "treatment",
      textNumber: "+17185550111",
      version: null,
      at: null,
    });
  });

  it("a number that is not a valid US one has no text number, whatever was ticked", async () => {
    const cases = [
      ["442071838750", "uk"],
      ["1235550111", "area-code-1"],
      ["718555011", "short"],
    ] as const;
    for (const [phone, name] of cases) {
      const email = `${name}-${backend}@example.com`;
      const body = { ...consultation(email, phone), sms_consent: true };
      expect((await post("iplConsultation", body)).status, name).toBe(200);
      // The consent is what the visitor did; no text can go without a number.
      expect(await storedText(email), name).toMatchObject({
        textNumber: null,
        version: TEXT_CONSENT_VERSION,
      });
    }
  });

  it("a career application keeps its number, and has no consent box to tick", async () => {
    const { json: uploaded } = await uploadResume(app, fixture("resume.pdf"), "resume.pdf");
    const email = `applicant-${backend}@example.com`;
    const answer = await post("careerApplication", {
      firstName: "Jordan",
      lastName: "Lee",
      phone: "(347) 555-0199",
      email,
      message: "Licensed esthetician, five years.",
      url: uploaded.url,
      sms_consent: true,
    });
    expect(answer.status).toBe(200);
    expect(await storedText(email)).toMatchObject({
      kind: "career",
      textNumber: "+13475550199",
      version: null,
      at: null,
    });
  });

  it("refuses anything but a boolean with a field message and stores nothing", async () => {
    for (const value of ["yes", "true", 1, null, ["true"]]) {
      const email = `bad-${backend}@example.com`;
      const { status, json } = await post("tattooConsultation", {
        ...consultation(email),
        sms_consent: value,
      });
      expect(status, String(value)).toBe(400);
      expect(json.errors, String(value)).toEqual({ sms_consent: "Must be true or false" });
    }
    expect(await leadRowCounts(app)).toEqual(before);
  });
});

/** The instant text's hook: in the lead's transaction, only for a consent with a US number. */
describe.each(backends)("the lead service's texts option on %s", (backend) => {
  const app = testAppForBlock(backend);
  const captcha = () => ({ replayKey: randomUUID(), expiresAt: new Date(Date.now() + 60_000) });
  const input = (email: string, phone: string, consent?: boolean) => ({
    firstName: "Dana",
    lastName: "Cole",
    phone,
    email,
    captcha: "",
    ...(consent === undefined ? {} : { sms_consent: consent }),
  });

  it("queues the instant text inside the lead's transaction, and wakes the outbox after it", async () => {
    const seen: unknown[] = [];
    const onQueued = vi.fn();
    const leads = createLeadService(app.database.db, {
      onQueued,
      texts: {
        prepare: async () => ({ spa: "Serenity" }),
        async queueInstant(tx, lead) {
          // The lead exists inside the transaction, before its commit.
          const [row] = await tx
            .select({ email: t.lead.email })
            .from(t.lead)
            .where(eq(t.lead.id, lead.id));
          seen.push({ ...lead, email: row?.email });
          return true;
        },
      },
    });

    const email = `instant-${backend}@example.com`;
    const id = await leads.saveLead(
      "consultation",
      input(email, "7185550123", true),
      captcha(),
      "/",
    );
    expect(seen).toEqual([{ id, firstName: "Dana", textNumber: "+17185550123", email }]);
    expect(onQueued).toHaveBeenCalledOnce();

    // No consent, or no number to text: not asked, nothing to wake for.
    await leads.saveLead("consultation", input(`a-${backend}@x.com`, "7185550123"), captcha(), "/");
    await leads.saveLead(
      "consultation",
      input(`b-${backend}@x.com`, "7185550123", false),
      captcha(),
      "/",
    );
    await leads.saveLead(
      "consultation",
      input(`c-${backend}@x.com`, "442071838750", true),
      captcha(),
      "/",
    );
    expect(seen).toHaveLength(1);
    expect(onQueued).toHaveBeenCalledOnce();
  });

  it("a text not queued wakes nothing; a failure to queue it stores no lead", async () => {
    const onQueued = vi.fn();
    const notQueued = createLeadService(app.database.db, {
      onQueued,
      texts: { prepare: async () => ({ spa: "Serenity" }), queueInstant: async () => false },
    });
    const email = `not-queued-${backend}@example.com`;
    expect(
      await notQueued.saveLead("consultation", input(email, "7185550123", true), captcha(), "/"),
    ).toBeTruthy();
    expect(onQueued).not.toHaveBeenCalled();

    const failing = createLeadService(app.database.db, {
      texts: {
        prepare: async () => ({ spa: "Serenity" }),
        queueInstant: async () => {
          throw new Error("outbox down");
        },
      },
    });
    const lost = `failing-${backend}@example.com`;
    await expect(
      failing.saveLead("consultation", input(lost, "7185550123", true), captcha(), "/"),
    ).rejects.toThrow("outbox down");
    const rows = await app.database.db.select().from(t.lead).where(eq(t.lead.email, lost));
    expect(rows).toEqual([]);
  });
});
