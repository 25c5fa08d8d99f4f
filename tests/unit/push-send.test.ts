import { createECDH, randomBytes } from "node:crypto";
import dns from "node:dns";
import { describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { isInternalAddress, sendPush } from "~/server/push/send.server";

const target = (endpoint: string) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
};
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:owner@example.com" };
const options = (allowLoopback = false) => ({
  ttl: 60,
  urgency: "high" as const,
  allowLoopback,
  signal: AbortSignal.timeout(5000),
});

describe("sending a push refuses the server's own network (SSRF), at connect time too", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["::1", true],
    ["fe80::1", true],
    ["fd00::1", true],
    ["::ffff:127.0.0.1", true],
    // IPv4-compatible (::/96, deprecated by RFC 4291): no push service has one (issue 27).
    ["::127.0.0.1", true],
    ["::7f00:1", true],
    ["::10.0.0.1", true],
    ["::8.8.8.8", true],
    // Other IPv6 forms that carry an IPv4 address: 6to4, Teredo, local-use NAT64.
    ["2002:7f00:1::1", true],
    ["2001:0:7f00:1::1", true],
    ["64:ff9b:1::7f00:1", true],
    ["142.250.72.106", false],
    ["2607:f8b0:4004:c07::5f", false],
  ])("%s internal: %s", (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });

  it("a name that resolves to loopback is not connected to", async () => {
    await expect(
      sendPush(target("https://localhost/push/1"), "{}", vapid, options()),
    ).rejects.toMatchObject({ code: "EPUSHADDRESS" });
  });

  it("a name that resolves to an IPv4-compatible loopback (::127.0.0.1) is not connected to", async () => {
    const lookup = vi
      .spyOn(dns, "lookup")
      .mockImplementation(((
        _hostname: string,
        _options: unknown,
        callback: (error: null, addresses: dns.LookupAddress[]) => void,
      ) =>
        callback(null, [{ address: "::127.0.0.1", family: 6 }])) as unknown as typeof dns.lookup);
    try {
      await expect(
        sendPush(target("https://push.example/push/1"), "{}", vapid, options()),
      ).rejects.toMatchObject({ code: "EPUSHADDRESS" });
      expect(lookup).toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
    }
    await expect(
      sendPush(target("https://[::127.0.0.1]/push/1"), "{}", vapid, options()),
    ).rejects.toThrow("internal address");
  });

  it("an internal IP literal or plain http is refused without the test allowance", async () => {
    await expect(
      sendPush(target("https://10.0.0.7/push/1"), "{}", vapid, options()),
    ).rejects.toThrow("internal address");
    await expect(
      sendPush(target("http://127.0.0.1:9/push/1"), "{}", vapid, options()),
    ).rejects.toThrow("not https");
  });
});
