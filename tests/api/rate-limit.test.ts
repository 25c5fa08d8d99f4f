import { describe, expect, it } from "vitest";
import { backends, postJson, startTestApp, testAppForBlock } from "../support/test-app";
import { RATE_LIMIT_MESSAGE } from "~/server/api/rate-limit.server";

describe.each(backends)("per-IP rate limits on %s", (backend) => {
  const app = testAppForBlock(backend, {
    env: {
      RATE_LIMIT_FORM_POSTS: "3",
      RATE_LIMIT_OTHER_POSTS: "5",
      RATE_LIMIT_CAPTCHA_CHALLENGES: "4",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    },
  });

  it("answers 429 with a clear message once a client sends too many forms", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await postJson(`${app.url}/api/LadingFormdataConsultation`, {});
      statuses.push(last.status);
    }
    // The first three are judged on their content (400: empty), then the limit answers.
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(last?.json).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(last?.response.headers.get("ratelimit-policy")).toMatch(/^3;w=600/);
    // The form limit covers every form endpoint, uploads included.
    const upload = await fetch(`${app.url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
      method: "POST",
      body: new FormData(),
    });
    expect(upload.status).toBe(429);
  });

  it("counts other POSTs separately, with their own limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await postJson(`${app.url}/api/wsreviewsPost`, {
        salon_id: 6186,
        offset: 0,
        limit: 5,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts every spelling of a form path that reaches the handler in the form limit", async () => {
    const other = await startTestApp(backend, {
      RATE_LIMIT_FORM_POSTS: "2",
      RATE_LIMIT_OTHER_POSTS: "100",
    });
    try {
      const statuses: number[] = [];
      for (const path of ["/api/ContactData", "/api/contactdata/", "/api/CONTACTDATA"]) {
        statuses.push((await postJson(`${other.url}${path}`, {})).status);
      }
      // Express routes all three to the contact handler, so all three count as forms.
      expect(statuses).toEqual([400, 400, 429]);
      const upload = await fetch(`${other.url}/api/WSwebsiteinfo/uploadFilesFromWebsites/`, {
        method: "POST",
        body: new FormData(),
      });
      expect(upload.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("limits captcha challenges on their own, generous limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await fetch(`${app.url}/api/captcha/challenge`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("never limits reading", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${app.url}/api/wsmenu`)).status).toBe(200);
    }
  });
});
