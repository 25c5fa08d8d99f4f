// JavaScript each page loads on a first visit (no cache, no interaction), counted as an outsider
// would: every script file the page fetches (module preloads and chunks imported at load
// included), gzipped at level 9, plus the inline scripts of its HTML as served (React Router's hydration
// data among them; JSON-LD is data, not script, and is left out).
// Usage: npx tsx scripts/measure-js.ts http://127.0.0.1:3000 /path [/path ...]
//        VERBOSE=1 lists each file.
import { chromium } from "playwright-core";
import { gzippedBytes as gzip, servedInlineScripts } from "../tests/e2e/support/page-javascript";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = response.url();
    if (url.startsWith(base) && response.request().resourceType() === "script") scripts.add(url);
  });
  const response = await page.goto(base + path, { waitUntil: "networkidle" });
  // Chunks imported after hydration (carousels, tracking) without any interaction.
  await page.waitForTimeout(1000);
  const inline = await servedInlineScripts(page, (await response?.text()) ?? "");
  let raw = 0;
  let gzipped = 0;
  const files: string[] = [];
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzipped += gzip(body);
    files.push(`  ${kb(gzip(body)).padStart(6)} KB  ${url.slice(base.length)}`);
  }
  const inlineGz = gzip(Buffer.from(inline));
  console.log(
    `${path}: ${scripts.size} files, ${kb(raw)} KB, gzipped ${kb(gzipped)} KB (${gzipped} B); ` +
      `inline scripts ${kb(inlineGz)} KB; total ${kb(gzipped + inlineGz)} KB (${gzipped + inlineGz} B)`,
  );
  if (process.env.VERBOSE) console.log(files.sort().join("\n"));
  await page.close();
}
await browser.close();
