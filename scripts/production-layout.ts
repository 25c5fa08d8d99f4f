/**
 * docs/deploy.md's layout on this machine, to measure a build as visitors get it: nginx with the
 * committed deploy/nginx configuration (TLS, HTTP/2, brotli, the page cache) in front of app
 * servers that are already running, the release's static files published as deploy.md says.
 *
 *   npx tsx scripts/production-layout.ts --release ../other-checkout --app 3161 [--app 3162]
 *
 * Prints the address and the Chrome flags that reach it (the site's name resolved to 127.0.0.1,
 * its self-signed certificate accepted), e.g. for scripts/lighthouse.ts through CHROME_FLAGS;
 * runs until interrupted. The deploy test's own `startProxy` (tests/deploy/harness.ts) sets it up.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  freePorts,
  makeCertificate,
  requireNginx,
  SITE_NAME,
  startProxy,
} from "../tests/deploy/harness";

function parseArgs(argv: string[]) {
  let release = ".";
  const apps: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--release") release = argv[++i] ?? ".";
    else if (argv[i] === "--app") apps.push(Number(argv[++i]));
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (apps.length === 0) throw new Error("name at least one running app server: --app PORT");
  return { release: path.resolve(release), apps: [apps[0]!, apps[1] ?? apps[0]!] as const };
}

const { release, apps } = parseArgs(process.argv.slice(2));
const nginx = await requireNginx();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-layout-"));
const [httpsPort, httpPort] = await freePorts(2);
const layout = {
  dir,
  httpsPort: httpsPort!,
  httpPort: httpPort!,
  appPorts: [apps[0], apps[1]] as [number, number],
  cert: await makeCertificate(dir),
};
const proxy = await startProxy(nginx, layout, release);
console.log(`https://${SITE_NAME}:${layout.httpsPort}`);
console.log(
  `CHROME_FLAGS='--host-resolver-rules="MAP ${SITE_NAME} 127.0.0.1" --ignore-certificate-errors'`,
);
const stop = () => {
  void proxy.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
await proxy.exited;
