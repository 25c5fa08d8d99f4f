// Gzipped JavaScript each page downloads on a first visit (no cache), as the browser loads it.
// Usage: npx tsx scripts/measure-js.ts http://127.0.0.1:3000 /path [/path ...]
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
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
  await page.goto(base + path, { waitUntil: "networkidle" });
  let raw = 0;
  let gzipped = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 6 }).length;
  }
  console.log(
    `${path}: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB, gzipped ${(gzipped / 1024).toFixed(1)} KB`,
  );
  await page.close();
}
await browser.close();
