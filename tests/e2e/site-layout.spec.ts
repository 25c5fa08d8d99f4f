/**
 * The main layout (SPEC.md 2.2 and 4): header links, the Services list, the sticky header, the
 * mobile menu with its overlay, keyboard use, and the footer.
 */
import {
  EMAIL,
  HOURS_LINES,
  isMobile,
  mainNav,
  menuToggle,
  open,
  PHONE,
  revealNav,
  salon,
  SALON_NAME,
  SERVICE_LINKS,
} from "./support/site";
import { expect, test } from "./support/fixtures";
import { withoutJavaScript } from "./support/staff";

const MAIN_LINKS = [
  { name: "Home", href: "/" },
  { name: "Packages", href: "/packages" },
  { name: "About", href: "/about" },
  { name: "Memberships", href: "/memberships" },
  { name: "Career", href: "/career" },
  { name: "Reviews", href: "/reviews" },
  { name: "Contact", href: "/contact-us" },
  { name: "Blog", href: "/blog" },
];

test.describe("header", () => {
  test("has the main links, a Services list of all 13 service pages and Book Appointment", async ({
    page,
  }, testInfo) => {
    await open(page, "/about");
    await revealNav(page, testInfo);
    const nav = mainNav(page);
    for (const link of MAIN_LINKS) {
      const locator = nav.getByRole("link", { name: link.name, exact: true });
      await expect(locator, link.name).toBeVisible();
      await expect(locator).toHaveAttribute("href", link.href);
    }
    const book = nav.getByRole("link", { name: "Book Appointment" });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("href", "/book-now");

    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    await expect(list).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    const links = list.getByRole("link");
    await expect(links).toHaveCount(13);
    await expect(links).toHaveText(SERVICE_LINKS.map((link) => link.label));
    for (const [index, link] of SERVICE_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", link.href);
    }

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
  });

  test("a Services link navigates and the list closes", async ({ page }, testInfo) => {
    await open(page, "/about");
    await revealNav(page, testInfo);
    const services = mainNav(page).getByRole("button", { name: "Services" });
    await services.click();
    await mainNav(page).getByRole("link", { name: "Laser Hair Removal" }).click();
    await expect(page).toHaveURL(/\/services\/laser-hair-removal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Laser Hair Removal" })).toBeVisible();
    // (Below 768px the whole menu is hidden now, so the button is found by its class.)
    await expect(page.locator("button.site-nav__disclosure")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.locator(".site-nav__submenu")).toBeHidden();
    if (isMobile(testInfo)) {
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
      await expect(mainNav(page)).toBeHidden();
    }
  });

  test("becomes is-scrolled after scrolling and stays in view", async ({ page }) => {
    await open(page, "/about");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveClass(/is-scrolled/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test("keyboard: Tab reaches Services and Enter expands it", async ({ page }, testInfo) => {
    await open(page, "/about");
    if (isMobile(testInfo)) {
      // Below 768px the links live in the menu: open it from the keyboard first.
      await menuToggle(page).focus();
      await page.keyboard.press("Enter");
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    }
    const services = mainNav(page).getByRole("button", { name: "Services" });
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await services.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Services is reachable with Tab").toBe(true);
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const first = mainNav(page).getByRole("link", { name: SERVICE_LINKS[0]!.label });
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("button.site-nav__disclosure")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(first).toBeHidden();
  });
});

// The menu toggle and overlay exist only below 768px: the desktop project leaves @mobile-only out.
test.describe("mobile menu @mobile-only", () => {
  test("the toggle opens the menu with an overlay; Escape closes it", async ({ page }) => {
    await open(page, "/about");
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator(".menu-overlay")).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator(".menu-overlay")).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Packages" })).toBeInViewport();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator(".menu-overlay")).toHaveCount(0);
  });

  test("a click on the overlay closes the menu", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const overlay = page.locator(".menu-overlay");
    await expect(overlay).toBeVisible();
    // The menu panel covers the right side; the overlay shows on the left.
    await overlay.click({ position: { x: 15, y: 500 } });
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    await expect(overlay).toHaveCount(0);
  });

  test("the toggle closes the menu again", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mainNav(page)).toBeVisible();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
  });

  test("the menu closes after following a link", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await mainNav(page).getByRole("link", { name: "Packages" }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Spa Packages" })).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator(".menu-overlay")).toHaveCount(0);
  });
});

// Issue 35, item 13: the spec's mobile menu opens without JavaScript too, by a disclosure shown
// only then (MenuToggle.tsx); its links, the Services list's included, are plain links.
test.describe("mobile menu without JavaScript @mobile-only", () => {
  test("the menu opens, its links are reachable and lead on; the ads page's too", async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser, {
      viewport: { width: 375, height: 812 },
    });
    await page.goto("/about");
    await expect(menuToggle(page)).toBeHidden();
    const toggle = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(mainNav(page)).toBeVisible();
    for (const name of ["Packages", "Blog", "Laser Hair Removal", "Book Appointment"]) {
      const link = mainNav(page).getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link, name).toBeInViewport();
    }
    // The toggle stays above the open menu and closes it.
    await toggle.click();
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await mainNav(page).getByRole("link", { name: "Packages", exact: true }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(mainNav(page)).toBeHidden();

    await page.goto("/tattoo-removal-staten-island-ads");
    const header = page.getByRole("banner");
    await header.locator("summary", { hasText: "Menu" }).click();
    await expect(header.getByRole("link", { name: "FAQs" })).toBeVisible();
    await context.close();
  });
});

test.describe("footer", () => {
  test("hours, contact, quick links, social links, copyright and privacy link", async ({
    page,
  }) => {
    await open(page, "/about");
    const footer = page.getByRole("contentinfo");

    await expect(footer.getByRole("heading", { name: "Hours" })).toBeVisible();
    const rows = footer.locator(".hours__row");
    await expect(rows).toHaveCount(HOURS_LINES.length);
    for (const [index, line] of HOURS_LINES.entries()) {
      const [day, hours] = [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)];
      await expect(rows.nth(index).locator("dt")).toHaveText(day.trim());
      await expect(rows.nth(index).locator("dd")).toHaveText(hours.trim());
    }

    const info = salon.salon_info;
    const address = footer.locator("address");
    await expect(address).toContainText(info.salon_address);
    await expect(address).toContainText(
      `${info.salon_city}, ${info.salon_state} ${info.salon_zip}`,
    );
    const tel = footer.getByRole("link", { name: PHONE });
    await expect(tel).toHaveAttribute("href", `tel:+1${PHONE.replace(/\D/g, "")}`);
    await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute(
      "href",
      `mailto:${EMAIL}`,
    );

    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const [name, href] of [
      ["Packages", "/packages"],
      ["Memberships", "/memberships"],
      ["About Us", "/about"],
      ["Careers", "/career"],
      ["Reviews", "/reviews"],
      ["Blog", "/blog"],
      ["Book Now", "/book-now"],
    ] as const) {
      await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const socialUrls = Object.values(salon.socialmoduleinfo);
    const social = footer.getByRole("link", { name: /opens in a new tab/ });
    await expect(social).toHaveCount(6);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(socialUrls).toContain(await link.getAttribute("href"));
    }
    const hrefs = await social.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(6);

    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} ${SALON_NAME}. All rights reserved.`)).toBeVisible();
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    await expect(privacy).toHaveAttribute("href", "/privacy-policy");
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("a social link opens in a new tab", async ({ page }) => {
    await open(page, "/about");
    // Do not leave the test machine: answer the external site locally.
    await page
      .context()
      .route(`${new URL(salon.socialmoduleinfo.instagram_url).origin}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Instagram</title>" }),
      );
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: /Instagram/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(salon.socialmoduleinfo.instagram_url);
    await popup.close();
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    await expect(page).toHaveURL(/\/about$/);
  });
});
