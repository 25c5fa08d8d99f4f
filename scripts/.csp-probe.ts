import { chromium } from "playwright-core";
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text().slice(0, 200)); });
  page.on("pageerror", (e) => problems.push(String(e).slice(0, 200)));
  await page.goto(base + path, { waitUntil: "networkidle" });
  const hydrated = await page.evaluate(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
  console.log(path, "hydrated:", hydrated, problems);
  await page.close();
}
await browser.close();
