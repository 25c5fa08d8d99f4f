/**
 * The ads and thank-you pages on a phone (375 px, the mobile project only: tests/e2e/support/
 * widths.ts): the number to call sits in the header without opening a menu (issue 19), and a tap
 * on it is counted by the funnel and sent as the Google Ads call conversion (issue 20).
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/site";

test("the ads and thank-you pages show the number to call without opening a menu", async ({
  page,
}) => {
  for (const path of [
    "/tattoo-removal-staten-island-ads",
    "/ipl-therapy-staten-island-ads",
    "/tattoo-removal-and-ipl-therapy-staten-island-ads",
    "/tattoo-removal-staten-island-ads-thank-you",
    "/ipl-therapy-staten-island-ads-thank-you",
    "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
  ]) {
    await open(page, path);
    const call = page.getByRole("banner").getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ });
    await expect(call, path).toBeVisible();
    await expect(call, path).toHaveAttribute("href", /^tel:\+?\d{10,11}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(375);
  }
  // The main site's pages keep their header as it was.
  await open(page, "/contact-us");
  await expect(page.getByRole("banner").getByRole("link", { name: /^\(\d{3}\)/ })).toHaveCount(0);
});

test("a tap on the number on an ads page is counted and sent as the call conversion", async ({
  page,
}) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/event")) beacons.push(request.postData() ?? "");
  });
  await open(page, "/tattoo-removal-staten-island-ads");
  // The tel: link stays on the page in a browser without a phone app.
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })
    .click();
  await expect.poll(() => beacons.some((body) => body.includes('"call"'))).toBe(true);
  const calls = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event" && args[1] === "conversion")
      .map((args) => (args[2] as { send_to?: string }).send_to),
  );
  expect(calls).toEqual(["AW-123456789/e2eCallLabel"]);
});
