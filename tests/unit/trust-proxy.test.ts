import express from "express";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseTrustProxy, type TrustProxy } from "~/server/config.server";

/** Express's compiled `trust proxy` function for a parsed value: (address, hop) => trusted. */
function trustFunction(value: TrustProxy) {
  const app = express();
  app.set("trust proxy", value);
  return app.get("trust proxy fn") as (address: string, hop: number) => boolean;
}

function parsed(raw: string): TrustProxy {
  const result = parseTrustProxy(raw);
  if (!("value" in result)) throw new Error(result.error);
  return result.value;
}

describe("parseTrustProxy", () => {
  it("reads a whole number as a hop count, not as the address 0.0.0.1", () => {
    expect(parsed("1")).toBe(1);
    expect(parsed(" 2 ")).toBe(2);
    expect(parsed("0")).toBe(0);
    const trust = trustFunction(parsed("1"));
    expect(trust("10.1.2.3", 0)).toBe(true);
    expect(trust("10.1.2.3", 1)).toBe(false);
  });

  it("reads true and false as booleans", () => {
    expect(parsed("true")).toBe(true);
    expect(parsed("FALSE")).toBe(false);
    expect(trustFunction(parsed("false"))("127.0.0.1", 0)).toBe(false);
  });

  it("accepts Express's names, addresses and ranges, alone or comma-separated", () => {
    expect(parsed("loopback")).toEqual(["loopback"]);
    expect(parsed("Loopback, uniquelocal")).toEqual(["loopback", "uniquelocal"]);
    expect(parsed("linklocal,10.0.0.1, 192.168.0.0/16,fd00::/8, ::1")).toEqual([
      "linklocal",
      "10.0.0.1",
      "192.168.0.0/16",
      "fd00::/8",
      "::1",
    ]);
    expect(parsed("10.0.0.0/255.0.0.0")).toEqual(["10.0.0.0/255.0.0.0"]);
    const trust = trustFunction(parsed("loopback, 10.0.0.0/8"));
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("10.200.0.1", 0)).toBe(true);
    expect(trust("203.0.113.1", 0)).toBe(false);
  });

  it("gives Express only values it accepts", () => {
    for (const raw of [
      "3",
      "true",
      "false",
      "loopback",
      "uniquelocal, 2001:db8::/32",
      "::ffff:10.0.0.1",
    ]) {
      expect(() => trustFunction(parsed(raw)), raw).not.toThrow();
    }
  });

  it("refuses anything else, saying what is wrong", () => {
    for (const raw of [
      "banana",
      "10.0.0.0/99",
      "10.0.0.0/0",
      "fd00::/129",
      "10.0.0.0/255.0.255.0",
      "10.0.0.300",
      "loopback,,10.0.0.1",
      "1.5",
      "-1",
      "101",
      "x".repeat(3000),
    ]) {
      const result = parseTrustProxy(raw);
      expect("error" in result, raw).toBe(true);
    }
  });
});

describe("TRUST_PROXY in the configuration", () => {
  it("defaults to loopback and parses what is set", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });

  it("stops the start on a bad value, naming the variable and the entry", () => {
    for (const [raw, shown] of [
      ["banana", '"banana"'],
      ["10.0.0.0/99", '"10.0.0.0/99"'],
    ]) {
      try {
        loadConfig({ TRUST_PROXY: raw });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toHaveLength(1);
        expect((error as ConfigError).problems[0]).toMatch(/^TRUST_PROXY /);
        expect((error as ConfigError).problems[0]).toContain(shown);
      }
    }
  });
});
