/**
 * Writing a blog post in the browser: title, date, an uploaded image, rich text (pasted Word HTML
 * keeps its text and loses its markup and scripts); published, it is on the blog; restored, gone.
 * At 375 px with JavaScript off, the post's form is a plain post to its page (decision 0020): an
 * empty title refused beside the field with what was typed kept, then a change saved in the
 * draft with the body, which needs JavaScript to edit, kept.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs/promises";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { blogSlug } from "../../app/lib/display/blog";
import { csrfTokenOf, hydrated, signInAsWorkerOwner } from "./support/staff";
import {
  discardDraft,
  liveVersion,
  ownerWithoutJavaScript,
  publishDraft,
} from "./support/content-editor";

test("an owner writes a post with an image, publishes it, and restores the blog without it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Autumn skin care ${Date.now()}`;
  const photo = path.join(os.tmpdir(), `spa-photo-${Date.now()}.png`);
  await fs.writeFile(
    photo,
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c8b49c" } })
      .png()
      .toBuffer(),
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsWorkerOwner(page, baseURL!);
  // The live version before this test: if a step fails, the blog is put back as it was from it,
  // so a failure here is one failure, not also every later spec that counts the demo posts.
  await page.goto("/staff/content");
  const before = await liveVersion(page);
  let putBack = false;
  try {
    await writeAndPublish();
  } finally {
    if (!putBack) await restoreBlog(page, baseURL!, before);
    await context.close();
    await fs.rm(photo, { force: true });
  }

  async function writeAndPublish() {
    await page.goto("/staff/content/blog");
    await page.getByRole("link", { name: "Write a new post" }).click();
    await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Date").fill("2026-11-20");

    await page.getByLabel("Image (JPEG, PNG, WebP or AVIF)").setInputFiles(photo);
    await page
      .getByLabel("Describe the image for people who cannot see it")
      .fill("A calm treatment room");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("The image is uploaded.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Image" })).toHaveValue(
      /^\/media\/u\/[\w-]+\/1200\.webp$/,
    );

    const body = page.getByRole("textbox", { name: "Text of the post" });
    await body.click();
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Hydrate every evening.");
    // What Word puts on the clipboard: styles, Office tags, and here a script too.
    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p class="MsoNormal" style="mso-margin-top-alt:auto">Pasted <b>from</b> Word<o:p></o:p></p><script>alert("pasted")</script><img src=x onerror="alert(1)">',
      );
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
    });
    await page.keyboard.type(" <img src=x onerror=alert(2)>");
    await page.getByRole("button", { name: "Save in the draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: "Saved in the draft" });
    await expect(saved).toBeVisible();
    // The save redirected back to the post (now named) with the notice in the staff layout's bar:
    // the form, drawn again from what is stored, holds what was saved.
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /^Restore version|Preview this/ }).first(),
    ).toBeVisible();
    await expect(saved).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    // It stays until dismissed.
    await saved.getByRole("button", { name: "Dismiss" }).click();
    await expect(saved).toHaveCount(0);

    await publishDraft(page, title);

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    reader.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { name: title })).toBeVisible();
    await reader.goto(`/blog-details/${blogSlug(title)}`);
    const article = reader.locator("main");
    await expect(article.locator("strong").first()).toHaveText("Hydrate every evening.");
    await expect(article).toContainText("Pasted from Word");
    await expect(article).toContainText("<img src=x onerror=alert(2)>");
    await expect(article.locator("script")).toHaveCount(0);
    await expect(article.locator('img[src="x"]')).toHaveCount(0);
    await expect(article.locator('img[src^="/media/u/"]')).toHaveCount(1);
    expect(dialogs).toEqual([]);

    // Put the blog back as it was, so that the other specs see the demo posts only.
    const published = await liveVersion(page);
    expect(published).toBeGreaterThan(before);
    const csrfToken = await csrfTokenOf(page);
    const restored = await page.request.post("/staff/content/restore", {
      form: { csrfToken, record: "blog", version: String(published - 1) },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(restored.status(), await restored.text()).toBe(303);
    // In the draft only until published (decision 0024).
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { name: title })).toBeVisible();
    await publishDraft(page, "The blog as it was");
    putBack = true;
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { name: title })).toHaveCount(0);
    await visitor.close();
  }
});

/** The blog of version `version` put in the draft and published, whatever the draft held. */
async function restoreBlog(page: Page, baseURL: string, version: number) {
  await page.goto("/staff/content");
  const csrfToken = await csrfTokenOf(page);
  const headers = { Origin: baseURL };
  // The History confirmation's form, posted to the restore route as a browser does.
  await page.request.post("/staff/content/restore", {
    form: { csrfToken, record: "blog", version: String(version) },
    headers,
    maxRedirects: 0,
  });
  // Site content's Publish form.
  await page.request.post("/staff/content", {
    form: { csrfToken, intent: "publish", summary: "The blog as it was, after a failed test" },
    headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
}

test("@mobile-only without JavaScript, a post's empty title is refused, then a change is saved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The same owner's session also in a browser that runs no script at all (decision 0020).
  const { page, nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
  try {
    await nojs.goto("/staff/content/blog/0");
    const title = (await nojs.getByRole("heading", { level: 1 }).textContent())!;
    const titleField = nojs.getByRole("textbox", { name: "Title", exact: true });
    await expect(titleField).toHaveValue(title);
    // The body cannot be edited without JavaScript; its hidden field carries it as loaded.
    const body = nojs.locator('input[type="hidden"][name="post_description"]');
    const words = /[a-z ]{30,}/i.exec((await body.inputValue()).replace(/<[^<>]*>/g, " "))![0];
    const keywords = `winter skin, no script ${Date.now()}`;

    // An empty title: refused by the server beside its field, what was typed kept.
    await titleField.fill("");
    await nojs.getByLabel("Keywords").fill(keywords);
    await nojs.getByRole("button", { name: "Save in the draft" }).click();
    await expect(nojs.getByText("The title is required")).toBeVisible();
    await expect(nojs.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");
    await expect(nojs.getByLabel("Keywords")).toHaveValue(keywords);

    await titleField.fill(title);
    await nojs.getByRole("button", { name: "Save in the draft" }).click();
    await expect(nojs.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
    expect(new URL(nojs.url()).pathname).toBe("/staff/content/blog/0");
    await expect(nojs.getByLabel("Keywords")).toHaveValue(keywords);
    await expect(titleField).toHaveValue(title);
    await expect(body).toHaveValue(new RegExp(words));
    await nojs.goto("/staff/content");
    await expect(nojs.getByText(`Blog post '${title}': changed`)).toBeVisible();
  } finally {
    // Leave the content as it was for later specs: the draft holds only this change.
    await page.goto("/staff/content");
    await discardDraft(page, baseURL!);
    await close();
  }
});
