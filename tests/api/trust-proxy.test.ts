import { afterEach, describe, expect, it } from "vitest";
import { logCapture, postJson, startTestApp, type TestApp } from "../support/test-app";

let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Statuses of review-paging POSTs (limited per client IP), each claiming to come for `client`. */
async function postsFrom(url: string, clients: string[]) {
  const statuses: number[] = [];
  for (const client of clients) {
    const answer = await postJson(
      `${url}/api/wsreviewsPost`,
      { salon_id: 6186, offset: 0, limit: 1 },
      { "X-Forwarded-For": client },
    );
    statuses.push(answer.status);
  }
  return statuses;
}

describe("TRUST_PROXY", () => {
  it("=1 takes the client address from the proxy in front (X-Forwarded-For)", async () => {
    app = await startTestApp("pglite", { TRUST_PROXY: "1", RATE_LIMIT_OTHER_POSTS: "2" });
    const first = "203.0.113.10";
    const second = "203.0.113.20";
    // Each visitor has a count of its own; all of them reach the app from the proxy's address.
    expect(await postsFrom(app.url, [first, first, first])).toEqual([200, 200, 429]);
    expect(await postsFrom(app.url, [second, second, second])).toEqual([200, 200, 429]);
  });

  it("=false ignores a forged X-Forwarded-For: the connection's address is the client", async () => {
    const logs = logCapture();
    app = await startTestApp(
      "pglite",
      { TRUST_PROXY: "false", RATE_LIMIT_OTHER_POSTS: "2", LOG_LEVEL: "warn" },
      {},
      logs,
    );
    expect(await postsFrom(app.url, ["198.51.100.1", "198.51.100.2", "198.51.100.3"])).toEqual([
      200, 200, 429,
    ]);
    // The rate limiter's hint about the header is a warning in the app's log, with no stack.
    const hint = logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.code === "ERR_ERL_UNEXPECTED_X_FORWARDED_FOR");
    expect(hint).toEqual([expect.objectContaining({ level: 40 })]);
    expect(hint[0]).not.toHaveProperty("stack");
    expect(hint[0]).not.toHaveProperty("err");
  });
});
