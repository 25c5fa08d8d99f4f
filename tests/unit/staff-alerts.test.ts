import { describe, expect, it } from "vitest";
import {
  clockLabel,
  deviceLabel,
  endpointProblem,
  inQuietHours,
  pushSubscribeSchema,
  quietHoursSchema,
  QUIET_HOUR_CHOICES,
  spaMinuteOfDay,
} from "~/routes/staff/alerts/alert-rules";

const strict = { allowLoopbackTestService: false };
const loopback = { allowLoopbackTestService: true };

describe("quiet hours", () => {
  it("a span within one day: from inclusive, until exclusive", () => {
    expect(inQuietHours(12 * 60, 13 * 60, 15 * 60)).toBe(false);
    expect(inQuietHours(13 * 60, 13 * 60, 15 * 60)).toBe(true);
    expect(inQuietHours(14 * 60 + 59, 13 * 60, 15 * 60)).toBe(true);
    expect(inQuietHours(15 * 60, 13 * 60, 15 * 60)).toBe(false);
  });

  it("a span across midnight: 9 PM until 8 AM", () => {
    const [from, until] = [21 * 60, 8 * 60];
    expect(inQuietHours(20 * 60 + 59, from, until)).toBe(false);
    expect(inQuietHours(21 * 60, from, until)).toBe(true);
    expect(inQuietHours(23 * 60 + 59, from, until)).toBe(true);
    expect(inQuietHours(0, from, until)).toBe(true);
    expect(inQuietHours(7 * 60 + 59, from, until)).toBe(true);
    expect(inQuietHours(8 * 60, from, until)).toBe(false);
    expect(inQuietHours(12 * 60, from, until)).toBe(false);
  });

  it("none, or an empty span, is never quiet", () => {
    expect(inQuietHours(0, null, null)).toBe(false);
    expect(inQuietHours(600, 600, 600)).toBe(false);
  });

  it("reads the spa's clock, whatever the server's zone (EST and EDT)", () => {
    // 02:30 UTC on a January day is 9:30 PM the day before in New York (UTC-5).
    expect(spaMinuteOfDay(new Date("2026-01-15T02:30:00Z"))).toBe(21 * 60 + 30);
    // 12:00 UTC in July is 8:00 AM in New York (UTC-4).
    expect(spaMinuteOfDay(new Date("2026-07-01T12:00:00Z"))).toBe(8 * 60);
    expect(spaMinuteOfDay(new Date("2026-07-01T04:00:00Z"))).toBe(0);
  });

  it("labels hours the 12-hour way", () => {
    expect(clockLabel(0)).toBe("12:00 AM");
    expect(clockLabel(12 * 60)).toBe("12:00 PM");
    expect(clockLabel(21 * 60)).toBe("9:00 PM");
    expect(QUIET_HOUR_CHOICES).toHaveLength(24);
  });

  it("the form needs both ends, different, from the list; or none", () => {
    const base = { csrfToken: "t" };
    expect(quietHoursSchema.safeParse({ ...base, quiet: "none" }).success).toBe(true);
    expect(
      quietHoursSchema.safeParse({ ...base, quiet: "hours", quietFrom: "1260", quietUntil: "480" })
        .success,
    ).toBe(true);
    expect(
      quietHoursSchema.safeParse({ ...base, quiet: "hours", quietFrom: "480", quietUntil: "480" })
        .success,
    ).toBe(false);
    expect(quietHoursSchema.safeParse({ ...base, quiet: "hours", quietFrom: "480" }).success).toBe(
      false,
    );
    expect(
      quietHoursSchema.safeParse({ ...base, quiet: "hours", quietFrom: "481", quietUntil: "0" })
        .success,
    ).toBe(false);
  });
});

describe("a device's label from its browser", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Firefox on Mac",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["", "A browser"],
    [undefined, "A browser"],
    ["curl/8.0", "A browser"],
  ])("%s", (ua, label) => expect(deviceLabel(ua)).toBe(label));

  it("never runs over a huge header", () => {
    expect(deviceLabel("x".repeat(100_000) + "Chrome/1 Android")).toBe("A browser");
  });
});

describe("a push service's address (the server POSTs to it)", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGc2",
    "https://wns2-bn3p.notify.windows.com/w/?token=abc",
  ])("accepts %s", (url) => expect(endpointProblem(url, strict)).toBeUndefined());

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "https"],
    ["https://127.0.0.1/push", "IP address"],
    ["https://2130706433/push", "IP address"],
    ["https://0x7f.1/push", "IP address"],
    ["https://[::1]/push", "IP address"],
    ["https://[fe80::1]/push", "IP address"],
    ["https://10.0.0.5/push", "IP address"],
    ["https://169.254.169.254/latest/meta-data", "IP address"],
    ["https://localhost/push", "public name"],
    ["https://push.localhost/push", "public name"],
    ["https://intranet/push", "public name"],
    ["https://printer.local/push", "public name"],
    ["https://metadata.google.internal/push", "public name"],
    ["https://fcm.googleapis.com:8443/push", "standard port"],
    ["https://user:pw@fcm.googleapis.com/push", "password"],
    ["ftp://fcm.googleapis.com/push", "https"],
    ["not a url", "not a URL"],
    [`https://fcm.googleapis.com/${"a".repeat(1100)}`, "too long"],
  ])("refuses %s", (url, why) => expect(endpointProblem(url, strict)).toContain(why));

  it("the test push service on 127.0.0.1 only with PUSH_ALLOW_LOOPBACK_TEST_SERVICE", () => {
    expect(endpointProblem("http://127.0.0.1:9123/push/1", strict)).toContain("https");
    expect(endpointProblem("http://127.0.0.1:9123/push/1", loopback)).toBeUndefined();
    expect(endpointProblem("http://localhost:9123/push/1", loopback)).toBeDefined();
    expect(endpointProblem("http://10.0.0.1:9123/push/1", loopback)).toBeDefined();
  });

  it("the keys must be a P-256 point and a 16-byte secret, base64url", () => {
    const good = {
      csrfToken: "t",
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    };
    expect(pushSubscribeSchema.safeParse(good).success).toBe(true);
    for (const keys of [
      { ...good.keys, p256dh: `B${"A".repeat(85)}` },
      { ...good.keys, p256dh: `A${"A".repeat(86)}` },
      { ...good.keys, p256dh: `B${"A".repeat(85)}+` },
      { ...good.keys, auth: "A".repeat(21) },
      { ...good.keys, auth: "A".repeat(22) + "==" },
    ]) {
      expect(pushSubscribeSchema.safeParse({ ...good, keys }).success).toBe(false);
    }
  });
});
