/**
 * Issue 35, items 3 and 4, at 375 x 812 as the owner (decision 0046): an action's answer lands
 * where it was made. The lead page's steps (log a call, add a note, mark Booked, then Came in)
 * each come back with the notice and the buttons she used in the first screen, with and without
 * JavaScript; the screens scrolled for the whole task are counted. After "Save and publish" on the
 * salon and blog editors the confirmation is on the screen. Nothing here changes the content:
 * the editors are saved as loaded ("Nothing to save", "Nothing to publish").
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { postTreatmentLead, uniqueEmail } from "./support/forms";
import { ownerWithoutJavaScript } from "./support/content-editor";
import { hydrated, signInAsWorkerOwner, withoutJavaScript } from "./support/staff";

const SCREEN = 812;
/** The bottom tab bar covers the screen's last 56 px (decision 0041). */
const TABS = 56;

/** The notice that says `text`, and that it and `part` are on the first screen. */
async function expectLanded(page: Page, text: string | RegExp, part: Locator) {
  const notice = page.getByRole("status").filter({ hasText: text, visible: true });
  await expect(notice).toBeInViewport();
  await expect(part).toBeInViewport();
  return notice;
}

/** Scrolls a control just into view, as a thumb does, and returns the distance (px). */
function reach(target: Locator) {
  return target.evaluate((element, tabs) => {
    const box = element.getBoundingClientRect();
    const bottom = window.innerHeight - tabs;
    const by = box.top < 0 ? box.top - 8 : box.bottom > bottom ? box.bottom - bottom + 8 : 0;
    window.scrollBy(0, by);
    return Math.abs(by);
  }, TABS);
}

async function openAdsLead(page: Page, baseURL: string, tag: string) {
  const lastName = `${tag}${Date.now().toString(36)}`;
  await postTreatmentLead(page.request, {
    firstName: "Lena",
    lastName,
    email: uniqueEmail(tag.toLowerCase()),
  });
  await signInAsWorkerOwner(page, baseURL);
  return `Lena ${lastName}`;
}

test("the lead's steps land on their buttons with the notice: screens scrolled", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = await openAdsLead(page, baseURL!, "Lands");
  let scrolled = 0;
  const tap = async (target: Locator) => {
    scrolled += await reach(target);
    await target.click();
  };
  await tap(page.getByRole("link", { name }));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
  const down = await page
    .getByRole("button", { name: "Mark Booked" })
    .evaluate((button) => Math.round(button.getBoundingClientRect().top + window.scrollY));
  const log = page.getByRole("button", { name: "Log a call" });
  await tap(log);
  await expectLanded(page, "Call logged.", log);
  const note = page.getByRole("textbox", { name: "Note" });
  await tap(note);
  await note.fill("Wants a patch test first.");
  await tap(page.getByRole("button", { name: "Add note" }));
  await expectLanded(page, "Note added.", note);
  await expect(page.locator(":focus")).toContainText("Note added.");
  await tap(page.getByRole("button", { name: "Mark Booked" }));
  const cameIn = page.getByRole("button", { name: "Mark Came in" });
  await expectLanded(page, 'Status changed to "Booked".', cameIn);
  await tap(cameIn);
  await expectLanded(page, 'Status changed to "Came in".', page.getByText("Now: Came in"));
  const screens = scrolled / SCREEN;
  console.log(
    `Ads lead: log a call, a note, Booked, Came in: ${screens.toFixed(2)} screens (Mark Booked ${down} px down)`,
  );
  test.info().annotations.push({ type: "cost", description: `${screens.toFixed(2)} screens` });
  expect(screens).toBeLessThanOrEqual(1.5);
});

test("without JavaScript, a status tapped far down the lead comes back there", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = await openAdsLead(page, baseURL!, "LandsNoJs");
  const { context, page: nojs } = await withoutJavaScript(browser, {
    signedIn: page.context(),
    baseURL,
    viewport: page.viewportSize(),
  });
  await nojs.goto("/staff");
  await nojs.getByRole("link", { name }).click();
  await nojs.getByRole("button", { name: "Mark Booked" }).click();
  await expectLanded(
    nojs,
    'Status changed to "Booked".',
    nojs.getByRole("button", { name: "Mark Came in" }),
  );
  // A refusal lands on its form too: "Add note" with no note (the browser's check is off here).
  await nojs
    .getByRole("textbox", { name: "Note" })
    .evaluate((box) => box.removeAttribute("required"));
  await nojs.getByRole("button", { name: "Add note" }).click();
  await expect(nojs.getByRole("alert").filter({ hasText: "Write a note" })).toBeInViewport();
  await context.close();
});

for (const editor of [
  { path: "/staff/content/salon", label: "salon" },
  { path: "/staff/content/blog/0", label: "blog" },
]) {
  test(`after Save and publish on the ${editor.label} editor its answer is on the screen`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { page, nojs, close } = await ownerWithoutJavaScript(browser, baseURL!);
    const where: string[] = [];
    for (const [tab, scripted] of [
      [page, true],
      [nojs, false],
    ] as const) {
      await tab.goto(editor.path);
      if (scripted) await hydrated(tab);
      const publish = tab.getByRole("button", { name: "Save and publish" });
      await publish.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await publish.click();
      // As loaded: nothing to save or publish, or the rich text written back as the editor keeps it.
      const notice = await expectLanded(tab, /Nothing to|Saved and published/, publish);
      const top = await notice.evaluate((element) => element.getBoundingClientRect().top);
      const scrollY = await tab.evaluate(() => window.scrollY);
      where.push(
        `JS ${scripted ? "on" : "off"}: notice at ${Math.round(top)} px, page at ${scrollY} px`,
      );
    }
    console.log(`${editor.label} editor, after Save and publish: ${where.join("; ")}`);
    await close();
  });
}
