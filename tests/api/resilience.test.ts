import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logCapture,
  postJson,
  solveCaptcha,
  startTestApp,
  type TestApp,
} from "../support/test-app";
import { sleep } from "../support/wait";

describe("when the database goes away", () => {
  let app: TestApp;
  const log = logCapture();

  beforeAll(async () => {
    app = await startTestApp("pglite", { CONTENT_CACHE_SECONDS: "1", LOG_LEVEL: "info" }, {}, log);
  });
  afterAll(async () => {
    await app?.close().catch(() => {});
  });

  it("keeps serving cached content, reports not ready, and refuses leads with a clear 503", async () => {
    const warm = await fetch(`${app.url}/api/wsmenu`);
    expect(warm.status).toBe(200);
    const captcha = await solveCaptcha(app.url);
    await sleep(1100);
    await app.database.close();

    const stale = await fetch(`${app.url}/api/wsmenu`);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(await warm.clone().json());

    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);

    const lead = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
      firstName: "Sam",
      lastName: "Ortiz",
      phone: "7185550123",
      email: "sam@example.com",
      captcha,
    });
    expect(lead.status).toBe(503);
    expect(lead.json.message).toMatch(/could not save your request/);
    expect(lead.text).not.toMatch(/at .*\.ts/);
    // Neither the lead nor the client's address reaches the log (the rate-limit store's failed
    // query carries the IP as a bound value).
    expect(log.text).toContain("rate limit store unavailable");
    for (const value of ["Ortiz", "7185550123", "sam@example.com", "127.0.0.1"]) {
      expect(log.text).not.toContain(value);
    }
  });
});
