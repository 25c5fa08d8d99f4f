import { expect, test } from "@playwright/test";
import { open } from "./support/site";

test("the home page is rendered on the server", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toContain('name="viewport"');
  // Served from the page cache: its scripts are allowed by their hashes (decision 0016).
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'sha256-/);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("OPPS! PAGE NOT FOUND")).toBeVisible();
  await expect(
    page.getByText("Sorry, The Page You are looking for doesn't exists or has been removed."),
  ).toBeVisible();
  await page.locator("#main").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test("a path deeper than any page is answered 404 before the page router", async ({ request }) => {
  // React Router matches every prefix of a path: 2,000 segments cost 0.3 s of CPU to render.
  const deep = await request.get(`/services/facials/${"a/".repeat(2000)}`);
  expect(deep.status()).toBe(404);
  expect(deep.headers()["content-type"]).toMatch(/^text\/plain/);
  // Real pages, and ordinary unknown paths, are untouched.
  expect((await request.get("/services/facials/gentlemans-facial")).status()).toBe(200);
  const shallow = await request.get("/a/b/c/d/e/f");
  expect(shallow.status()).toBe(404);
  expect(shallow.headers()["content-type"]).toMatch(/^text\/html/);
});

test("/server-error shows Server ERROR", async ({ page }) => {
  await page.goto("/server-error");
  await expect(page.getByText("Server ERROR")).toBeVisible();
});

test("hashed assets are cached for a year and compressed", async ({ request, baseURL }) => {
  // Read the server's HTML rather than the live DOM: after hydration React drops the preload
  // links, which made a DOM query flaky.
  const html = await (await request.get("/")).text();
  // The client entry is well above the 1 KB compression threshold.
  const entry = /"(\/assets\/entry\.client[^"]*\.js)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\//);
  // Node's fetch, because Playwright's request API hides Content-Encoding once it has decoded.
  const asset = await fetch(`${baseURL}${entry}`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("content-encoding")).toMatch(/br|gzip/);
});

test("the page paints before its JavaScript is requested, then hydrates", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/tattoo-removal-staten-island-ads")).text();
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);

  await open(page, "/tattoo-removal-staten-island-ads");
  const timing = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"));
    return {
      firstPaint,
      scripts: scripts.length,
      firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.firstPaint);
  // Hydrated: the form's submit button is enabled only once React has taken over.
  await expect(
    page.getByRole("button", { name: "Get my free consultation" }).first(),
  ).toBeEnabled();
});
