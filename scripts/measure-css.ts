// CSS each page loads on a first visit: the stylesheets its served HTML links, their bytes raw and
// gzipped at level 9, and how many there are (each one blocks the first paint).
// Usage: npx tsx scripts/measure-css.ts http://127.0.0.1:3000 /path [/path ...]
import { gzipSync } from "node:zlib";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const STYLESHEET = /<link [^>]*rel="stylesheet"[^>]*>/g;

for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const hrefs = [...html.matchAll(STYLESHEET)].map((tag) => / href="([^"]+)"/.exec(tag[0])?.[1]);
  let raw = 0;
  let gzipped = 0;
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetch(new URL(href ?? "", base))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  console.log(`${path}\t${hrefs.length} sheets\t${raw} B\t${gzipped} B gz`);
}
