/**
 * The website-setting editor in the browser at both widths: an owner changes the privacy policy
 * (typed and pasted from Word, with scripts among it) and the about page's banner, previews the
 * draft, publishes, sees the public pages show the change, and restores the earlier versions from
 * the records' histories. Nothing typed or pasted runs, on the site or in the staff area; axe on
 * both editor pages. Every change is restored before the test ends: later specs share the server.
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/site";
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  hydrated,
  signInAsWorkerOwner,
} from "./support/staff";
import {
  discardDraft,
  openEditor,
  publishDraft,
  restorePrevious,
  saveDraft,
} from "./support/content-editor";

const PRIVACY = "/staff/content/pages/privacy_policy_new";
const BANNER = "/staff/content/pages/about_banner";

/** What Word puts on the clipboard, with a script, an image that runs one and a javascript: link. */
const WORD_HTML = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>',
  '<style>p.MsoNormal{mso-style-parent:"";margin:0in}</style></head><body>',
  "<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->",
  "<p class=MsoNormal style='mso-margin-top-alt:auto;mso-bidi-font-family:Calibri'>",
  "<span style='font-size:11.0pt;mso-fareast-font-family:\"Times New Roman\"'>Pasted <b>from</b> Word<o:p></o:p></span></p>",
  "<!--[if !supportLists]--><span style='mso-list:Ignore'>·</span><!--[endif]-->",
  '<script>alert("pasted")</script><img src=x onerror="alert(1)">',
  "<p class=MsoNormal><a href=\"javascript:alert('link')\">Word link</a><o:p></o:p></p>",
  "</body></html>",
].join("");

test("an owner edits the privacy policy and a banner, previews, publishes and restores them", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = `p${Date.now().toString(36)}`;
  const staff = await browser.newContext();
  const page = await staff.newPage();
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const dialogs: string[] = [];
  for (const watched of [page, reader]) {
    watched.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  await signInAsWorkerOwner(page, baseURL!);
  await page.goto("/staff/content");
  // Start from the live content: another test may have left a draft.
  await discardDraft(page, baseURL!);

  // ---------------------------------------------------------------- the list
  await page.getByRole("link", { name: "Banners, policies and treatment texts" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Banners, policies and treatment texts" }),
  ).toBeVisible();
  for (const name of [
    "Home page banner",
    "Privacy policy",
    "Cancellation policy",
    "Tattoo removal: page content",
    "Tattoo removal: what people are saying",
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);

  // ---------------------------------------------------------------- the privacy policy
  await page.getByRole("link", { name: "Privacy policy", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await hydrated(page);
  const body = page.getByRole("textbox", { name: "Text of the privacy policy" });
  await expect(body).toContainText("Effective date");
  await body.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(`Updated ${tag}. `);
  await body.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Pasted from Word");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, WORD_HTML);
  await page.keyboard.type(" <img src=x onerror=alert(2)> <script>alert(3)</script>");
  await expect(body).toContainText("Pasted from Word");
  await expect(body.locator("img, script, [class^=Mso], [style]")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saveDraft(page);

  // ---------------------------------------------------------------- the about page's banner
  await openEditor(page, BANNER, "About us page banner");
  const heading = page.getByRole("textbox", { name: "Heading", exact: true });
  const oldHeading = await heading.inputValue();
  expect(oldHeading).toBe("About Us");
  await expect(page.getByRole("combobox", { name: "Image" })).toHaveValue(
    "/media/banner-about.svg",
  );
  // A field error next to its field, from the shared schema; nothing is saved.
  await heading.fill("");
  await page.getByRole("button", { name: "Save in the draft" }).click();
  await expect(heading).toHaveAccessibleDescription("The banner's heading is required");
  await expectNoViolations(page, "banner editor with an error");
  await expectNoSidewaysScroll(page);
  await heading.fill(`About Us ${tag}`);
  await page
    .getByRole("textbox", { name: "Tagline under the heading" })
    .fill(`<img src=x onerror=alert(4)> ${tag}`);
  await page.getByRole("combobox", { name: "Image" }).selectOption("/media/banner-home.svg");
  await saveDraft(page);

  // ---------------------------------------------------------------- preview, then publish
  await page.goto("/staff/content/preview?path=%2Fprivacy-policy");
  const framed = page.frameLocator("iframe.staff-preview-frame");
  await expect(framed.locator("main")).toContainText(`Updated ${tag}`);
  await reader.goto("/privacy-policy");
  await expect(reader.locator("main")).not.toContainText(tag);

  await publishDraft(page, `Policy and banner ${tag}`);

  await open(reader, "/privacy-policy");
  const policy = reader.locator("main");
  await expect(policy).toContainText(`Updated ${tag}`);
  await expect(policy).toContainText("Pasted from Word");
  await expect(policy).toContainText("Word link");
  await expect(policy).toContainText("<img src=x onerror=alert(2)>");
  await expect(
    policy.locator('img[src="x"], script, [class^=Mso], a[href^="javascript"]'),
  ).toHaveCount(0);
  expect(await policy.innerHTML()).not.toContain("mso-");

  await open(reader, "/about");
  const banner = reader.locator(".banner");
  await expect(banner.getByRole("heading", { level: 1 })).toHaveText(`About Us ${tag}`);
  await expect(banner.locator("p")).toHaveText(`<img src=x onerror=alert(4)> ${tag}`);
  await expect(banner.locator("img")).toHaveAttribute("src", "/media/banner-home.svg");
  await expect(reader.locator('img[src="x"]')).toHaveCount(0);

  // The staff area shows the saved texts as text too.
  await openEditor(page, PRIVACY, "Privacy policy");
  await expect(page.getByRole("textbox", { name: "Text of the privacy policy" })).toContainText(
    "<img src=x onerror=alert(2)>",
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // ---------------------------------------------------------------- restore both
  await restorePrevious(page, PRIVACY, "Privacy policy");
  await expect(page.getByRole("textbox", { name: "Text of the privacy policy" })).not.toContainText(
    tag,
  );
  await restorePrevious(page, BANNER, "About us page banner");
  await expect(page.getByRole("textbox", { name: "Heading", exact: true })).toHaveValue(oldHeading);
  await open(reader, "/privacy-policy");
  await expect(policy).not.toContainText(tag);
  await expect(policy).toContainText("Effective date");
  await open(reader, "/about");
  await expect(banner.getByRole("heading", { level: 1 })).toHaveText(oldHeading);
  await expect(banner.locator("img")).toHaveAttribute("src", "/media/banner-about.svg");
  expect(dialogs).toEqual([]);
  await staff.close();
  await visitor.close();
});
