/**
 * A client's mistake is a 4xx and one log line at info or warn, without a stack (issue 27, item
 * 3): a scan of forged or malformed requests must not bury a real error under error-level lines.
 */
import { describe, expect, it } from "vitest";
import { logCapture, oneBackend, testAppForBlock } from "../support/test-app";
import { sleep } from "../support/wait";

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  status?: number;
  err?: { stack?: string };
  error?: { stack?: string };
}

/** pino's levels: 40 warn, 50 error. */
const WARN = 40;

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The requests a scanner sends that are the client's mistake, never ours. */
const MISTAKES: { name: string; path: string; init: RequestInit; status: number }[] = [
  {
    name: "a form posted from another site's page",
    path: "/contact-us",
    init: { method: "POST", headers: { ...FORM, Origin: "https://evil.example" }, body: "a=1" },
    status: 400,
  },
  {
    name: "a client-side action sent from another site",
    path: "/contact-us.data",
    init: { method: "POST", headers: { ...FORM, Origin: "https://evil.example" }, body: "a=1" },
    status: 400,
  },
  {
    name: "a form with an Origin that is not an address",
    path: "/contact-us",
    init: { method: "POST", headers: { ...FORM, Origin: "not a url" }, body: "a=1" },
    status: 400,
  },
  {
    name: "a staff form posted from another site",
    path: "/staff/sign-in",
    init: { method: "POST", headers: { ...FORM, Origin: "https://evil.example" }, body: "a=1" },
    status: 400,
  },
  {
    name: "a form posted to a page that takes none",
    path: "/about",
    init: { method: "POST", headers: FORM, body: "a=1" },
    status: 405,
  },
  {
    name: "a client-side action on a page that takes none",
    path: "/about.data",
    init: { method: "POST", headers: FORM, body: "a=1" },
    status: 405,
  },
  {
    name: "a client-side read of a page that does not exist",
    path: "/no-such-page/deeper.data",
    init: { method: "GET" },
    status: 404,
  },
];

describe.each(oneBackend)("client mistakes in the log on %s", (backend) => {
  const log = logCapture();

  const app = testAppForBlock(backend, { env: { LOG_LEVEL: "info" }, log, pages: true });

  it.each(MISTAKES)("$name: $status, one line at most at warn, no stack", async (mistake) => {
    const from = log.lines.length;
    const response = await fetch(`${app.url}${mistake.path}`, mistake.init);
    await response.arrayBuffer();
    expect(response.status).toBe(mistake.status);
    // The request line is written when the answer is finished, just after fetch() resolves.
    await sleep(50);
    const lines = log.lines.slice(from).map((line) => JSON.parse(line) as LogLine);
    const problems = lines.filter((line) => line.msg !== "request");
    expect(lines.filter((line) => line.level > WARN)).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
    for (const line of lines) {
      expect(line.err?.stack ?? line.error?.stack).toBeUndefined();
      expect(JSON.stringify(line)).not.toContain("    at ");
    }
  });
});
