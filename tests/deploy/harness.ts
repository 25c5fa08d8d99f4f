/**
 * The production layout on one machine, for tests/deploy: nginx from deploy/nginx (its ports,
 * paths and upstream swapped for free ones), app servers started as deploy/spa-app@.service
 * starts them, and an HTTPS client that can pick its source address (127.0.0.x) and forge headers.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { sleep, waitFor as poll } from "../support/wait";

export const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const DEPLOY = path.join(ROOT, "deploy");
/** The site's name in deploy/nginx/spa.conf, kept in the test: it is what a visitor types. */
export const SITE_NAME = "spa.example";
export { sleep };

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx's path, or a failure that says how to install it (CI installs it: .ci/run). */
export async function requireNginx(): Promise<string> {
  const candidates = [
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, "nginx")),
  ];
  const nginx = candidates.find((file) => fs.existsSync(file));
  if (!nginx) {
    throw new Error(
      "nginx is not installed: the deploy test runs the real proxy. Install Debian's nginx and " +
        "its brotli module: apt-get install -y nginx libnginx-mod-http-brotli-static " +
        "(.ci/run does this), then keep the system service stopped.",
    );
  }
  if (!fs.existsSync(BROTLI_MODULE)) {
    throw new Error(
      `${BROTLI_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-static`,
    );
  }
  return nginx;
}

/** Free TCP ports on 127.0.0.1 (released at once; nginx and the servers bind them next). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Replaces each `from` (every occurrence); a template that no longer has one fails the test. */
function substitute(
  text: string,
  file: string,
  pairs: [RegExp, string | ((...m: string[]) => string)][],
) {
  let out = text;
  for (const [pattern, to] of pairs) {
    if (!pattern.test(out)) {
      throw new Error(`${file} no longer contains ${pattern}: update tests/deploy/harness.ts`);
    }
    pattern.lastIndex = 0;
    out = typeof to === "string" ? out.replace(pattern, () => to) : out.replace(pattern, to);
  }
  return out;
}

export interface Layout {
  dir: string;
  httpsPort: number;
  httpPort: number;
  appPorts: [number, number];
  cert: Buffer;
}

/**
 * Writes the nginx main configuration (what Debian's /etc/nginx/nginx.conf provides, with every
 * path in `dir` so that no root or port below 1024 is needed), the site and its proxy snippet.
 */
export function writeNginxConfig(layout: Layout): string {
  const { dir, httpsPort, httpPort, appPorts } = layout;
  const site = fs.readFileSync(path.join(DEPLOY, "nginx/spa.conf"), "utf8");
  const snippet = path.join(dir, "spa-proxy.conf");
  fs.copyFileSync(path.join(DEPLOY, "nginx/spa-proxy.conf"), snippet);
  const adapted = substitute(site, "deploy/nginx/spa.conf", [
    [
      /listen (\[::\]:)?(443|80)\b/g,
      (_match: string, v6: string | undefined, port: string) =>
        `listen ${v6 ? "[::1]" : "127.0.0.1"}:${port === "443" ? httpsPort : httpPort}`,
    ],
    [/server 127\.0\.0\.1:3001 /g, `server 127.0.0.1:${appPorts[0]} `],
    [/server 127\.0\.0\.1:3002 /g, `server 127.0.0.1:${appPorts[1]} `],
    [/\/var\/cache\/nginx\/spa\b/g, path.join(dir, "cache")],
    [/\/etc\/letsencrypt\/live\/spa\.example\/fullchain\.pem/g, path.join(dir, "cert.pem")],
    [/\/etc\/letsencrypt\/live\/spa\.example\/privkey\.pem/g, path.join(dir, "key.pem")],
    [/\/srv\/spa\/static\b/g, path.join(dir, "static")],
    [/\/etc\/nginx\/snippets\/spa-proxy\.conf/g, snippet],
    [/\/var\/www\/html\b/g, path.join(dir, "acme")],
  ]);
  fs.writeFileSync(path.join(dir, "spa.conf"), adapted);
  const temp = path.join(dir, "temp");
  fs.mkdirSync(temp, { recursive: true });
  const main = `
daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log ${dir}/access.log;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/spa.conf;
}
`;
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, main);
  return file;
}

/** A self-signed certificate for SITE_NAME (its own CA for the client). */
/**
 * nginx as the operator runs it: the static files published as docs/deploy.md publishes them, the
 * committed site configuration (`writeNginxConfig`) checked with `nginx -t`, then nginx started.
 */
export async function startProxy(
  nginxBinary: string,
  layout: Layout,
  /** The checkout whose build and content nginx serves (scripts/production-layout.ts: any). */
  release = ROOT,
): Promise<Proc> {
  await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/publish-static.ts",
      "--release",
      release,
      "--to",
      path.join(layout.dir, "static"),
    ],
    { cwd: ROOT },
  );
  const conf = writeNginxConfig(layout);
  const nginxArgs = ["-p", layout.dir, "-c", conf, "-e", path.join(layout.dir, "error.log")];
  await run(nginxBinary, ["-t", ...nginxArgs]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refuses deploy/nginx/spa.conf:\n${error.stderr ?? String(error)}`);
  });
  return startProcess(nginxBinary, nginxArgs, process.env);
}

export async function makeCertificate(dir: string): Promise<Buffer> {
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "2",
    "-subj",
    `/CN=${SITE_NAME}`,
    "-addext",
    `subjectAltName=DNS:${SITE_NAME},DNS:www.${SITE_NAME}`,
    "-keyout",
    path.join(dir, "key.pem"),
    "-out",
    path.join(dir, "cert.pem"),
  ]);
  return fs.readFileSync(path.join(dir, "cert.pem"));
}

/** A process whose output is kept (pino JSON lines from the app servers). */
export class Proc {
  output = "";
  exited: Promise<number | null>;
  constructor(readonly child: ChildProcess) {
    child.stdout?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Signals the whole process group (npm, its shell, node), as systemd signals the unit's cgroup. */
  signal(signal: NodeJS.Signals) {
    if (this.alive && this.child.pid) process.kill(-this.child.pid, signal);
  }

  async stop(graceMs = 10_000) {
    if (!this.alive) return;
    this.signal("SIGTERM");
    const timer = setTimeout(() => this.signal("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** How many requests this app server logged for `method path` (its pino "request" lines). */
  requests(method: string, pathname: string): number {
    let n = 0;
    for (const line of this.output.split("\n")) {
      if (!line.startsWith("{")) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string };
        if (entry.msg === "request" && entry.method === method && entry.path === pathname) n++;
      } catch {
        // npm's own lines and partial lines are not the app's log.
      }
    }
    return n;
  }
}

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  return new Proc(
    spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] }),
  );
}

/** KEY=VALUE lines of an environment file as systemd reads them (comments, quotes). */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    let value = line.slice(eq + 1);
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    env[line.slice(0, eq)] = value;
  }
  return env;
}

/** The unit's ExecStart as a command for this machine: `/usr/bin/npm start` -> npm, [start]. */
export function unitCommand(): { command: string; args: string[] } {
  const unit = fs.readFileSync(path.join(DEPLOY, "spa-app@.service"), "utf8");
  const line = unit.split("\n").find((l) => l.startsWith("ExecStart="));
  if (!line) throw new Error("deploy/spa-app@.service has no ExecStart");
  const [binary, ...args] = line.slice("ExecStart=".length).trim().split(/\s+/);
  return { command: path.basename(binary ?? "npm"), args };
}

/**
 * Polls `check` every 200 ms until true, a check that throws tried again (a server still
 * starting); "stop" gives up at once (the awaited process has exited). Also scripts/bench-proxy.ts's.
 */
export const waitFor = (check: () => Promise<boolean | "stop">, ms: number, what: string) =>
  poll(check, { timeoutMs: ms, everyMs: 200, what, retryErrors: true });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address (any 127.0.0.x): a different visitor as nginx sees it. */
  from?: string;
}

function answer(response: http.IncomingMessage, body: Buffer): Answer {
  const text = body.toString();
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

function send(
  request: (callback: (response: http.IncomingMessage) => void) => http.ClientRequest,
  body: string | Buffer | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request((response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(answer(response, Buffer.concat(chunks))));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

type Open = (
  options: http.RequestOptions,
  callback: (response: http.IncomingMessage) => void,
) => http.ClientRequest;

function requester(open: Open, host: string) {
  return (pathname: string, options: RequestOptions = {}) =>
    send(
      (callback) =>
        open(
          {
            host: "127.0.0.1",
            localAddress: options.from,
            method: options.method ?? "GET",
            path: pathname,
            agent: false,
            headers: { Host: host, ...options.headers },
          },
          callback,
        ),
      options.body,
    );
}

/** A visitor: HTTPS to nginx, verifying its certificate for SITE_NAME. */
export function visitor(layout: Pick<Layout, "httpsPort" | "cert">) {
  return requester(
    (options, callback) =>
      https.request(
        { ...options, port: layout.httpsPort, servername: SITE_NAME, ca: layout.cert },
        callback,
      ),
    SITE_NAME,
  );
}

/** Plain HTTP, to nginx's port 80 stand-in or straight to an app server. */
export function plainHttp(port: number, host = SITE_NAME) {
  return requester((options, callback) => http.request({ ...options, port }, callback), host);
}

/** The protocol nginx negotiates with an HTTP/2 client, and the status of `/` over it. */
export async function http2Get(layout: Pick<Layout, "httpsPort" | "cert">, pathname: string) {
  const session = http2.connect(`https://127.0.0.1:${layout.httpsPort}`, {
    servername: SITE_NAME,
    ca: layout.cert,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      session.once("connect", () => resolve());
      session.once("error", reject);
    });
    const stream = session.request({ ":path": pathname, ":authority": SITE_NAME });
    const status = await new Promise<number>((resolve, reject) => {
      stream.once("response", (headers) => resolve(Number(headers[":status"])));
      stream.once("error", reject);
    });
    stream.resume();
    await new Promise((resolve) => stream.once("end", resolve));
    return { protocol: session.alpnProtocol, status };
  } finally {
    session.close();
  }
}

/**
 * A TLS handshake with nginx for SITE_NAME at exactly `version`: the protocol negotiated, or the
 * OpenSSL code of the refusal. TLS 1.1 needs the client's security level lowered (OpenSSL 3
 * would not even offer it), so a refusal coded as the server's "protocol version" alert is nginx's.
 */
export function tlsHandshake(
  layout: Pick<Layout, "httpsPort" | "cert">,
  version: tls.SecureVersion,
): Promise<{ protocol: string | null } | { refused: string }> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: "127.0.0.1",
      port: layout.httpsPort,
      servername: SITE_NAME,
      ca: layout.cert,
      minVersion: version,
      maxVersion: version,
      ...(version === "TLSv1.3" || version === "TLSv1.2" ? {} : { ciphers: "DEFAULT@SECLEVEL=0" }),
    });
    socket.once("secureConnect", () => {
      resolve({ protocol: socket.getProtocol() });
      socket.end();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      resolve({ refused: error.code ?? error.message });
      socket.destroy();
    });
  });
}

/** A database on the test PostgreSQL server, created empty; `drop()` removes it. */
export async function scratchDatabase(name: string) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect().catch((error: unknown) => {
      throw new Error(
        `PostgreSQL at ${new URL(admin).host} is not reachable (set TEST_DATABASE_URL): ${String(error)}`,
      );
    });
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`drop database if exists ${name} with (force)`);
  await query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

/** One query on a database, closed again. */
export async function queryRows<T>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
