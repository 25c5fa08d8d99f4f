/**
 * Texts on the staff pages (issue 37, items 3 and 7), as a browser without JavaScript reads and
 * posts them: a lead's thread in words, marked read once seen (the inbox's "1 new text" goes);
 * sending from the rendered form (the count rendered, a template chosen, an empty text refused
 * with nothing stored); refusals in words (no consent, texting off); a likely stop and "Stop
 * texting" with its confirmation; a missed call's page; the owner's page (owners only, its words
 * saved or refused beside the field, the registration words and the 8 weeks).
 *
 * Texting is set up (the TWILIO_* settings) in the first block, not in the second; no outbox
 * worker runs, so nothing reaches Twilio (tests/api/texts.test.ts sends to a stand-in).
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_FROM } from "../support/twilio";
import { DEFAULT_TEXT_SETTINGS } from "~/lib/texts/settings";
import { consentDisclosure, TEXT_CONSENT_VERSION } from "~/lib/texts/consent";
import { renderedErrors, renderedFields, staffBrowser, withFields } from "../support/rendered-form";
import { insertConsultation, insertLead, memberForBlock, noticeOf } from "../support/staff";
import { oneBackend, testAppForBlock } from "../support/test-app";

/** The page's words as read: tags and React's markers out, entities decoded. */
const wordsOf = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .split("<")
    .map((part) => part.slice(part.indexOf(">") + 1))
    .join(" ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

/** Texting on: the settings Twilio needs (nothing is sent here: no outbox worker runs). */
const TEXTING_ON = {
  TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
  TWILIO_FROM: TEST_FROM,
  TWILIO_MESSAGING_APPROVED: "true",
};

/** 15:00 and 23:30 in New York: inside and outside texting hours. */
const AFTERNOON = new Date("2026-12-07T20:00:00Z");
const NIGHT = new Date("2026-12-08T04:30:00Z");

describe.each(oneBackend)("texts on the staff pages on %s", (backend) => {
  let clock = AFTERNOON;
  const app = testAppForBlock(backend, {
    pages: true,
    env: TEXTING_ON,
    services: { now: () => clock },
  });
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");
  const db = () => app.database.db;
  const textsService = () => app.services.texts;

  const texted = (values: Partial<typeof t.lead.$inferInsert> = {}) =>
    insertConsultation(app, {
      textNumber: "+17185550123",
      textConsentVersion: TEXT_CONSENT_VERSION,
      textConsentAt: new Date(),
      ...values,
    });
  const textsOf = (leadId: string) =>
    db().select().from(t.textMessage).where(eq(t.textMessage.leadId, leadId));
  const incoming = (leadId: string, body: string, likelyStop = false) =>
    db()
      .insert(t.textMessage)
      .values({ leadId, direction: "in", origin: "client", body, state: "received", likelyStop });

  it("shows the thread in words, marks it read, and the inbox's new texts go", async () => {
    const lead = await texted();
    await db().insert(t.textMessage).values({
      leadId: lead.id,
      direction: "out",
      origin: "instant",
      body: "Hi Ana, this is the spa.",
      state: "failed",
      errorCode: "30007",
      providerSid: "SM1",
    });
    await incoming(lead.id, "Is Thursday free?");
    const browser = staffBrowser(app, staff);
    expect(wordsOf(await browser.page("/staff"))).toContain("1 new text");

    const page = wordsOf(await browser.page(`/staff/leads/${lead.id}`));
    const thread = page.slice(page.indexOf("Texts with (718) 555-0123"));
    expect(thread).toMatch(
      /The website \(instant text\) · Today .*Hi Ana, this is the spa\. Not delivered · Blocked by the carrier as possible spam\. Ana · Today .* · New Is Thursday free\?/,
    );
    // Texts go from the page: no link to her own phone's messages app.
    expect(page).not.toContain("sms:");
    expect((await textsOf(lead.id)).every((row) => row.direction === "out" || row.readAt)).toBe(
      true,
    );
    expect(wordsOf(await browser.page("/staff"))).not.toContain("new text");
  });

  it("sends a text from the rendered form, and refuses an empty one storing nothing", async () => {
    const lead = await texted();
    const browser = staffBrowser(app, staff);
    const html = await browser.page(`/staff/leads/${lead.id}`);
    expect(wordsOf(html)).toContain("0 characters · 0 texts");
    const fields = renderedFields(html, "lead-text-form");

    // A template chosen without JavaScript: its words come back in the box, nothing is sent.
    const chosen = await browser.post(
      `/staff/leads/${lead.id}`,
      withFields(fields, { template: "0" }),
    );
    expect(chosen.status).toBe(200);
    const box = Object.fromEntries(renderedFields(await chosen.text(), "lead-text-form"));
    expect(box.body).toContain("Hi Ana,");
    expect(await textsOf(lead.id)).toEqual([]);

    const empty = await browser.post(`/staff/leads/${lead.id}`, withFields(fields, { body: "  " }));
    expect(empty.status).toBe(400);
    expect(renderedErrors(await empty.text()).body).toBe("Write the text.");
    expect(await textsOf(lead.id)).toEqual([]);

    const body = "Hi Ana, Thursday at 3:00 PM works. Reply STOP to stop.";
    const sent = await browser.post(`/staff/leads/${lead.id}`, withFields(fields, { body }));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/staff/leads/${lead.id}#part-text`);
    expect(noticeOf(sent)?.text).toMatch(/^Text queued/);
    expect(await textsOf(lead.id)).toEqual([
      expect.objectContaining({ body, direction: "out", actorId: staff.userId }),
    ]);
    const after = wordsOf(await browser.page(`/staff/leads/${lead.id}`));
    expect(after).toContain(`${staff.email} · Today`);

    clock = NIGHT;
    const late = await browser.post(`/staff/leads/${lead.id}`, withFields(fields, { body: "Hi" }));
    clock = AFTERNOON;
    expect(noticeOf(late)?.text).toMatch(
      /^It is past texting hours \(8:00 AM to 9:00 PM\): the text will be sent [^.]*8:00 AM\.$/,
    );
  });

  it("says why a lead cannot be texted, with no form, and refuses a post all the same", async () => {
    const lead = await texted({ textConsentVersion: null, textConsentAt: null });
    const browser = staffBrowser(app, staff);
    const html = await browser.page(`/staff/leads/${lead.id}`);
    expect(wordsOf(html)).toContain("Ana did not tick “Text me about my request” on the form");
    expect(html).not.toContain('id="lead-text-form"');
    const forged = await browser.post(`/staff/leads/${lead.id}`, { intent: "text", body: "Hi" });
    expect(forged.status).toBe(409);
    expect(wordsOf(await forged.text())).toContain("did not tick");
    expect(await textsOf(lead.id)).toEqual([]);
  });

  it("flags a likely stop and stops texting the number once confirmed", async () => {
    const lead = await texted();
    await incoming(lead.id, "please stop texting me", true);
    const browser = staffBrowser(app, staff);
    const html = await browser.page(`/staff/leads/${lead.id}`);
    expect(wordsOf(html)).toContain("Likely stop: this sounds like they want no more texts.");
    const fields = renderedFields(html, "part-stop-texting");
    const unconfirmed = await browser.post(`/staff/leads/${lead.id}`, fields);
    expect(unconfirmed.status).toBe(400);
    const refusal = await unconfirmed.text();
    expect(refusal).toContain('id="lead-stop-texting-error"');
    expect(wordsOf(refusal)).toContain(
      "Tick the box to confirm that this number gets no more texts.",
    );
    expect(await textsService().thread(lead.id)).toMatchObject({ stopped: false });

    const stopped = await browser.post(
      `/staff/leads/${lead.id}`,
      withFields(fields, { confirm: "yes" }),
    );
    expect(stopped.status).toBe(302);
    expect(noticeOf(stopped)?.text).toMatch(/^Texting stopped/);
    const after = await browser.page(`/staff/leads/${lead.id}`);
    expect(wordsOf(after)).toContain("Ana asked for no more texts (they replied STOP)");
    expect(after).not.toContain('id="lead-text-form"');
    expect(after).not.toContain('id="part-stop-texting"');
  });

  it("shows a missed call: the number only", async () => {
    const call = await insertLead(db(), {
      kind: "missed_call",
      firstName: "",
      email: "",
      phone: "+17185550199",
      textNumber: "+17185550199",
    });
    const browser = staffBrowser(app, staff);
    const page = wordsOf(await browser.page(`/staff/leads/${call.id}`));
    expect(page).toMatch(/Missed call Missed call · Today/);
    expect(page).toContain("Phone (718) 555-0199");
    expect(page).not.toContain("First name");
    expect(wordsOf(await browser.page("/staff?kind=missed_call"))).toContain("Missed call");
  });

  describe("the owner's page", () => {
    it("is for owners only", async () => {
      const answer = await fetch(`${app.url}/staff/texts`, { headers: { Cookie: staff.cookie } });
      expect(answer.status).toBe(403);
    });

    it("shows the status, the 8 weeks and the registration's words", async () => {
      const html = await staffBrowser(app, owner).page("/staff/texts");
      const words = wordsOf(html);
      expect(words).toContain("Texting is on.");
      expect(html.match(/<td data-label="Sent">/g)).toHaveLength(8);
      expect(words).toContain("This week");
      const disclosure = consentDisclosure(TEXT_CONSENT_VERSION, "Serenity Day Spa & Med Spa");
      expect(words).toContain(disclosure);
      expect(words).toContain("http://127.0.0.1:3000/contact-us");
      expect(words).toContain("Serenity Day Spa & Med Spa: texts about your request. Call us at");
    });

    it("saves the automatic texts, and refuses a text without STOP beside its field", async () => {
      const browser = staffBrowser(app, owner);
      const fields = renderedFields(await browser.page("/staff/texts"), "texts-form");
      expect(Object.fromEntries(fields).instantText).toBe(DEFAULT_TEXT_SETTINGS.instantText);
      const refused = await browser.post(
        "/staff/texts",
        withFields(fields, { instantText: "Hi {first}!", missedCallEnabled: "on" }),
      );
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(renderedErrors(html).instantText).toMatch(/must say how to stop/);
      expect(Object.fromEntries(renderedFields(html, "texts-form")).instantText).toBe(
        "Hi {first}!",
      );
      expect(await textsService().settings()).toEqual(DEFAULT_TEXT_SETTINGS);

      const saved = await browser.post(
        "/staff/texts",
        withFields(fields, { missedCallEnabled: "on" }),
      );
      expect(saved.status).toBe(302);
      expect(noticeOf(saved)?.text).toBe(
        "Saved. Callers nobody answers now get the missed-call text.",
      );
      expect((await textsService().settings()).missedCallEnabled).toBe(true);
      const staffPost = await staffBrowser(app, staff).post(
        "/staff/texts",
        withFields(fields, { csrfToken: null }),
      );
      expect(staffPost.status).toBe(403);
    });
  });
});

describe.each(oneBackend)("texts on the staff pages, texting not set up, on %s", (backend) => {
  const app = testAppForBlock(backend, { pages: true });
  const staff = memberForBlock(app, "staff");

  it("says what is missing while texting is off, and keeps the phone's own text link", async () => {
    const lead = await insertConsultation(app, {
      textNumber: "+17185550123",
      textConsentVersion: TEXT_CONSENT_VERSION,
      textConsentAt: new Date(),
    });
    const html = await staffBrowser(app, staff).page(`/staff/leads/${lead.id}`);
    expect(wordsOf(html)).toContain(
      "Texting is not set up on this website yet, so no text can be sent from here.",
    );
    expect(wordsOf(html)).toContain("Whoever looks after the website's server");
    expect(html).toContain('href="sms:+17185550123"');
    expect(html).not.toContain('id="lead-text-form"');
  });
});
