/**
 * Staff alerts by Web Push (decision 0029): the subscription endpoints (session, token, origin,
 * SSRF refusals, limits), the new-lead alert from the outbox to a test push service that checks
 * the VAPID signature and decrypts the payload, quiet hours, gone subscriptions, retries.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DEVICES, spaMinuteOfDay } from "~/routes/staff/alerts/alert-rules";
import * as t from "~/server/db/schema.server";
import { startOutboxWorker } from "~/server/mail/outbox.server";
import { TestPushService, type TestSubscription } from "../support/push-service";
import { postScript, signedInMember, memberForBlock, type SignedInMember } from "../support/staff";
import {
  oneBackend,
  logCapture,
  postJson,
  solveCaptcha,
  testAppForBlock,
  type TestApp,
} from "../support/test-app";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** The alerts page's script route (decision 0036): `intent` on or off. */
const devicePath = "/staff/alerts/devices";

/** A subscription as the page posts it: its endpoint and keys as fields. */
const deviceFields = (subscription: object) => {
  const { keys, ...rest } = subscription as { keys?: Record<string, string | undefined> };
  return { ...(rest as Record<string, string>), p256dh: keys?.p256dh, auth: keys?.auth };
};

function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe.each(oneBackend)("staff push alerts on %s", (backend) => {
  const push = new TestPushService();
  const logs = captureLogs();
  const appLog = logCapture();
  const subscribeAs = (
    who: SignedInMember,
    subscription: TestSubscription | Record<string, unknown>,
    target: TestApp = app,
    extra: Record<string, string> = {},
  ) =>
    postScript(
      target,
      devicePath,
      { csrfToken: who.csrfToken, intent: "on", ...deviceFields(subscription) },
      { ...who.headers, "User-Agent": ANDROID_CHROME, ...extra },
    );

  const devicesOf = (userId: string, target: TestApp = app) =>
    target.database.db
      .select()
      .from(t.pushSubscription)
      .where(eq(t.pushSubscription.userId, userId));

  const outboxWorker = () =>
    startOutboxWorker({
      db: app.database.db,
      logger: logs.logger,
      from: app.config.MAIL_FROM,
      to: () => Promise.reject(new Error("no SMTP here")),
      deliveries: app.services.outbox.deliveries,
      autoRun: false,
    });

  const pushRows = (leadId: string) =>
    app.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.leadId, leadId));

  const contact = {
    name: "Ana Rivera",
    email: "ana.rivera@example.com",
    phone: "(718) 555-0100",
    subject: "Gift card question",
    message: "Do your gift cards cover memberships?",
  };
  const postContact = async (fields: Partial<typeof contact> = {}) => {
    const captcha = await solveCaptcha(app.url);
    const answer = await postJson(
      `${app.url}/api/contactdata`,
      { ...contact, ...fields, captcha },
      { Referer: `${app.url}/contact-us` },
    );
    expect(answer.status).toBe(200);
    const [row] = await app.database.db
      .select({ id: t.lead.id })
      .from(t.lead)
      .where(eq(t.lead.email, fields.email ?? contact.email));
    return row!.id;
  };

  /** Removes every subscription, so each test starts with only its own devices. */
  const clearDevices = () => app.database.db.delete(t.pushSubscription);

  beforeAll(() => push.start());
  afterAll(() => push.stop());
  const app = testAppForBlock(backend, {
    env: { PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true", LOG_LEVEL: "info" },
    log: appLog,
    pages: true,
  });
  const strictApp = testAppForBlock(backend, { pages: true });
  const member = memberForBlock(app, "staff");

  describe("the subscription endpoints", () => {
    it("store this device once per endpoint, labelled from its browser", async () => {
      await clearDevices();
      const device = push.subscribe();
      const answer = await subscribeAs(member, device);
      expect(answer.status).toBe(200);
      expect(answer.json.message).toBe("Alerts are on on this device.");
      const [row, ...more] = await devicesOf(member.userId);
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        label: "Chrome on Android",
      });
      // Sent again (another member signed in on the same browser): one row, the new owner.
      const other = await signedInMember(app, "staff");
      expect((await subscribeAs(other, device)).status).toBe(200);
      expect(await devicesOf(member.userId)).toHaveLength(0);
      expect(await devicesOf(other.userId)).toHaveLength(1);
    });

    it("need a session, the page's token and our origin", async () => {
      const device = push.subscribe();
      const body = { csrfToken: member.csrfToken, intent: "on", ...deviceFields(device) };
      // No session: the staff guard says so (the page shows it, decision 0045).
      const anonymous = await postScript(app, devicePath, body, { Origin: app.url });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.message).toBe("Your session has ended. Please sign in again.");
      expect((await subscribeAs(member, { ...device, csrfToken: "forged" })).status).toBe(403);
      expect(
        (await subscribeAs(member, device, app, { Origin: "https://evil.example" })).status,
      ).toBe(403);
      expect(
        (await subscribeAs(member, device, app, { "Sec-Fetch-Site": "cross-site" })).status,
      ).toBe(403);
      const json = await fetch(`${app.url}${devicePath}`, {
        method: "POST",
        headers: { ...member.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      // Refused before anything is read: the token is looked for in a form only.
      expect([403, 415]).toContain(json.status);
      const stored = await devicesOf(member.userId);
      expect(stored.map((row) => row.endpoint)).not.toContain(device.endpoint);
    });

    it("refuse malformed keys and addresses the server must not POST to (SSRF)", async () => {
      const strictMember = await signedInMember(strictApp, "staff");
      const keys = push.subscribe().keys;
      const refused = async (body: Record<string, unknown>, target = strictApp) => {
        const who = target === strictApp ? strictMember : member;
        const answer = await subscribeAs(who, body, target);
        return answer.status;
      };
      for (const endpoint of [
        "http://127.0.0.1:9/push/1",
        "https://127.0.0.1/push/1",
        "https://localhost/push/1",
        "https://[::1]/push/1",
        "https://10.1.2.3/push/1",
        "https://169.254.169.254/latest/meta-data",
        "https://0x7f.1/push",
        "https://metadata.google.internal/computeMetadata",
        "https://fcm.googleapis.com:8443/fcm/send/x",
        "http://fcm.googleapis.com/fcm/send/x",
        "javascript:alert(1)",
        `https://fcm.googleapis.com/fcm/send/${"x".repeat(1100)}`,
      ]) {
        expect(await refused({ endpoint, keys }), endpoint).toBe(400);
      }
      // The allowance is for 127.0.0.1 only, even where it is on.
      expect(await refused({ endpoint: "http://localhost:9/push/1", keys }, app)).toBe(400);
      expect(await refused({ endpoint: "http://10.0.0.1:9/push/1", keys }, app)).toBe(400);
      const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
      for (const bad of [
        { ...keys, p256dh: keys.p256dh.slice(1) },
        { ...keys, auth: `${keys.auth}AA` },
        { ...keys, auth: "!".repeat(22) },
        { p256dh: keys.p256dh },
      ]) {
        expect(await refused({ endpoint, keys: bad })).toBe(400);
      }
      expect(await devicesOf(strictMember.userId, strictApp)).toHaveLength(0);
      // A public push service's address is accepted where the allowance is off.
      expect(await refused({ endpoint, keys })).toBe(200);
    });

    it(`keep to ${MAX_DEVICES} devices per member; turning one off deletes only one's own`, async () => {
      const busy = await signedInMember(app, "staff");
      const devices = Array.from({ length: MAX_DEVICES }, () => push.subscribe());
      for (const device of devices) expect((await subscribeAs(busy, device)).status).toBe(200);
      const answer = await subscribeAs(busy, push.subscribe());
      expect(answer.status).toBe(409);
      expect(answer.json.message).toContain("Remove one");
      // The same device again (new keys) is an update, not an eleventh.
      expect(
        (await subscribeAs(busy, { ...push.subscribe(), endpoint: devices[0]!.endpoint })).status,
      ).toBe(200);
      expect(await devicesOf(busy.userId)).toHaveLength(MAX_DEVICES);

      const off = (who: SignedInMember, endpoint: string) =>
        postScript(
          app,
          devicePath,
          { csrfToken: who.csrfToken, intent: "off", endpoint },
          who.headers,
        );
      expect((await off(member, devices[1]!.endpoint)).status).toBe(200);
      expect(await devicesOf(busy.userId)).toHaveLength(MAX_DEVICES);
      expect((await off(busy, devices[1]!.endpoint)).status).toBe(200);
      expect(await devicesOf(busy.userId)).toHaveLength(MAX_DEVICES - 1);
      await clearDevices();
    });
  });

  describe("the new-lead alert", () => {
    it("is queued only while a device has alerts on", async () => {
      await clearDevices();
      const leadId = await postContact({ email: `nobody-${randomUUID()}@example.com` });
      expect((await pushRows(leadId)).filter((row) => row.purpose === "push")).toHaveLength(0);
    });

    it("reaches the device signed (VAPID) and encrypted, with the kind, first name and page only", async () => {
      await clearDevices();
      const device = push.subscribe();
      expect((await subscribeAs(member, device)).status).toBe(200);
      const before = push.received.length;
      const leadId = await postContact();
      const [row] = (await pushRows(leadId)).filter((r) => r.purpose === "push");
      expect(row?.status).toBe("pending");

      const worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      await push.waitFor(before + 1);
      const [received] = push.for(device.endpoint).slice(-1);
      const payload = JSON.parse(received!.text) as Record<string, unknown>;
      expect(payload).toEqual({
        title: "New contact inquiry",
        body: "Ana · Contact Us",
        url: `/staff/leads/${leadId}`,
        tag: leadId,
      });
      for (const personal of ["Rivera", "ana.rivera", "555", "Gift card", "memberships"]) {
        expect(received!.text).not.toContain(personal);
      }
      expect(received!.ttl).toBe("86400");
      expect(received!.urgency).toBe("high");
      expect(received!.topic).toBe(leadId.replaceAll("-", ""));
      expect(received!.vapidKey).toBe(await app.services.alerts.publicKey());
      expect(received!.claims.sub).toBe("mailto:no-reply@localhost");

      const [sent] = await app.database.db
        .select()
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.id, row!.id));
      expect(sent?.status).toBe("sent");
      const [stored] = await devicesOf(member.userId);
      expect(stored?.lastSuccessAt).toBeInstanceOf(Date);
      // Ids and status codes only: no name, address or message in the log.
      const log = logs.lines.join("") + appLog.text;
      expect(log).toContain(stored!.id);
      for (const personal of ["Ana", "Rivera", "ana.rivera", device.endpoint, device.keys.auth]) {
        expect(log).not.toContain(personal);
      }
    });

    it("goes out before the e-mails waiting in the outbox (a burst, a mail server away)", async () => {
      await clearDevices();
      const device = push.subscribe();
      await subscribeAs(member, device);
      // A backlog of e-mails due before the lead, as after a burst of leads or a mail outage.
      const leads = await app.database.db
        .insert(t.lead)
        .values(
          Array.from({ length: 6 }, (_, i) => ({
            kind: "contact" as const,
            firstName: `Backlog ${i}`,
            email: `backlog.${i}.${randomUUID()}@example.com`,
            phone: "(718) 555-0100",
            subject: "Hi",
            message: "Hello",
          })),
        )
        .returning({ id: t.lead.id });
      const backlog = leads.flatMap(({ id }) =>
        (["notify", "acknowledge"] as const).map((purpose) => ({
          purpose,
          leadId: id,
          nextAttemptAt: new Date(Date.now() - 3_600_000),
        })),
      );
      await app.database.db.insert(t.mailOutbox).values(backlog);
      const before = push.received.length;
      const leadId = await postContact();
      // One round of one batch (10 rows): the alert is in it, the e-mails wait for SMTP.
      const worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      await push.waitFor(before + 1);
      const [row] = (await pushRows(leadId)).filter((r) => r.purpose === "push");
      expect(row?.status).toBe("sent");
      await app.database.db.delete(t.mailOutbox).where(
        inArray(
          t.mailOutbox.leadId,
          backlog.map((b) => b.leadId),
        ),
      );
    });

    it("names nobody when the first name is a link, and says what kind of lead it is", async () => {
      await clearDevices();
      const device = push.subscribe();
      await subscribeAs(member, device);
      const before = push.received.length;
      const leadId = await app.services.leads.saveLead(
        "consultation",
        {
          firstName: "www.cheap-pills.example",
          lastName: "X",
          phone: "7185550123",
          email: "x@example.com",
          captcha: "",
        },
        { replayKey: randomUUID(), expiresAt: new Date(Date.now() + 60_000) },
        "/tattoo-removal-staten-island-ads",
      );
      const worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      await push.waitFor(before + 1);
      const payload = JSON.parse(push.for(device.endpoint).at(-1)!.text) as Record<string, string>;
      expect(payload.title).toBe("New consultation lead");
      expect(payload.body).toBe("Tattoo removal ads page");
      expect(payload.url).toBe(`/staff/leads/${leadId}`);
    });

    it("keeps quiet during a member's quiet hours, and skips disabled members", async () => {
      await clearDevices();
      const quiet = await signedInMember(app, "staff");
      const gone = await signedInMember(app, "staff");
      const awake = push.subscribe();
      const asleep = push.subscribe();
      const disabled = push.subscribe();
      await subscribeAs(member, awake);
      await subscribeAs(quiet, asleep);
      await subscribeAs(gone, disabled);
      const hour = Math.floor(spaMinuteOfDay(new Date()) / 60);
      await app.services.alerts.saveQuietHours(quiet.userId, {
        quietFrom: hour * 60,
        quietUntil: ((hour + 2) % 24) * 60,
      });
      await app.database.db
        .update(t.staffUser)
        .set({ disabledAt: new Date() })
        .where(eq(t.staffUser.id, gone.userId));
      const before = push.received.length;
      await postContact({ email: `quiet-${randomUUID()}@example.com` });
      const worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      await push.waitFor(before + 1);
      expect(push.for(awake.endpoint)).toHaveLength(1);
      expect(push.for(asleep.endpoint)).toHaveLength(0);
      expect(push.for(disabled.endpoint)).toHaveLength(0);
      await app.services.alerts.saveQuietHours(quiet.userId, { quietFrom: null, quietUntil: null });
    });

    it("deletes a device its push service calls gone (410), and retries after a 503", async () => {
      await clearDevices();
      const staying = push.subscribe();
      const gone = push.subscribe();
      await subscribeAs(member, staying);
      await subscribeAs(member, gone);
      push.answer(gone.endpoint, 410);
      const leadId = await postContact({ email: `gone-${randomUUID()}@example.com` });
      let worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      const endpoints = (await devicesOf(member.userId)).map((row) => row.endpoint);
      expect(endpoints).toEqual([staying.endpoint]);
      expect((await pushRows(leadId)).find((r) => r.purpose === "push")?.status).toBe("sent");

      push.answer(staying.endpoint, 503);
      const retried = await postContact({ email: `busy-${randomUUID()}@example.com` });
      worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      const row = (await pushRows(retried)).find((r) => r.purpose === "push");
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toContain("HTTP 503");
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await devicesOf(member.userId)).toHaveLength(1);
      push.answer(staying.endpoint, 201);
      await app.database.db.delete(t.mailOutbox).where(eq(t.mailOutbox.id, row!.id));
    });

    it("retries only the device that failed: no repeat on the others, none on a device added since", async () => {
      await clearDevices();
      const reached = push.subscribe();
      const busy = push.subscribe();
      await subscribeAs(member, reached);
      await subscribeAs(member, busy);
      push.answer(busy.endpoint, 503);
      const leadId = await postContact({ email: `retry-${randomUUID()}@example.com` });
      let worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      expect(push.for(reached.endpoint).filter((p) => p.text.includes(leadId))).toHaveLength(1);
      const row = (await pushRows(leadId)).find((r) => r.purpose === "push")!;
      expect(row.status).toBe("pending");

      // The busy service is back, a new phone has turned alerts on, and the retry is due.
      push.answer(busy.endpoint, 201);
      const added = push.subscribe();
      await subscribeAs(member, added);
      await app.database.db
        .update(t.mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(t.mailOutbox.id, row.id));
      worker = outboxWorker();
      await worker.runOnce();
      await worker.stop();
      const about = (endpoint: string) =>
        push.for(endpoint).filter((p) => p.text.includes(leadId)).length;
      expect({ reached: about(reached.endpoint), busy: about(busy.endpoint) }).toEqual({
        reached: 1,
        busy: 1,
      });
      expect(about(added.endpoint)).toBe(0);
      expect((await pushRows(leadId)).find((r) => r.purpose === "push")?.status).toBe("sent");
    });
  });

  describe("the staff web app's files", () => {
    it("serves the manifest, the service worker and the icons", async () => {
      const manifest = await fetch(`${app.url}/staff/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
      expect(manifest.headers.get("cache-control")).toBe("no-cache");
      const body = (await manifest.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        scope: "/staff/",
        start_url: "/staff/",
        display: "standalone",
        theme_color: "#21362f",
      });
      const icons = body.icons as { src: string; sizes: string }[];
      expect(icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(["192x192", "512x512"]),
      );
      for (const icon of icons) {
        const png = await fetch(`${app.url}${icon.src}`);
        expect(png.headers.get("content-type")).toBe("image/png");
        const bytes = Buffer.from(await png.arrayBuffer());
        expect(bytes.subarray(1, 4).toString()).toBe("PNG");
        const size = Number(icon.sizes.split("x")[0]);
        expect(bytes.readUInt32BE(16)).toBe(size);
        expect(bytes.readUInt32BE(20)).toBe(size);
      }

      const worker = await fetch(`${app.url}/staff/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(worker.headers.get("cache-control")).toBe("no-cache");
      expect(worker.headers.get("content-security-policy")).toContain("worker-src 'self'");
      const source = await worker.text();
      for (const part of ["showNotification", "notificationclick", "openWindow", "tag"]) {
        expect(source).toContain(part);
      }
    });
  });
});
