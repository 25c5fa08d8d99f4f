/**
 * What `npm run bench`'s scripts share: the table rows, the autocannon runs (pages, lead POSTs)
 * and the ALTCHA challenges solved before a timed run. scripts/bench.ts measures the app alone,
 * scripts/bench-proxy.ts the production layout behind nginx.
 */
import autocannon from "autocannon";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];
/** autocannon's options beyond the URL: HTTPS's servername, headers. */
export type RunOptions = Omit<autocannon.Options, "url">;

interface Row {
  measure: string;
  value: string;
}
const rows: Row[] = [];

export function row(measure: string, value: string) {
  rows.push({ measure, value });
  console.error(`  ${measure}: ${value}`);
}

/** The rows so far as the Markdown table docs/performance.md holds. */
export function printTable() {
  const width = Math.max(...rows.map((r) => r.measure.length));
  console.log(`\n| ${"measure".padEnd(width)} | result |`);
  console.log(`| ${"-".repeat(width)} | ------ |`);
  for (const r of rows) console.log(`| ${r.measure.padEnd(width)} | ${r.value} |`);
}

export function ms(value: number) {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

export function rate(perSecond: number) {
  return `${Math.round(perSecond).toLocaleString("en-US")}/s`;
}

function failures(result: autocannon.Result) {
  return result.non2xx || result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : "";
}

/** `url` for SECONDS at CONNECTIONS; `warm` runs first (the first request renders the page). */
export async function pageRun(
  label: string,
  url: string,
  run: { seconds: number; connections: number; warm: () => Promise<void>; options?: RunOptions },
) {
  await run.warm();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    ...run.options,
    url,
    connections: run.connections,
    duration: run.seconds,
  });
  // autocannon is one Node thread: near 100% here, the client, not the server, set the rate.
  const used = process.cpuUsage(cpu);
  const clientCpu = (used.user + used.system) / 1000 / (performance.now() - started);
  const failed = failures(result);
  row(
    `${label}: req/s, p50, p99 (${run.connections} connections)`,
    `${rate(result.requests.average)}, ${ms(result.latency.p50)}, ${ms(result.latency.p99)}` +
      (failed ? ` (${failed})` : "") +
      ` [${result["2xx"]} ok, client CPU ${Math.round(clientCpu * 100)}%]`,
  );
  return result;
}

/** `count` challenges from `fetchChallenge`, each solved as the browser widget solves it. */
export async function solvedCaptchas(
  count: number,
  fetchChallenge: () => Promise<Challenge>,
): Promise<string[]> {
  const payloads: string[] = [];
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("captcha not solved");
    payloads.push(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  console.error(
    `  (${count} challenges solved in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return payloads;
}

/**
 * One lead POST per captcha, `connections` in flight; the e-mail addresses are
 * `${marker}${n}@example.com`, so the stored leads can be counted afterwards.
 */
export async function leadRun(
  label: string,
  baseUrl: string,
  captchas: string[],
  run: { connections: number; marker: string; options?: RunOptions },
) {
  let next = 0;
  const result = await autocannon({
    ...run.options,
    url: `${baseUrl}/api/LadingFormdataConsultation`,
    connections: run.connections,
    amount: captchas.length,
    method: "POST",
    headers: { ...run.options?.headers, "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            body: JSON.stringify({
              firstName: "Bench",
              lastName: `Lead ${n}`,
              phone: "7185550123",
              email: `${run.marker}${n}@example.com`,
              captcha: captchas[n % captchas.length],
              source_page: "/tattoo-removal-staten-island-ads",
            }),
          };
        },
      },
    ],
  });
  const failed = failures(result);
  row(
    `${label}: accepted/s, p50, p99 (${run.connections} in flight)`,
    `${rate(result["2xx"] / result.duration)}, ${ms(result.latency.p50)}, ${ms(result.latency.p99)}` +
      ` [${result["2xx"]} accepted of ${captchas.length}` +
      (failed ? `, ${failed}` : "") +
      "]",
  );
  return result;
}
