/**
 * `npm run bench`, second part: issue 13's "through the proxy" targets on the production layout
 * of docs/deploy.md, started as tests/deploy starts it (tests/deploy/harness.ts): nginx from
 * deploy/nginx/spa.conf (a self-signed certificate, its ports and paths swapped for the bench's)
 * in front of two app servers (`npm start`, as deploy/spa-app@.service runs them, with
 * deploy/spa.env.example) on a scratch PostgreSQL database. Over HTTPS, 32 connections:
 *   - the home page through nginx: the app marks public pages `s-maxage=2` (the same bytes for
 *     everyone, decision 0016), so nginx answers from its cache and revalidates every 2 s;
 *   - the same bytes served by nginx from a file (the home page saved under the folder /assets/ is
 *     served from), and the ratio of the two (target: at least 0.5);
 *   - lead POSTs through nginx, each with its own ALTCHA challenge fetched through nginx and solved
 *     before the timed run, then the stored leads counted in the database.
 *
 * ALTCHA_MAX_NUMBER=10 and the raised rate limits are scripts/bench.ts's (every request comes
 * from 127.0.0.1). The app servers' logs go to files, as journald takes them in production.
 *
 *   npx tsx scripts/bench-proxy.ts [--seconds 10] [--leads 4000] [--connections 32] [--port 4561]
 *   (--port: nginx's HTTPS port; HTTP, then the two app servers take the next three)
 *   BENCH_DATABASE_URL=postgres://... (default postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  DEPLOY,
  Proc,
  ROOT,
  SITE_NAME,
  makeCertificate,
  plainHttp,
  queryRows,
  readEnvFile,
  requireNginx,
  run,
  scratchDatabase,
  sleep,
  unitCommand,
  visitor,
  waitFor,
  startProxy,
  type Layout,
} from "../tests/deploy/harness";
import {
  leadRun,
  pageRun,
  printTable,
  row,
  solvedCaptchas,
  type Challenge,
  type RunOptions,
} from "./bench-common";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    leads: { type: "string", default: "4000" },
    connections: { type: "string", default: "32" },
    port: { type: "string", default: "4561" },
  },
});
const SECONDS = Number(args.seconds);
const LEADS = Number(args.leads);
const CONNECTIONS = Number(args.connections);
const BASE_PORT = Number(args.port);
const ORIGIN = `https://${SITE_NAME}`;
/** The home page's HTML, saved where nginx serves hashed build files from. */
const STATIC_HOME = "/assets/bench-home.html";
// harness.ts's scratchDatabase() connects to TEST_DATABASE_URL.
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Fails at once when a port is taken: another run, or a server this script did not start. */
async function assertFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () => reject(new Error(`port ${port} is in use: pick --port`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

/** The machine and the versions the figures were measured on. */
async function machine(nginx: string, databaseUrl: string) {
  const nginxVersion = (await run(nginx, ["-v"])).stderr.trim().replace(/^nginx version: /, "");
  const [pgVersion] = await queryRows<{ server_version: string }>(
    databaseUrl,
    "show server_version",
  );
  const cpus = os.cpus();
  return (
    `Machine: ${cpus.length} x ${cpus[0]?.model ?? "?"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ` +
    `Node ${process.version}, nginx ${nginxVersion}, PostgreSQL ${pgVersion?.server_version ?? "?"}`
  );
}

/**
 * The two app servers on the scratch database, one after the other: the first creates the schema
 * and imports the demo content. Each is pushed onto `apps` as it starts, so the caller stops it
 * even when a later one fails. Answers the servers' log files.
 */
async function startApps(layout: Layout, databaseUrl: string, apps: Proc[]) {
  const { SMTP_URL: _smtp, ...example } = readEnvFile(path.join(DEPLOY, "spa.env.example"));
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? layout.dir,
    ...example,
    SITE_URL: ORIGIN,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_CONTENT: "true",
    ALTCHA_MAX_NUMBER: "10",
    RATE_LIMIT_FORM_POSTS: "100000",
    RATE_LIMIT_OTHER_POSTS: "100000",
    RATE_LIMIT_CAPTCHA_CHALLENGES: "100000",
    npm_config_update_notifier: "false",
  };
  const { command, args: commandArgs } = unitCommand();
  const logs = layout.appPorts.map((port) => path.join(layout.dir, `app-${port}.log`));
  for (const [i, port] of layout.appPorts.entries()) {
    const log = fs.openSync(logs[i]!, "a");
    const app = new Proc(
      spawn(command, commandArgs, {
        cwd: ROOT,
        env: { ...env, PORT: String(port), DATA_DIR: path.join(layout.dir, `data-${port}`) },
        detached: true,
        stdio: ["ignore", log, log],
      }),
    );
    fs.closeSync(log);
    apps.push(app);
    await waitFor(
      async () => (app.alive ? (await plainHttp(port)("/readyz")).status === 200 : "stop"),
      120_000,
      `the app server on port ${port}`,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}:\n${fs.readFileSync(logs[i]!, "utf8").slice(-4000)}`);
    });
  }
  return logs;
}

async function main() {
  const nginxBinary = await requireNginx();
  const ports = [0, 1, 2, 3].map((i) => BASE_PORT + i);
  for (const port of ports) await assertFree(port);
  const [httpsPort, httpPort, firstApp, secondApp] = ports as [number, number, number, number];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-bench-proxy-"));
  let nginx: Proc | undefined;
  const apps: Proc[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  try {
    const layout: Layout = {
      dir,
      httpsPort,
      httpPort,
      appPorts: [firstApp, secondApp],
      cert: await makeCertificate(dir),
    };
    const get = visitor(layout);
    const https: RunOptions = {
      servername: SITE_NAME,
      tlsOptions: { ca: layout.cert },
      headers: { host: SITE_NAME },
    };
    const base = `https://127.0.0.1:${httpsPort}`;

    nginx = await startProxy(nginxBinary, layout);

    database = await scratchDatabase(`spa_bench_proxy_${process.pid}`);
    const databaseUrl = database.url;
    const logs = await startApps(layout, databaseUrl, apps);
    await waitFor(async () => (await get("/healthz")).status === 200, 10_000, "nginx");

    console.error(await machine(nginxBinary, databaseUrl));
    console.error("Through nginx (HTTPS, HTTP/1.1), two app servers on PostgreSQL:");

    // a. The home page through nginx.
    const home = await get("/");
    if (home.status !== 200) throw new Error(`home through nginx: ${home.status}`);
    console.error(
      `  (home: ${home.body.length} bytes, Cache-Control: ${home.headers["cache-control"]}, ` +
        `X-Cache-Status: ${home.headers["x-cache-status"]}, X-Page-Cache: ${home.headers["x-page-cache"]})`,
    );
    const warm = async () => {
      for (let i = 0; i < 10; i++) await get("/");
    };
    const proxied = await pageRun("home through nginx (its cache)", `${base}/`, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      warm,
      options: https,
    });

    // b. The same bytes from a file. Only the original: the bench sends no Accept-Encoding.
    fs.writeFileSync(path.join(dir, "static", STATIC_HOME), home.body);
    const file = await get(STATIC_HOME);
    if (file.status !== 200 || !file.body.equals(home.body)) {
      throw new Error(`${STATIC_HOME} through nginx: ${file.status}, not the saved bytes`);
    }
    const fromFile = await pageRun("same bytes from a file by nginx", `${base}${STATIC_HOME}`, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      warm: async () => {},
      options: https,
    });
    row(
      "home through nginx / from a file (target >= 0.5)",
      (proxied.requests.average / fromFile.requests.average).toFixed(2),
    );

    // c. Lead POSTs through nginx, challenges fetched through nginx too.
    const captchas = await solvedCaptchas(LEADS, async () => {
      const answer = await get("/api/captcha/challenge");
      if (answer.status !== 200) throw new Error(`captcha challenge: ${answer.status}`);
      return answer.json<Challenge>();
    });
    const marker = `proxybench${process.pid}-`;
    const leads = await leadRun("lead POSTs through nginx on PostgreSQL", base, captchas, {
      connections: CONNECTIONS,
      marker,
      options: { ...https, headers: { host: SITE_NAME, origin: ORIGIN } },
    });
    const [stored] = await queryRows<{ rows: number; distinct: number }>(
      databaseUrl,
      "select count(*)::int as rows, count(distinct email)::int as distinct" +
        " from lead where email like $1",
      [`${marker}%`],
    );
    const perServer = logs.map(
      (log) =>
        fs.readFileSync(log, "utf8").split('"path":"/api/LadingFormdataConsultation"').length - 1,
    );
    row(
      "leads acknowledged (2xx) vs stored in PostgreSQL",
      `${leads["2xx"]} acknowledged, ${stored?.rows ?? 0} rows (${stored?.distinct ?? 0} distinct)` +
        ` [requests logged per app server: ${perServer.join(" + ")}]`,
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    if (nginx?.alive) {
      nginx.signal("SIGQUIT");
      await Promise.race([nginx.exited, sleep(5000)]);
      nginx.signal("SIGKILL");
    }
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
printTable();
