/**
 * The alerts page's forms as a browser without JavaScript posts them (decisions 0020, 0029):
 * quiet hours saved and refused beside the field, a listed device removed (only one's own), a
 * test alert to the member's devices through a test push service; the page says that turning
 * alerts on needs JavaScript; only staff pages link the web app's manifest.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { TestPushService } from "../support/push-service";
import { renderedFields, staffBrowser, withFields } from "../support/rendered-form";
import {
  fieldErrorOf,
  noticeOf,
  postScript,
  routeAnswerOf,
  signedInMember,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";
import { oneBackend, testAppForBlock } from "../support/test-app";

const PAGE = "/staff/alerts";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.each(oneBackend)("the alerts page without JavaScript on %s", (backend) => {
  const push = new TestPushService();
  let browser: ReturnType<typeof staffBrowser>;

  const subscribe = async (who: SignedInMember) => {
    const device = push.subscribe();
    const answer = await postScript(
      app,
      "/staff/alerts/devices",
      { csrfToken: who.csrfToken, intent: "on", endpoint: device.endpoint, ...device.keys },
      { ...who.headers, "User-Agent": IPHONE },
    );
    expect(answer.status).toBe(200);
    return device;
  };
  const settingOf = async (userId: string) => {
    const [row] = await app.database.db
      .select()
      .from(t.staffAlertSetting)
      .where(eq(t.staffAlertSetting.userId, userId));
    return row ? [row.quietFrom, row.quietUntil] : undefined;
  };

  beforeAll(() => push.start());
  afterAll(() => push.stop());
  const app = testAppForBlock(backend, {
    env: { PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true" },
    pages: true,
  });
  const member = memberForBlock(app, "staff");
  beforeAll(() => {
    browser = staffBrowser(app, member);
  });

  it("says that turning alerts on needs JavaScript, and links the web app's manifest", async () => {
    const html = await browser.page(PAGE);
    expect(html).toContain("Alerts on this phone");
    expect(html).toContain("Turning alerts on needs JavaScript");
    expect(html).toContain("Alerts are off on all your devices.");
    expect(html).toContain('rel="manifest" href="/staff/manifest.webmanifest"');
    expect(html).toContain('href="/staff/alerts"');
    // No public page links the manifest or names the worker.
    for (const path of ["/", "/contact-us"]) {
      const page = await (await fetch(`${app.url}${path}`)).text();
      expect(page).not.toContain("manifest.webmanifest");
      expect(page).not.toContain("sw.js");
    }
    // Signed out, the page sends to sign-in.
    const signedOut = await fetch(`${app.url}${PAGE}`, { redirect: "manual" });
    expect(routeAnswerOf(signedOut)).toBe("303 /staff/sign-in");
  });

  it("saves quiet hours across midnight, and none", async () => {
    const html = await browser.page(PAGE);
    const fields = renderedFields(html, "quiet-hours-form");
    expect(Object.fromEntries(fields)).toMatchObject({ intent: "quiet-hours" });
    const saved = await browser.post(
      PAGE,
      withFields(fields, { quiet: "hours", quietFrom: "1260", quietUntil: "480" }),
    );
    // Back at the form she used, its notice beside it (decision 0046).
    expect(routeAnswerOf(saved)).toBe(`302 ${PAGE}#part-quiet-hours`);
    expect(noticeOf(saved)?.text).toBe("Quiet hours saved.");
    expect(await settingOf(member.userId)).toEqual([1260, 480]);
    const shown = await browser.page(PAGE);
    expect(shown).toContain("No alerts from 9:00 PM until 8:00 AM.");
    expect(Object.fromEntries(renderedFields(shown, "quiet-hours-form"))).toMatchObject({
      quietFrom: "1260",
      quietUntil: "480",
    });

    const none = await browser.post(PAGE, withFields(fields, { quiet: "none" }));
    expect(routeAnswerOf(none)).toBe(`302 ${PAGE}#part-quiet-hours`);
    expect(await settingOf(member.userId)).toEqual([null, null]);
  });

  it("refuses quiet hours that end when they start, beside the field, storing nothing", async () => {
    const fields = renderedFields(await browser.page(PAGE), "quiet-hours-form");
    const refused = await browser.post(
      PAGE,
      withFields(fields, { quiet: "hours", quietFrom: "600", quietUntil: "600" }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldErrorOf(html, "quiet")).toBe(
      "Quiet hours must end at another time than they start.",
    );
    const odd = await browser.post(
      PAGE,
      withFields(fields, { quiet: "hours", quietFrom: "601", quietUntil: "0" }),
    );
    expect(odd.status).toBe(400);
    expect(await settingOf(member.userId)).toEqual([null, null]);
    const forged = await browser.post(
      PAGE,
      withFields(fields, { quiet: "none", csrfToken: "forged" }),
    );
    // Another session's token: kept to be sent on after signing in again (decision 0045).
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
    expect(await settingOf(member.userId)).toEqual([null, null]);
  });

  it("lists the member's devices and removes one from its own form", async () => {
    await subscribe(member);
    const html = await browser.page(PAGE);
    expect(html).toContain("Safari on iPhone");
    expect(html).toMatch(/Added Today \d{1,2}:\d{2} [AP]M/);
    const [device] = await app.database.db
      .select()
      .from(t.pushSubscription)
      .where(eq(t.pushSubscription.userId, member.userId));
    const fields = renderedFields(html, `device-${device!.id}`);
    expect(Object.fromEntries(fields)).toEqual({
      landing: `remove-device-${device!.id}`,
      csrfToken: member.csrfToken,
      intent: "device-remove",
      device: device!.id,
    });

    // Another member cannot remove it.
    const other = await signedInMember(app, "staff");
    const theirs = await staffBrowser(app, other).post(
      PAGE,
      withFields(fields, { csrfToken: other.csrfToken }),
    );
    expect(theirs.status).toBe(404);

    const removed = await browser.post(PAGE, fields);
    expect(routeAnswerOf(removed)).toBe(`302 ${PAGE}#remove-device-${device!.id}`);
    expect(noticeOf(removed)?.text).toBe("Removed: that device gets no more alerts.");
    const left = await app.database.db
      .select()
      .from(t.pushSubscription)
      .where(eq(t.pushSubscription.userId, member.userId));
    expect(left).toHaveLength(0);
  });

  it("sends a test alert to the member's devices", async () => {
    await app.database.db.delete(t.pushSubscription);
    const noDevices = await browser.post(PAGE, { intent: "test" });
    expect(noDevices.status).toBe(409);
    const device = await subscribe(member);
    const fields = renderedFields(await browser.page(PAGE), "test-alert-form");
    const before = push.received.length;
    const sent = await browser.post(PAGE, fields);
    expect(routeAnswerOf(sent)).toBe(`302 ${PAGE}#part-test`);
    expect(noticeOf(sent)?.text).toBe("Test alert sent to your device.");
    await push.waitFor(before + 1);
    expect(JSON.parse(push.for(device.endpoint).at(-1)!.text)).toMatchObject({
      title: "Test alert",
      url: "/staff",
    });
  });
});
