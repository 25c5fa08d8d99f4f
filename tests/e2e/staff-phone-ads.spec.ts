/**
 * The owner's ads page on her phone (issue 29, item 6), at 375 px with JavaScript on and off: no
 * step reads as more than 100% of the step before ("Started a form: 3 (150% of visitors)"), a
 * saved spend lands back at the spend form rather than the page's top, an unset booking value is
 * asked for instead of shown as $0.00, and the Google Ads file is explained before it downloads
 * and its download confirmed after.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import { hydrated, signInAsWorkerOwner } from "./support/staff";

const CAMPAIGN = `e2e-ads-${Date.now().toString(36)}`;
const ADS_PAGE = "/tattoo-removal-staten-island-ads";
/** Two phones (two visitors on one address: the browser names them apart). */
const PHONES = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
];

let seeded: Promise<void> | undefined;

/**
 * Once per worker: two visitors who both start the form, and three leads (one sent without
 * JavaScript, so without a counted start): the page read "3 (150% of form starts)".
 */
function seed(request: APIRequestContext) {
  seeded ??= (async () => {
    for (const phone of PHONES) {
      for (const event of ["view", "form_start"]) {
        const answer = await request.post("/api/event", {
          headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": phone },
          data: JSON.stringify({ event, page: ADS_PAGE, campaign: CAMPAIGN }),
        });
        expect(answer.status()).toBe(204);
      }
    }
    for (let i = 0; i < 3; i++) {
      await postTreatmentLead(request, {
        firstName: "Mia",
        lastName: "Ads",
        email: uniqueEmail("ads"),
        phone: "7185550177",
        source_page: ADS_PAGE,
        utm_campaign: CAMPAIGN,
      });
    }
  })();
  return seeded;
}

/** The campaign's row once the counts are written (the server writes them each second). */
async function campaignRow(page: Page) {
  const row = page.getByRole("row", { name: new RegExp(CAMPAIGN) });
  await expect(async () => {
    await page.goto("/staff/funnel?days=7");
    await expect(row.locator('[data-label="Form starts"]')).toHaveText(/^2 /);
  }).toPass({ timeout: 15_000 });
  return row;
}

async function expectNoShareOver100(page: Page) {
  const text = await page.locator("main").innerText();
  const shares = [...text.matchAll(/(\d{1,6})% of/g)].map((match) => Number(match[1]));
  expect(
    shares.filter((share) => share > 100),
    "shares over 100%",
  ).toEqual([]);
}

async function setBookingValue(page: Page, value: string) {
  const form = page.getByRole("form", { name: "The conversion in Google Ads" });
  await form.getByLabel("Value of a booking").fill(value);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/#booking-value$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
}

async function openFileStep(page: Page) {
  const download = page.getByRole("button", { name: "Download the file" });
  await expect(download, "nothing downloads before the owner is told what").toBeHidden();
  await page.getByText("Get the file…").click();
  await expect(page.getByText("No names, phone numbers or e-mails")).toBeVisible();
  await expect(download).toBeVisible();
  return download;
}

/** The lines of a downloaded file after its parameters line and column names. */
async function leadLines(path: string) {
  return (await readFile(path, "utf8")).trim().split("\r\n").slice(2);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test.beforeEach(async ({ page, baseURL }) => {
      await seed(page.request);
      await signInAsWorkerOwner(page, baseURL!);
    });

    test("no step reads as more than 100% of the step before", async ({ page }) => {
      const row = await campaignRow(page);
      await expect(row.locator('[data-label="Form starts"]')).toHaveText("2 (100% of visitors)");
      await expect(row.locator('[data-label="Leads"]')).toHaveText(
        "3 (more than the 2 form starts counted)",
      );
      await expectNoShareOver100(page);
    });

    test("a saved spend lands back at the spend form, its notice announced", async ({ page }) => {
      await campaignRow(page);
      if (javaScript) await hydrated(page);
      const form = page.getByRole("form", { name: "Monthly spend" });
      await form.getByLabel(`${CAMPAIGN}, dollars a month`).fill("450");
      await form.getByRole("button", { name: "Save spend" }).click();
      await expect(page).toHaveURL(/\/staff\/funnel\?days=7#spend$/);
      const heading = page.getByRole("heading", { name: "Monthly spend" });
      await expect(heading).toBeInViewport();
      // The notice is drawn beside the form it answers, in view (decision 0046).
      const notice = page.getByRole("status").filter({ hasText: "Spend saved.", visible: true });
      await expect(notice).toBeInViewport();
      // With JavaScript the field keeps what was typed; without, the page shows what was saved.
      await expect(form.getByLabel(`${CAMPAIGN}, dollars a month`)).toHaveValue(/^450(\.00)?$/);
      if (javaScript) await expect(notice).toBeFocused();
    });

    test("an unset booking value is asked for, never shown as $0.00", async ({ page }) => {
      await page.goto("/staff/funnel");
      if (javaScript) await hydrated(page);
      await setBookingValue(page, "");
      const field = page.getByLabel("Value of a booking");
      await expect(field).toHaveValue("");
      await expect(page.locator("main")).not.toContainText("$0.00");
      const prompt = page.getByText("needs the value of a booking, which is not set yet");
      await expect(prompt).toBeVisible();
      await page.getByRole("link", { name: "Set the value of a booking" }).click();
      await expect(page).toHaveURL(/#booking-value$/);
      await expect(field).toBeInViewport();

      await setBookingValue(page, "150");
      await expect(field).toHaveValue(/^150(\.00)?$/);
      await expect(prompt).toBeHidden();
    });

    test("the Google Ads file is explained before it downloads, and confirmed after", async ({
      page,
    }) => {
      await page.goto("/staff/funnel");
      if (javaScript) await hydrated(page);
      const button = await openFileStep(page);
      await page.getByLabel(/Include leads already in an earlier file/).check();
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const lines = await leadLines((await download.path())!);
      const leads = `${lines.length} booked ${lines.length === 1 ? "lead" : "leads"}`;
      if (javaScript) {
        await expect(page.getByRole("status").filter({ hasText: "Downloaded" })).toHaveText(
          new RegExp(`^Downloaded google-ads-conversions-.+\\.csv: ${leads}\\.`),
        );
      } else {
        // The browser saved the file and the page stayed: opened again, it says so.
        await page.goto("/staff/funnel");
      }
      await expect(page.getByText(/Last downloaded Today/)).toContainText(
        new RegExp(`Last downloaded Today \\d{1,2}:\\d\\d [AP]M, with ${leads}\\.`),
      );
    });
  });
}
