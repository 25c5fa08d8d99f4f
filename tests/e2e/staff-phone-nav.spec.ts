/**
 * The staff area on a phone, measured (issue 29, item 5 and the staff-wide figures): at
 * 375 x 812 px, signed in as an owner, with JavaScript on and off,
 * - the staff navigation takes at most 15% of the screen (122 px), top and bottom bars together;
 * - the inbox's first lead is whole within the first screen, above the tab bar
 *   (every staff page's targets and words are checked on staff-pages.spec.ts's visit to it).
 * The figures are printed (console.log) so they can be quoted. Then the tab bar itself: the daily
 * tasks one tap away, the rest behind "More", which opens and works without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { sendContactForm, uniqueEmail } from "./support/forms";
import { open, openBeforeScripts } from "./support/site";
import {
  hydrated,
  signInAsWorkerOwner,
  smallTouchTargets,
  withoutJavaScript,
} from "./support/staff";

const SCREEN = { width: 375, height: 812 };
/** 15% of an 812 px screen: the most the staff navigation may take of it. */
const NAV_BUDGET = Math.round(SCREEN.height * 0.15);

test.use({ viewport: SCREEN });

/** A visitor's enquiry with a phone number, so the inbox and a lead's page show one. */
async function sendEnquiry(page: Page) {
  await open(page, "/contact-us");
  await sendContactForm(page, {
    firstName: "Thumb",
    lastName: `Nav${Date.now().toString(36)}`,
    phone: "3475550123",
    email: uniqueEmail("thumb"),
    subject: "Saturday",
    message: "Is there an opening on Saturday morning?",
  });
}

interface Chrome {
  /** The layout's bars above the page's own content, in px. */
  top: number;
  /** The bars fixed to the bottom of the screen, in px. */
  bottom: number;
}

/** What the staff layout's bars take of the first screen (scrolled to the top). */
function chromeOf(page: Page): Promise<Chrome> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const main = document.querySelector("#main")!;
    const fixed = [...document.querySelectorAll<HTMLElement>(".staff *")].filter(
      (element) =>
        !main.contains(element) &&
        getComputedStyle(element).position === "fixed" &&
        element.checkVisibility(),
    );
    const bottomEdge = Math.min(
      window.innerHeight,
      ...fixed.map((element) => element.getBoundingClientRect().top),
    );
    return {
      top: Math.round(main.getBoundingClientRect().top),
      bottom: Math.round(window.innerHeight - bottomEdge),
    };
  });
}

/** The inbox's first lead: where its card starts and ends on the first screen, in px. */
function firstLeadOf(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const row = document.querySelector(".leads-table tbody tr");
    const box = row?.getBoundingClientRect();
    return box ? { top: Math.round(box.top), bottom: Math.round(box.bottom) } : null;
  });
}

test("the staff area at 375 x 812: navigation height and the first lead", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await sendEnquiry(page);
  await signInAsWorkerOwner(page, baseURL!);
  await hydrated(page);
  const plain = await withoutJavaScript(browser, { signedIn: page.context(), viewport: SCREEN });
  try {
    await plain.page.goto("/staff");
    const layout = {
      javaScript: { chrome: await chromeOf(page), firstLead: await firstLeadOf(page) },
      noJavaScript: {
        chrome: await chromeOf(plain.page),
        firstLead: await firstLeadOf(plain.page),
      },
    };
    console.log(`staff navigation at 375x812 (budget ${NAV_BUDGET} px):`, JSON.stringify(layout));

    for (const [how, { chrome, firstLead }] of Object.entries(layout)) {
      expect(chrome.top + chrome.bottom, `navigation height (${how})`).toBeLessThanOrEqual(
        NAV_BUDGET,
      );
      expect(firstLead, `the inbox shows a lead (${how})`).not.toBeNull();
      expect(firstLead!.bottom, `first lead within the first screen (${how})`).toBeLessThanOrEqual(
        SCREEN.height - chrome.bottom,
      );
    }
  } finally {
    await plain.context.close();
  }
});

/** The phone's navigation, the tab bar fixed at the bottom of the screen. */
const tabBar = (page: Page) => page.getByRole("navigation", { name: "Staff" });
const more = (page: Page) => tabBar(page).locator("details.staff-tabs__more");

/** Tabs and "More" first, then what "More" holds: the rest of the links, the address, Sign out. */
async function expectOwnersNavigation(page: Page) {
  const bar = tabBar(page);
  await expect(bar).toHaveClass(/staff-tabs/);
  await expect(bar.getByRole("link")).toHaveText(["Leads", "Site content", "Ads and visits"]);
  await expect(bar.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await more(page).locator("summary").click();
  await expect(bar.getByRole("link")).toHaveText([
    "Leads",
    "Site content",
    "Ads and visits",
    "Accounts",
    "Reply templates",
    "Privacy",
    "Access log",
    "E-mail to visitors",
    "Review requests",
    "Text messages",
    "Alerts",
    "Security",
    "View the site",
  ]);
  await expect(bar.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("the daily tasks are a tap away at the bottom, the rest behind More", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsWorkerOwner(page, baseURL!);
  await hydrated(page);
  const bar = tabBar(page);
  const box = await bar.boundingBox();
  expect(box!.y + box!.height, "the bar sits on the screen's bottom edge").toBe(SCREEN.height);
  await expectOwnersNavigation(page);
  expect(await smallTouchTargets(page), "targets with More open").toEqual([]);
  await testInfo.attach("More open at 375 px", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  // A link in More opens its page and More closes; More shows the section is current.
  await bar.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Privacy/ })).toBeVisible();
  await expect(more(page)).not.toHaveAttribute("open");
  await expect(more(page).locator("summary")).toHaveClass(/is-current/);

  // The keyboard: Enter opens More, Escape closes it and leaves the focus on it.
  const summary = more(page).locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(more(page)).toHaveAttribute("open", "");
  await expect(bar.getByRole("link", { name: "Accounts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(more(page)).not.toHaveAttribute("open");
  await expect(summary).toBeFocused();

  // A tap on a tab; nothing of the page's end is hidden under the bar.
  await bar.getByRole("link", { name: "Site content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  const hidden = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const main = document.querySelector("#main")!.getBoundingClientRect();
    const tabs = document.querySelector(".staff-tabs")!.getBoundingClientRect();
    return Math.max(0, main.bottom - tabs.top);
  });
  // Under a pixel: layout rounding, not a hidden line.
  expect(hidden, "px of the page under the tab bar").toBeLessThan(1);

  // A control reached by the keyboard below the first screen is scrolled above the bar, not under.
  const last = page.getByRole("main").getByRole("link").last();
  await page.evaluate(() => window.scrollTo(0, 0));
  await last.focus();
  const under = await last.evaluate((link) => {
    const tabs = document.querySelector(".staff-tabs")!.getBoundingClientRect();
    return Math.max(0, link.getBoundingClientRect().bottom - tabs.top);
  });
  expect(under, "px of the focused link under the tab bar").toBe(0);
});

test("More opened before the scripts ran stays open once they have, its link still there", async ({
  page,
  baseURL,
}) => {
  await signInAsWorkerOwner(page, baseURL!);
  const releaseScripts = await openBeforeScripts(page, "/staff");
  await more(page).locator("summary").click();
  await expect(tabBar(page).getByRole("link", { name: "Privacy" })).toBeVisible();
  releaseScripts();
  await hydrated(page);
  // Hydration closed it once, taking the link away between a tap's press and its release.
  await expect(more(page)).toHaveAttribute("open", "");
  await tabBar(page).getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Privacy/ })).toBeVisible();
  await expect(more(page)).not.toHaveAttribute("open");
});

test("More works without JavaScript: a disclosure, its links plain links", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsWorkerOwner(page, baseURL!);
  const plain = await withoutJavaScript(browser, { signedIn: page.context(), viewport: SCREEN });
  try {
    await plain.page.goto("/staff");
    await expectOwnersNavigation(plain.page);
    await tabBar(plain.page).getByRole("link", { name: "Accounts" }).click();
    await expect(
      plain.page.getByRole("heading", { level: 1, name: "Staff accounts" }),
    ).toBeVisible();
    await expect(more(plain.page)).not.toHaveAttribute("open");
    // The public site, to check it as visitors see it (issue 35, item 13).
    await more(plain.page).locator("summary").click();
    await tabBar(plain.page).getByRole("link", { name: "View the site" }).click();
    await expect(plain.page).toHaveURL(/\/$/);
    await expect(plain.page.locator("header.site-header")).toBeVisible();
  } finally {
    await plain.context.close();
  }
});
