/**
 * Sign-in findings of the ASVS level 2 review (decision 0018): no e-mail enumeration by timing,
 * and no lockout of an account by a stranger at another address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, startTestApp, testPages, type TestApp } from "../support/test-app";
import { createAccount, signIn, STAFF_PASSWORD } from "../support/staff";

// Signing in is a page's form (decision 0020): one compile of the pages for the whole file.
const pages = async () => (await testPages()).pages;
afterAll(async () => (await testPages()).close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe.each(backends)("staff sign-in timing on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    // Limits out of the way: this measures the answer's time, not the 429.
    app = await startTestApp(
      backend,
      {
        RATE_LIMIT_SIGN_IN: "100000",
        RATE_LIMIT_SIGN_IN_ACCOUNT: "1000",
        RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY: "100000",
      },
      {},
      undefined,
      await pages(),
    );
  });
  afterAll(() => app.close());

  it("takes as long for an unknown e-mail as for a known one with a wrong password", async () => {
    const { email } = await createAccount(app, "staff");
    const timed = async (address: string) => {
      const start = performance.now();
      const answer = await signIn(app, address, "not the password, surely");
      expect(answer.status).toBe(401);
      return performance.now() - start;
    };
    // Warm both paths (the decoy hash is made on first use), then interleave the samples so a
    // busy moment of the machine falls on both alike.
    await timed(email);
    await timed("warm-up@spa.test");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 50; i++) {
      known.push(await timed(email));
      unknown.push(await timed(`nobody-${i}@spa.test`));
    }
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.2);
    // 102 sign-ins, each answered with the rendered page (a form post since decision 0020): on
    // a busy 2-core machine ~600 ms each, past the default minute.
  }, 240_000);
});

describe("staff sign-in lockout per account and address", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(
      "pglite",
      {
        TRUST_PROXY: "1",
        RATE_LIMIT_SIGN_IN: "1000",
        RATE_LIMIT_SIGN_IN_ACCOUNT: "3",
        RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY: "8",
      },
      {},
      undefined,
      await pages(),
    );
  });
  afterAll(() => app.close());

  const from = (ip: string) => ({ "X-Forwarded-For": ip });

  it("lets the member in from their address while a stranger is locked out at another", async () => {
    const { email } = await createAccount(app, "staff");
    const stranger: number[] = [];
    for (let i = 0; i < 5; i++) {
      stranger.push((await signIn(app, email, `guess ${i} of many`, from("203.0.113.7"))).status);
    }
    expect(stranger).toEqual([401, 401, 401, 429, 429]);
    // The page says why, politely, and keeps the e-mail typed.
    const locked = await signIn(app, email, `guess once more`, from("203.0.113.7"));
    expect(locked.alert).toMatch(
      /^Too many sign-in attempts for this account from your network\. Please wait \d+ minutes/,
    );
    expect(locked.text).toContain(`value="${email}"`);
    expect((await signIn(app, email, STAFF_PASSWORD, from("198.51.100.20"))).status).toBe(303);
    // Still locked out at the stranger's address, even with the right password.
    expect((await signIn(app, email, STAFF_PASSWORD, from("203.0.113.7"))).status).toBe(429);
  });

  it("a success clears the count of its own address", async () => {
    const { email } = await createAccount(app, "staff");
    const office = from("198.51.100.30");
    for (let i = 0; i < 2; i++) await signIn(app, email, `typo number ${i}`, office);
    expect((await signIn(app, email, STAFF_PASSWORD, office)).status).toBe(303);
    const after: number[] = [];
    for (let i = 0; i < 3; i++) {
      after.push((await signIn(app, email, `another typo ${i}`, office)).status);
    }
    expect(after).toEqual([401, 401, 401]);
  });

  it("stops a guesser spread over many addresses with the account's hourly budget", async () => {
    const { email } = await createAccount(app, "staff");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await signIn(app, email, `guess ${i} again`, from(`192.0.2.${i + 1}`))).status,
      );
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
