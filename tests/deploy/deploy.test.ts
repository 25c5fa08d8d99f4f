/**
 * The production layout of docs/deploy.md on one machine: nginx with deploy/nginx/spa.conf in
 * front of two app servers (`npm start`, as deploy/spa-app@.service runs them) on one PostgreSQL
 * database, reached over HTTPS like a visitor. Needs nginx and its brotli module (.ci/run
 * installs them) and PostgreSQL (TEST_DATABASE_URL, else postgres@127.0.0.1:5432).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeFor } from "~/server/staff/sign-in/second-factor.server";
import { csrfTokenFor } from "~/server/staff/sessions/tokens.server";
import { TestSmtp } from "../support/smtp";
import { shownTotpSecretOf } from "../support/staff";
import {
  DEPLOY,
  ROOT,
  SITE_NAME,
  freePorts,
  http2Get,
  makeCertificate,
  plainHttp,
  queryRows,
  readEnvFile,
  requireNginx,
  run,
  scratchDatabase,
  sleep,
  startProcess,
  unitCommand,
  visitor,
  waitFor,
  startProxy,
  tlsHandshake,
  type Answer,
  type Layout,
  type Proc,
  type RequestOptions,
} from "./harness";

const ORIGIN = `https://${SITE_NAME}`;
/** RATE_LIMIT_OTHER_POSTS of the servers: small, so that the test reaches it. */
const POST_LIMIT = 6;
const RUN_ID = `${process.pid}`;

let dir = "";
let layout: Layout;
let nginx: Proc | undefined;
let apps: Proc[] = [];
const smtp = new TestSmtp();
const databases: { drop(): Promise<void> }[] = [];
let databaseUrl = "";
let serverEnv: Record<string, string> = {};
let get: (pathname: string, options?: RequestOptions) => Promise<Answer>;

function startApp(port: number, env: Record<string, string>): Proc {
  const { command, args } = unitCommand();
  return startProcess(command, args, {
    ...env,
    PORT: String(port),
    DATA_DIR: path.join(dir, `data-${port}`),
  });
}

/** The environment without SMTP_URL (an empty SMTP_URL is not accepted as "unset"). */
function withoutMail(env: Record<string, string>) {
  const { SMTP_URL: _smtp, ...rest } = env;
  return rest;
}

async function waitReady(app: Proc, port: number) {
  await waitFor(
    async () => {
      if (!app.alive) return "stop";
      return (await plainHttp(port)("/readyz")).status === 200;
    },
    90_000,
    `the app server on port ${port}`,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; its output:\n${app.output.slice(-4000)}`);
  });
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestOptions => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A page's form as a browser without JavaScript posts it (the sign-in pages, decision 0020). */
const pageForm = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestOptions => ({
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    "Sec-Fetch-Site": "same-origin",
    ...headers,
  },
  body: new URLSearchParams(fields).toString(),
});

/** The first Set-Cookie pair (`name=value`) of an answer. */
const firstCookie = (headers: Record<string, unknown>) =>
  String((headers["set-cookie"] as string[] | undefined)?.[0] ?? "").split(";")[0]!;

/**
 * An owner's full session through nginx, as an owner gets one (decision 0018): password, then an
 * authenticator app set up (a session without one may do nothing else), then password and code.
 */
async function ownerSession(email: string, password: string): Promise<string> {
  const first = await get("/staff/sign-in", pageForm({ email, password }, { Origin: ORIGIN }));
  expect(first.status, first.text).toBe(303);
  expect(first.headers.location).toBe("/staff/security");
  const enrolling = firstCookie(first.headers);
  const csrfToken = csrfTokenFor(enrolling.slice(enrolling.indexOf("=") + 1));
  const headers = { Origin: ORIGIN, Cookie: enrolling };
  // The security page's forms (decision 0020): the key is shown on the page the POST answers.
  const started = await get(
    "/staff/security",
    pageForm({ csrfToken, intent: "totp-start", password }, headers),
  );
  expect(started.status, started.text).toBe(200);
  const secret = shownTotpSecretOf(started.text);
  if (!secret) throw new Error(`no key on the security page: ${started.text.slice(0, 200)}`);
  const confirmed = await get(
    "/staff/security",
    pageForm({ csrfToken, intent: "totp-confirm", secret, code: totpCodeFor(secret) }, headers),
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  const second = await get("/staff/sign-in", pageForm({ email, password }, { Origin: ORIGIN }));
  expect(second.status, second.text).toBe(303);
  expect(String(second.headers.location)).toMatch(/^\/staff\/second-step/);
  // The code used to confirm is spent: the next step's (accepted one step either side).
  const code = totpCodeFor(secret, Date.now() + 30_000);
  const done = await get(
    "/staff/second-step",
    pageForm({ kind: "totp", code }, { Origin: ORIGIN, Cookie: firstCookie(second.headers) }),
  );
  expect(done.status, done.text).toBe(303);
  expect(done.headers.location).toBe("/staff");
  return firstCookie(done.headers);
}

/** An ALTCHA challenge from the site, solved as the browser widget solves it. */
async function captcha(from?: string): Promise<string> {
  const challenge = (await get("/api/captcha/challenge", { from })).json<
    Parameters<typeof solveChallenge>[0]["challenge"]
  >();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function sendLead(marker: string, solved: string, from?: string) {
  return get("/api/contactdata", {
    ...json(
      {
        name: "Deploy Visitor",
        email: `${marker}@example.com`,
        phone: "(718) 555-0100",
        subject: "Through the proxy",
        message: `Lead ${marker}`,
        captcha: solved,
      },
      { Referer: `${ORIGIN}/contact-us` },
    ),
    from,
  });
}

/** How many of each app server's logged requests were `method path`. */
const served = (method: string, pathname: string) =>
  apps.map((app) => app.requests(method, pathname));

beforeAll(async () => {
  const nginxBinary = await requireNginx();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-deploy-"));
  const [httpsPort, httpPort, first, second] = await freePorts(4);
  layout = {
    dir,
    httpsPort: httpsPort!,
    httpPort: httpPort!,
    appPorts: [first!, second!],
    cert: await makeCertificate(dir),
  };
  get = visitor(layout);

  nginx = await startProxy(nginxBinary, layout);

  await smtp.start();
  const database = await scratchDatabase(`spa_deploy_test_${RUN_ID}`);
  databases.push(database);
  databaseUrl = database.url;

  // The example environment file, with this machine's database, mail server and site name.
  serverEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? dir,
    ...readEnvFile(path.join(DEPLOY, "spa.env.example")),
    SITE_URL: ORIGIN,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_CONTENT: "true",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_ALLOW_PLAINTEXT: "true",
    ALTCHA_COST: "50",
    ALTCHA_MAX_NUMBER: "50",
    RATE_LIMIT_OTHER_POSTS: String(POST_LIMIT),
    RATE_LIMIT_FORM_POSTS: "1000",
    RATE_LIMIT_CAPTCHA_CHALLENGES: "1000",
    npm_config_update_notifier: "false",
  };
  apps = layout.appPorts.map((port) => startApp(port, serverEnv));
  await Promise.all(apps.map((app, i) => waitReady(app, layout.appPorts[i]!)));
  await waitFor(async () => (await get("/healthz")).status === 200, 10_000, "nginx").catch(
    (error: unknown) => {
      const log = fs.readFileSync(path.join(dir, "error.log"), "utf8");
      throw new Error(`${String(error)}\nnginx output: ${nginx?.output}\nerror.log: ${log}`);
    },
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  if (nginx?.alive) {
    nginx.signal("SIGQUIT");
    await Promise.race([nginx.exited, sleep(5000)]);
    nginx.signal("SIGKILL");
  }
  await smtp.stop();
  for (const database of databases) await database.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("the production layout (nginx, two app servers, PostgreSQL)", () => {
  it("serves pages over HTTPS and HTTP/2 with HSTS, and moves HTTP to HTTPS", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    // nginx's HSTS only: the app's copy is hidden, not doubled.
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers["x-request-id"]).toBeDefined();
    expect(home.headers["content-security-policy"]).toContain("'strict-dynamic'");
    expect((await get("/contact-us")).status).toBe(200);

    const h2 = await http2Get(layout, "/");
    expect(h2).toEqual({ protocol: "h2", status: 200 });

    const insecure = await plainHttp(layout.httpPort)("/contact-us?ref=card");
    expect(insecure.status).toBe(301);
    expect(insecure.headers.location).toBe(`${ORIGIN}/contact-us?ref=card`);
    // certbot's webroot challenge is the one thing answered over HTTP.
    const challenge = path.join(dir, "acme/.well-known/acme-challenge");
    fs.mkdirSync(challenge, { recursive: true });
    fs.writeFileSync(path.join(challenge, "token-1"), "token-1.key");
    const acme = await plainHttp(layout.httpPort)("/.well-known/acme-challenge/token-1");
    expect([acme.status, acme.text]).toEqual([200, "token-1.key"]);
    // A name the site does not serve gets no answer at all.
    await expect(plainHttp(layout.httpPort, "other.example")("/")).rejects.toThrow();
  });

  it("offers TLS 1.3 and 1.2 for the site's name, and refuses TLS 1.1", async () => {
    // Debian 12's nginx 1.22 takes the protocols of the port's default server, whose own
    // default has no TLS 1.3 (issue 27).
    expect(await tlsHandshake(layout, "TLSv1.3")).toEqual({ protocol: "TLSv1.3" });
    expect(await tlsHandshake(layout, "TLSv1.2")).toEqual({ protocol: "TLSv1.2" });
    expect(await tlsHandshake(layout, "TLSv1.1")).toEqual({
      refused: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION",
    });
  });

  it("serves hashed assets and content media itself, precompressed, and uploads from the app", async () => {
    const home = await get("/");
    const script = /\/assets\/[\w.-]+\.js/.exec(home.text)?.[0];
    expect(script).toBeDefined();
    const original = fs.readFileSync(path.join(ROOT, "build/client", script!));

    const br = await get(script!, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["strict-transport-security"]).toBeDefined();
    // No request id: nginx answered from the file, the app never saw it.
    expect(br.headers["x-request-id"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await get(script!);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    const svg = fs
      .readdirSync(path.join(ROOT, "content/media"), { recursive: true, encoding: "utf8" })
      .find(
        (name) =>
          name.endsWith(".svg") && fs.statSync(path.join(ROOT, "content/media", name)).size > 1024,
      );
    expect(svg).toBeDefined();
    const media = await get(`/media/${svg}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(media.status).toBe(200);
    expect(media.headers["content-type"]).toBe("image/svg+xml");
    expect(media.headers["content-encoding"]).toBe("gzip");
    expect(media.headers["cache-control"]).toBe("public, max-age=86400");
    expect(media.headers["x-request-id"]).toBeUndefined();

    expect((await get("/assets/no-such-file.js")).status).toBe(404);
    // Uploaded images come from the database: the app answers them.
    const upload = await get(`/media/u/${randomUUID()}/640.webp`);
    expect(upload.status).toBe(404);
    expect(upload.headers["x-request-id"]).toBeDefined();
  });

  it("refuses bodies over the app's limits before they reach an app server", async () => {
    const before = served("POST", "/api/contactdata");
    const huge = await get("/api/contactdata", json({ name: "x".repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.json()).toEqual({ message: "The request body is too large." });
    expect(huge.headers["x-request-id"]).toBeUndefined();
    expect(served("POST", "/api/contactdata")).toEqual(before);

    // A resume of 7 MB is over nginx's 6 MB; one of 5.5 MB passes nginx, and the app's own
    // 5 MB limit (UPLOAD_MAX_BYTES) refuses it.
    const multipart = (bytes: number) => {
      const boundary = "deploy-test-boundary";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      return {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([
          Buffer.from(head),
          Buffer.alloc(bytes, 0x41),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    const resume = "/api/wswebsiteinfo/uploadFilesFromWebsites";
    const overNginx = await get(resume, multipart(7 * 1024 * 1024));
    expect(overNginx.status).toBe(413);
    expect(overNginx.headers["x-request-id"]).toBeUndefined();
    const overApp = await get(resume, multipart(5.5 * 1024 * 1024));
    expect(overApp.status).toBe(413);
    expect(overApp.headers["x-request-id"]).toBeDefined();

    // A content editor's save may reach STAFF_BODY_LIMIT_BYTES (2 MB): 1.5 MB reaches the app
    // (which then asks for a session), 4 MB stops at nginx.
    const staffForm = (bytes: number) => pageForm({ post_description: "x".repeat(bytes) });
    const editorSave = await get("/staff/content/blog/0", staffForm(1.5 * 1024 * 1024));
    expect(editorSave.status).not.toBe(413);
    expect(editorSave.headers["x-request-id"]).toBeDefined();
    const overStaff = await get("/staff/content/blog/0", staffForm(4 * 1024 * 1024));
    expect(overStaff.status).toBe(413);
    expect(overStaff.headers["x-request-id"]).toBeUndefined();
  });

  it("stores each lead once and e-mails it exactly once, whichever server took it", async () => {
    const before = served("POST", "/api/contactdata");
    const markers = Array.from({ length: 6 }, (_, i) => `mail-${RUN_ID}-${i}`);
    // Challenges first, then the POSTs one after the other: nginx hands idle servers requests in
    // turn, so a GET and a POST per lead would send every POST to the same server.
    const solved: string[] = [];
    for (let i = 0; i < markers.length; i++) solved.push(await captcha());
    for (const [i, marker] of markers.entries()) {
      const answer = await sendLead(marker, solved[i]!);
      expect(answer.status, answer.text).toBe(200);
    }
    const after = served("POST", "/api/contactdata");
    // Both servers took some of them.
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);

    const mentions = (marker: string) =>
      smtp.received.filter((r) => JSON.stringify([r.mail.replyTo, r.mail.text]).includes(marker))
        .length;
    await waitFor(async () => markers.every((m) => mentions(m) >= 1), 30_000, "the lead e-mails");
    // Both servers' outbox workers poll the same table: give a second send time to happen.
    await sleep(3000);
    expect(markers.map(mentions)).toEqual(markers.map(() => 1));
    const rows = await queryRows<{ email: string }>(
      databaseUrl,
      "select email from lead where email like $1",
      [`mail-${RUN_ID}-%`],
    );
    expect(rows.map((row) => row.email).sort()).toEqual(markers.map((m) => `${m}@example.com`));
  });

  it("counts rate limits per visitor across both servers; a forged X-Forwarded-For changes nothing", async () => {
    const review = (from: string, headers: Record<string, string> = {}) =>
      get("/api/wsreviewsPost", {
        ...json({ salon_id: 6186, offset: 0, limit: 1 }, headers),
        from,
      }).then((answer) => answer.status);
    const expected = [...Array<number>(POST_LIMIT).fill(200), 429, 429];

    const before = served("POST", "/api/wsreviewsPost");
    const statuses: number[] = [];
    for (let i = 0; i < POST_LIMIT + 2; i++) statuses.push(await review("127.0.0.2"));
    expect(statuses).toEqual(expected);
    const after = served("POST", "/api/wsreviewsPost");
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);

    // Each request claims another address: nginx overwrites the header, so one count still.
    const forged: number[] = [];
    for (let i = 0; i < POST_LIMIT + 2; i++) {
      forged.push(
        await review("127.0.0.3", {
          "X-Forwarded-For": `203.0.113.${i + 1}`,
          "X-Real-IP": `203.0.113.${i + 1}`,
          Forwarded: `for=203.0.113.${i + 1}`,
        }),
      );
    }
    expect(forged).toEqual(expected);
    // Another visitor has a count of their own.
    expect(await review("127.0.0.4")).toBe(200);
  });

  it("keeps a staff session on either server, never caches for staff, caches what the app allows", async () => {
    const email = "owner@spa.example";
    const password = "lavender mornings on Hylan";
    const cliEnv = withoutMail(serverEnv);
    const added = await run(
      "npm",
      ["run", "--silent", "staff", "--", "add", email, "--role", "owner"],
      {
        cwd: ROOT,
        env: cliEnv,
      },
    );
    const token = /\/staff\/set-password\/([\w-]+)/.exec(added.stdout)?.[1];
    expect(token, added.stdout).toBeDefined();
    // The link's page form (decision 0020): a saved password signs the owner in, and her first
    // stop is the second factor's set-up (issue 35, decision 0018).
    const set = await get(
      `/staff/set-password/${token}`,
      pageForm({ password }, { Origin: ORIGIN }),
    );
    expect(set.status, set.text).toBe(303);
    expect(set.headers.location).toBe("/staff/security");

    const cookie = await ownerSession(email, password);
    // Secure and host-bound: the app knows it is reached over HTTPS (X-Forwarded-Proto).
    expect(cookie).toMatch(/^__Host-staff_session=/);
    const session = cookie.slice(cookie.indexOf("=") + 1);

    for (const port of layout.appPorts) {
      const direct = plainHttp(port);
      expect((await direct("/staff", { headers: { Cookie: cookie } })).status).toBe(200);
      const anonymous = await direct("/staff");
      expect(anonymous.status).toBeGreaterThanOrEqual(300);
      expect(anonymous.status).toBeLessThan(400);
    }
    const inbox = await get("/staff", { headers: { Cookie: cookie } });
    expect(inbox.status).toBe(200);
    expect(inbox.headers["x-cache-status"]).toBeUndefined();
    const page = await get("/", { headers: { Cookie: cookie } });
    expect(page.headers["x-cache-status"]).toBe("BYPASS");

    // An uploaded image: the app marks it public and immutable, so nginx answers it from its cache.
    const form = new FormData();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 180, g: 160, b: 140 } },
    })
      .png()
      .toBuffer();
    form.set("image", new Blob([new Uint8Array(png)]), "room.png");
    form.set("csrfToken", csrfTokenFor(session));
    form.set("alt", "The relaxation room");
    const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
    const uploaded = await get("/staff/media", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": encoded.headers.get("content-type") ?? "",
        Cookie: cookie,
        Origin: ORIGIN,
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const image = uploaded.json<{ image: { id: string } }>().image;
    const first = await get(`/media/u/${image.id}/320.webp`);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    const second = await get(`/media/u/${image.id}/320.webp`);
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);

    // Pages: public ones are the same bytes for everyone (decision 0016), so nginx keeps them for
    // the app's s-maxage and then revalidates. A page no earlier test asked for:
    const fresh = await get("/memberships");
    expect(fresh.headers["x-cache-status"]).toBe("MISS");
    expect(fresh.headers["cache-control"]).toBe("public, max-age=0, s-maxage=2");
    const again = await get("/memberships");
    // From nginx's cache: HIT, or on a slow run past the 2 s, the stored copy while it updates.
    expect(["HIT", "UPDATING", "STALE", "REVALIDATED"]).toContain(again.headers["x-cache-status"]);
    expect(again.body.equals(fresh.body)).toBe(true);
    // The API is never cached by nginx.
    expect((await get("/api/homewebsettings")).headers["x-cache-status"]).toBeUndefined();

    // A visitor's X-Forwarded-Host (blanked by nginx; the origin check reads Host anyway)
    // cannot make another site "same origin".
    const forgedHost = await get(
      "/staff/sign-out",
      pageForm(
        { csrfToken: csrfTokenFor(session) },
        { Cookie: cookie, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      ),
    );
    // React Router's own origin check (400) or the staff form guard's (403): refused either way.
    expect([400, 403]).toContain(forgedHost.status);
    // Signing out through one server ends the session on both.
    const signOut = await get(
      "/staff/sign-out",
      pageForm({ csrfToken: csrfTokenFor(session) }, { Cookie: cookie, Origin: ORIGIN }),
    );
    expect(signOut.status, signOut.text).toBe(303);
    expect(signOut.headers.location).toBe("/staff/sign-in?signedOut=1");
    for (const port of layout.appPorts) {
      const status = (await plainHttp(port)("/staff", { headers: { Cookie: cookie } })).status;
      expect(status).toBeGreaterThanOrEqual(300);
      expect(status).toBeLessThan(400);
    }
  });

  it("loses no acknowledged lead when an app server is killed mid-traffic, and moves to the other", async () => {
    const total = 32;
    const concurrency = 4;
    const from = "127.0.0.9";
    const solved = await Promise.all(Array.from({ length: total }, () => captcha(from)));
    const [victim, survivor] = apps as [Proc, Proc];
    const survivorBefore = survivor.requests("POST", "/api/contactdata");

    const results: { marker: string; status: number; started: number }[] = [];
    let killedAt = 0;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        // Once the server is killed, the rest are sent after the moment nginx may still try it, so
        // that some requests surely start after it (a fast machine finished them all within it).
        const wait = killedAt ? killedAt + 250 - performance.now() : 0;
        if (wait > 0) await sleep(wait);
        if (next >= total) break;
        const i = next++;
        const marker = `kill-${RUN_ID}-${i}`;
        const started = performance.now();
        const status = await sendLead(marker, solved[i]!, from).then(
          (answer) => answer.status,
          () => 0,
        );
        results.push({ marker, status, started });
        const acknowledged = results.filter((r) => r.status === 200).length;
        if (!killedAt && acknowledged >= 8) {
          victim.signal("SIGKILL");
          killedAt = performance.now();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await victim.exited;
    expect(killedAt).toBeGreaterThan(0);

    const acknowledged = results
      .filter((r) => r.status === 200)
      .map((r) => `${r.marker}@example.com`);
    const stored = new Set(
      (
        await queryRows<{ email: string }>(
          databaseUrl,
          "select email from lead where email like $1",
          [`kill-${RUN_ID}-%`],
        )
      ).map((row) => row.email),
    );
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // Only what was in flight on the killed server may have failed (nginx never resends a POST).
    const failed = results.filter((r) => r.status !== 200);
    expect(failed.length).toBeLessThanOrEqual(concurrency);
    const later = results.filter((r) => r.started > killedAt + 200);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((r) => r.status !== 200)).toEqual([]);
    expect(survivor.requests("POST", "/api/contactdata")).toBeGreaterThan(survivorBefore);

    for (let i = 0; i < 6; i++) expect((await get("/")).status).toBe(200);
  });

  it("backs up the database while it serves, and the restored copy runs the site", async () => {
    const backupDir = path.join(dir, "backups");
    const { stdout } = await run(path.join(DEPLOY, "backup.sh"), [], {
      env: { PATH: serverEnv.PATH, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir },
    });
    const dump = stdout.trim();
    expect(path.dirname(dump)).toBe(backupDir);
    expect(fs.statSync(dump).size).toBeGreaterThan(0);

    const restored = await scratchDatabase(`spa_deploy_restore_${RUN_ID}`);
    databases.push(restored);
    await run(path.join(DEPLOY, "restore.sh"), [dump, restored.url], {
      env: { PATH: serverEnv.PATH },
    });
    // A second restore into the now full database is refused, not merged.
    await expect(
      run(path.join(DEPLOY, "restore.sh"), [dump, restored.url], { env: { PATH: serverEnv.PATH } }),
    ).rejects.toMatchObject({ code: 1 });

    const counts = (url: string) =>
      queryRows<Record<string, string>>(
        url,
        `select (select count(*) from lead) as leads,
                (select count(*) from staff_user) as staff,
                (select count(*) from mail_outbox) as mail,
                (select count(*) from media_variant) as images,
                (select count(*) from menu) as menus`,
      );
    expect(await counts(restored.url)).toEqual(await counts(databaseUrl));

    // An app server on the copy: ready, same content, the owner's password still works.
    const [port] = await freePorts(1);
    const app = startApp(port!, { ...withoutMail(serverEnv), DATABASE_URL: restored.url });
    try {
      await waitReady(app, port!);
      const direct = plainHttp(port!);
      expect((await direct("/contact-us")).status).toBe(200);
      // Straight to the app over plain HTTP, so the form comes from the page's own origin
      // (React Router refuses an action whose Origin is not the request's).
      const signIn = await direct(
        "/staff/sign-in",
        pageForm(
          { email: "owner@spa.example", password: "lavender mornings on Hylan" },
          { Origin: `http://${SITE_NAME}` },
        ),
      );
      // A right password: on to the second step (the owner has an authenticator app by now).
      expect(signIn.status, signIn.text).toBe(303);
    } finally {
      await app.stop();
    }
  });
});
