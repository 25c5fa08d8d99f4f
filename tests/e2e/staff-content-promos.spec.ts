/**
 * The pop-up and specials with their images and dates, in the browser: an owner gives the pop-up
 * an uploaded image (its alt text shown in the picker), a title and dates (a last day before the
 * first is refused next to the field), ends a special yesterday, previews, publishes; the home
 * page shows the pop-up with the upload's srcset and no longer the expired special; a restore puts
 * both lists back. Starts from the live content (discards any draft) and restores what it changed.
 * At 375 px with JavaScript off, the specials' form is a plain post: reversed dates refused beside
 * the field with what was typed kept, then saved, the notice after the redirect.
 */
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { spaToday } from "../../app/lib/staff/leads";
import { csrfTokenOf, expectNoViolations, hydrated, signInAsWorkerOwner } from "./support/staff";
import {
  discardDraft,
  liveVersion,
  ownerWithoutJavaScript,
  publishDraft,
  restoreVersion,
} from "./support/content-editor";

/** The spa's day `days` from today (YYYY-MM-DD), as the server counts them. */
const spaDay = (days: number) => spaToday(new Date(Date.now() + days * 86_400_000));

test("an owner dates the pop-up with an uploaded image, previews, publishes, and restores", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsWorkerOwner(page, baseURL!);
  await page.goto("/staff/content");
  await hydrated(page);
  const csrfToken = await csrfTokenOf(page);
  // Start from the live content: another test may have left a draft.
  await discardDraft(page, baseURL!);

  const stamp = Date.now().toString(36);
  const alt = `E2E winter glow ${stamp}`;
  const upload = await page.request.post("/staff/media", {
    multipart: {
      csrfToken,
      alt,
      image: {
        name: "winter.png",
        mimeType: "image/png",
        buffer: await sharp({
          create: { width: 900, height: 900, channels: 3, background: "#b9a48c" },
        })
          .png()
          .toBuffer(),
      },
    },
    headers: { Origin: baseURL!, Accept: "application/json" },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const uploaded = ((await upload.json()) as { image: { id: string; src: string } }).image;

  await page.goto("/staff/content/promos");
  await hydrated(page);
  const startVersion = await liveVersion(page);
  const popups = page.getByRole("region", { name: "Pop-ups" });
  const popup = popups.getByRole("group", { name: "Pop-up 1" });
  const oldPopupTitle = await popup.getByLabel("Title").inputValue();
  const specials = page.getByRole("region", { name: "Specials" });
  const special = specials.getByRole("group", { name: "Special 1" });
  const expiredTitle = await special.getByLabel("Title").inputValue();
  await expect(special.getByText("Showing now")).toBeVisible();

  // The upload is offered by its alt text; the title becomes the image's alt on the site.
  const newTitle = `E2E pop-up ${stamp}: 20% off the winter glow facial`;
  await popup.getByRole("combobox", { name: "Image" }).selectOption({ label: alt });
  await expect(popup.getByRole("combobox", { name: "Image" })).toHaveValue(uploaded.src);
  await popup.getByLabel("Title").fill(newTitle);
  await popup.getByLabel("First day shown").fill(spaDay(1));
  await popup.getByLabel("Last day shown").fill(spaDay(0));
  await expect(popup.getByText("Scheduled: shown from")).toBeVisible();
  await popups.getByRole("button", { name: "Save the pop-ups" }).click();
  await expect(popup.getByText("The last day cannot be before the first day")).toBeVisible();
  await expect(popup.getByLabel("Last day shown")).toHaveAttribute("aria-invalid", "true");
  await popup.getByLabel("First day shown").fill(spaDay(0));
  await popup.getByLabel("Last day shown").fill(spaDay(30));
  await expect(popup.getByText("Showing now, until")).toBeVisible();
  await expectNoViolations(page, "promos editor with dates");
  await popups.getByRole("button", { name: "Save the pop-ups" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved in the draft" });
  await expect(saved).toBeVisible();
  // The list is drawn again from what is stored; the notice beside it has the focus (0046).
  await expect(saved).toBeFocused();
  await expect(popup.getByLabel("Title")).toHaveValue(newTitle);
  await page.getByRole("button", { name: "Dismiss this notice" }).click();
  await expect(saved).toHaveCount(0);

  // A special that ended yesterday: marked expired in the list, gone from the site.
  await special.getByLabel("Last day shown").fill(spaDay(-1));
  await expect(special.getByText("Expired: ended")).toBeVisible();
  await specials.getByRole("button", { name: "Save the specials" }).click();
  await expect(saved).toBeVisible();
  await expect(special.getByLabel("Last day shown")).toHaveValue(spaDay(-1));

  // The preview shows the draft's pop-up with every copy of the upload.
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Preview the site with these changes" }).click();
  await page.getByLabel("Page", { exact: true }).selectOption("/");
  await page.getByRole("button", { name: "Show this page" }).click();
  const frame = page.frameLocator('iframe[title="Preview of Home"]');
  await expect(frame.getByRole("img", { name: newTitle, exact: true })).toHaveAttribute(
    "srcset",
    new RegExp(`/media/u/${uploaded.id}/320\\.webp 320w, .*/900\\.webp 900w$`),
  );
  await expect(frame.getByRole("img", { name: expiredTitle, exact: true })).toHaveCount(0);

  await publishDraft(page, `E2E: dated pop-up ${stamp}`);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  const shown = visitor.getByRole("img", { name: newTitle, exact: true });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute(
    "srcset",
    new RegExp(`/media/u/${uploaded.id}/640\\.webp 640w`),
  );
  await expect(shown).toHaveAttribute("sizes", "min(92vw, 32rem)");
  await expect(shown).toHaveAttribute("width", "900");
  await expect(shown).toHaveAttribute("height", "900");
  expect(
    await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await expect(visitor.getByRole("img", { name: expiredTitle, exact: true })).toHaveCount(0);

  // Put both lists back as they were.
  await page.goto("/staff/content/promos");
  await hydrated(page);
  await restoreVersion(page, startVersion);
  await visitor.goto("/");
  await expect(visitor.getByRole("img", { name: oldPopupTitle, exact: true })).toBeVisible();
  await expect(visitor.getByRole("img", { name: newTitle, exact: true })).toHaveCount(0);
  await expect(visitor.getByRole("img", { name: expiredTitle, exact: true })).toHaveCount(1);
  await context.close();
});

test("@mobile-only without JavaScript, a special's dates are refused beside the field, then saved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page, nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
  await nojs.goto("/staff/content/promos");
  const specials = nojs.getByRole("region", { name: "Specials" });
  const special = specials.getByRole("group", { name: "Special 1" });
  const title = await special.getByLabel("Title").inputValue();
  expect(title).not.toBe("");

  // A last day before the first is refused by the server, next to the field, as typed.
  await special.getByLabel("First day shown").fill(spaDay(5));
  await special.getByLabel("Last day shown").fill(spaDay(1));
  await specials.getByRole("button", { name: "Save the specials" }).click();
  const refused = nojs.getByRole("region", { name: "Specials" }).getByRole("group", {
    name: "Special 1",
  });
  await expect(refused.getByText("The last day cannot be before the first day")).toBeVisible();
  await expect(nojs.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  await expect(refused.getByLabel("Last day shown")).toHaveValue(spaDay(1));
  await expect(refused.getByLabel("Last day shown")).toHaveAttribute("aria-invalid", "true");
  await expect(refused.getByLabel("First day shown")).toHaveValue(spaDay(5));
  await expect(refused.getByLabel("Title")).toHaveValue(title);
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toHaveCount(0);

  await refused.getByLabel("Last day shown").fill(spaDay(9));
  await nojs.getByRole("button", { name: "Save the specials" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  const stored = nojs.getByRole("region", { name: "Specials" }).getByRole("group", {
    name: "Special 1",
  });
  await expect(stored.getByText("Scheduled: shown from")).toBeVisible();
  await expect(stored.getByLabel("First day shown")).toHaveValue(spaDay(5));
  await expect(stored.getByLabel("Last day shown")).toHaveValue(spaDay(9));
  await expect(stored.getByLabel("Title")).toHaveValue(title);

  // Leave the content as it was for later specs: the draft is discarded.
  await discardDraft(page, baseURL!);
  await close();
});
