/**
 * What staff pages read about texts (issue 37), on both databases, from rows stored as the send
 * side and the webhooks store them: a lead's thread in order with its words, why a lead cannot be
 * texted (in order: anonymised, off, no number, stopped, no consent; a client who texted us may be
 * answered), marking it read, and the owner's weekly figures.
 */
import { describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { markThreadRead, readThread, textFigures } from "~/server/texts/thread.server";
import { backends, testAppForBlock } from "../support/test-app";
import { createAccount, insertLead } from "../support/staff";

const NUMBER = "+17185550123";
const on = { on: true, stopped: async () => false };

describe.each(backends)("text threads on %s", (backend) => {
  const app = testAppForBlock(backend);
  const db = () => app.database.db;

  const lead = (values: Partial<typeof t.lead.$inferInsert> = {}) =>
    insertLead(db(), {
      kind: "consultation",
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@example.com",
      phone: "(718) 555-0123",
      textNumber: NUMBER,
      textConsentVersion: "2026-12-05",
      textConsentAt: new Date("2026-12-05T15:00:00Z"),
      ...values,
    });
  const text = (leadId: string, values: Partial<typeof t.textMessage.$inferInsert>) =>
    db()
      .insert(t.textMessage)
      .values({
        leadId,
        direction: "out",
        origin: "staff",
        body: "Hi",
        state: "sent",
        ...values,
      })
      .returning();

  it("reads the thread oldest first, with who wrote, failures in words and what is unread", async () => {
    const { id } = await lead();
    const member = await createAccount(app, "staff", "front.desk@example.com");
    const base = Date.parse("2026-12-07T15:00:00Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    await text(id, {
      origin: "client",
      direction: "in",
      body: "Please stop texting me",
      state: "received",
      likelyStop: true,
      createdAt: at(30),
    });
    await text(id, { origin: "instant", body: "Hi Dana", state: "delivered", createdAt: at(0) });
    await text(id, {
      body: "When suits you?",
      actorId: member.account.id,
      state: "failed",
      errorCode: "30007",
      createdAt: at(10),
    });

    const thread = await readThread(db(), id, on);
    expect(thread).toMatchObject({
      number: "(718) 555-0123",
      consent: { version: "2026-12-05", at: "2026-12-05T15:00:00.000000Z" },
      stopped: false,
      cannotText: null,
    });
    expect(
      thread!.texts.map(({ body, by, failure, unread, likelyStop, direction }) => ({
        body,
        by,
        failure,
        unread,
        likelyStop,
        direction,
      })),
    ).toEqual([
      {
        body: "Hi Dana",
        by: null,
        failure: null,
        unread: false,
        likelyStop: false,
        direction: "out",
      },
      {
        body: "When suits you?",
        by: "front.desk@example.com",
        failure: "Blocked by the carrier as possible spam.",
        unread: false,
        likelyStop: false,
        direction: "out",
      },
      {
        body: "Please stop texting me",
        by: null,
        failure: null,
        unread: true,
        likelyStop: true,
        direction: "in",
      },
    ]);

    await markThreadRead(db(), id);
    const read = await readThread(db(), id, on);
    expect(read!.texts.some((entry) => entry.unread)).toBe(false);
  });

  it("says why a lead cannot be texted, in order", async () => {
    const stoppedToo = { on: true, stopped: async (n: string) => n === NUMBER };
    const anonymised = await lead({ anonymisedAt: new Date(), textNumber: null });
    expect((await readThread(db(), anonymised.id, stoppedToo))!.cannotText).toBe("erased");
    const plain = await lead();
    expect((await readThread(db(), plain.id, { ...stoppedToo, on: false }))!.cannotText).toBe(
      "off",
    );
    const landline = await lead({ textNumber: null, phone: "1" });
    expect((await readThread(db(), landline.id, stoppedToo))!.cannotText).toBe("no-number");
    const stopped = await readThread(db(), plain.id, stoppedToo);
    expect(stopped).toMatchObject({ cannotText: "stopped", stopped: true });

    const noConsent = await lead({ textConsentVersion: null, textConsentAt: null });
    expect((await readThread(db(), noConsent.id, on))!.cannotText).toBe("no-consent");
    // Once the client has texted us on this lead, staff may answer.
    await text(noConsent.id, { direction: "in", origin: "client", body: "Hi?", state: "received" });
    expect((await readThread(db(), noConsent.id, on))!.cannotText).toBeNull();

    expect(await readThread(db(), "00000000-0000-4000-8000-000000000000", on)).toBeNull();
  });

  it("counts the last 8 weeks, Monday to Sunday in the spa's time zone, newest first", async () => {
    await db().delete(t.textMessage);
    const { id } = await lead();
    // Monday Dec 7, 2026, 12:30 AM in New York (05:30 UTC): this week; a Sunday 11:30 PM before it
    // is the week of Nov 30.
    const now = new Date("2026-12-09T17:00:00Z");
    const thisWeek = new Date("2026-12-07T05:30:00Z");
    const lastWeek = new Date("2026-12-07T04:30:00Z");
    await text(id, { state: "delivered", providerSid: "SM1", dueAt: thisWeek });
    await text(id, { state: "sent", providerSid: "SM2", dueAt: thisWeek });
    await text(id, { state: "failed", providerSid: "SM3", errorCode: "30003", dueAt: thisWeek });
    // Refused by the provider before it left: a failure, not a text sent.
    await text(id, { state: "failed", errorCode: "21610", dueAt: thisWeek });
    // Still waiting: nothing yet.
    await text(id, { state: "held", dueAt: thisWeek });
    await text(id, { state: "delivered", providerSid: "SM4", dueAt: lastWeek });
    const incoming = (body: string, createdAt: Date) =>
      text(id, { direction: "in", origin: "client", body, state: "received", createdAt });
    await incoming("Thursday works", thisWeek);
    await incoming(" Stop. ", thisWeek);
    await incoming("HELP", thisWeek);
    await incoming("stop texting me please", lastWeek);
    // Ten weeks ago: outside the table.
    await incoming("Hello", new Date("2026-09-28T15:00:00Z"));

    const weeks = await textFigures(db(), 8, now);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({
      weekOf: "2026-12-07",
      sent: 3,
      delivered: 1,
      replies: 1,
      stops: 1,
      failures: 2,
    });
    expect(weeks[1]).toEqual({
      weekOf: "2026-11-30",
      sent: 1,
      delivered: 1,
      replies: 1,
      stops: 0,
      failures: 0,
    });
    expect(weeks[7]!.weekOf).toBe("2026-10-19");
    expect(weeks.slice(2).every((w) => w.sent + w.replies === 0)).toBe(true);
  });
});
