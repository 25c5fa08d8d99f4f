/**
 * Issue "The site: main layout, every content page, redirects and search-engine data":
 * server-rendered content of every main route, the 404 page, category / packages / treatment /
 * memberships / about / reviews / blog / book-now pages as a visitor sees them.
 */
import { test as isolatedTest, type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  ABOUT_LINES,
  blogBody,
  blogPosts,
  CATEGORY_SLUGS,
  CATEGORY_TITLES,
  decodeEntities,
  EMAIL,
  faqs,
  galleries,
  HOURS_LINES,
  menuByTitle,
  metaContent,
  open,
  openHomeAndClosePopup,
  PHONE,
  REVIEW_PAGES,
  REVIEWS_PER_PAGE,
  reviews,
  salon,
  SALON_NAME,
  slidesInView,
  titleOf,
  canonicalOf,
  TREATMENTS,
  visibleText,
} from "./support/site";

const stripTags = (html: string) =>
  decodeEntities(html.replace(/<[^<>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** Key texts that must be in the server HTML of each route (readable without JavaScript). */
function ssrExpectations(): { path: string; texts: string[] }[] {
  const firstPost = blogPosts[0]!;
  const routes: { path: string; texts: string[] }[] = [
    {
      path: "/",
      texts: [
        SALON_NAME,
        "Our Services",
        "Med Spa Treatments",
        "What our clients say",
        "Let's Chat",
      ],
    },
    { path: "/reviews", texts: ["Client Reviews", `${reviews.length} reviews from our clients`] },
    {
      path: "/privacy-policy",
      texts: ["Privacy Policy", "Information you give us", "Cancellation Policy"],
    },
    {
      path: "/memberships",
      texts: ["Memberships", "Glow Membership", "$99/month", "Membership Policies"],
    },
    { path: "/packages", texts: ["Spa Packages", "Bridal Glow", "Mother & Daughter Day"] },
    { path: "/career", texts: ["Careers", "Work with us", "Licensed Esthetician", "Apply now"] },
    { path: "/about", texts: ["About Us", ABOUT_LINES[0]!, ABOUT_LINES[2]!, "Our Products"] },
    {
      path: "/contact-us",
      texts: ["Contact Us", salon.salon_info.salon_address, PHONE, EMAIL, "Send us a message"],
    },
    {
      path: "/blog",
      texts: ["The Serenity Journal", "Read More", firstPost.post_date.slice(5, 7)],
    },
    { path: `/blog-details/${firstPost.slug}`, texts: [firstPost.post_title, "Back"] },
    { path: "/book-now", texts: ["Book Now", `To book, call us at ${PHONE}`] },
  ];
  for (const slug of CATEGORY_SLUGS) {
    const menu = menuByTitle(CATEGORY_TITLES[slug]);
    routes.push({
      path: `/services/${slug}`,
      texts: [
        menu.menu_title,
        stripTags(menu.menu_description).slice(0, 60),
        menu.items[0]!.sub_menu_title,
      ],
    });
  }
  for (const treatment of TREATMENTS) {
    const texts = [
      treatment.label,
      treatment.contentHeading,
      faqs[treatment.key]![0]!.questions,
      "A word from us",
      "What people are saying",
    ];
    routes.push({ path: `/services/${treatment.slug}`, texts });
    routes.push({ path: `/services/${treatment.slug}/`, texts });
  }
  return routes;
}

test.describe("server-rendered HTML", () => {
  for (const { path, texts } of ssrExpectations()) {
    test(`${path} answers 200 with its content in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), `status of ${path}`).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const text = visibleText(await response.text());
      for (const expected of texts) expect(text, `${path} shows "${expected}"`).toContain(expected);
      // The shared layout is rendered on the server too.
      expect(text).toContain("Book Appointment");
      expect(text).toContain(HOURS_LINES[0]!.replace(": ", " "));
      expect(text).toContain("Privacy Policy");
    });
  }
});

isolatedTest.describe("without JavaScript", () => {
  isolatedTest.use({ javaScriptEnabled: false });

  isolatedTest("a category page shows its items, prices and add-ons", async ({ page }) => {
    await page.goto("/services/facials");
    await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
    const accordion = page.locator(".service-accordion");
    for (const title of ["Signature Serenity Facial", "HydraFacial", "Express Facial"]) {
      await expect(accordion.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(accordion.getByText("from $199")).toBeVisible();
    await expect(page.getByText("30 minutes / $75")).toBeVisible();
    await expect(page.getByText("LED Light Therapy")).toBeVisible();
  });
});

test.describe("404 and service detail", () => {
  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404", exact: true })).toBeVisible();
    await expect(page.getByText("OPPS! PAGE NOT FOUND")).toBeVisible();
    await expect(
      page.getByText("Sorry, The Page You are looking for doesn't exists or has been removed.", {
        exact: true,
      }),
    ).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(main.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });

  test("an unknown category and an unknown item answer 404", async ({ request, page }) => {
    for (const path of ["/services/not-a-category", "/services/facials/not-an-item"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(visibleText(await response.text())).toContain("OPPS! PAGE NOT FOUND");
    }
    const response = await page.goto("/services/not-a-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404", exact: true })).toBeVisible();
  });

  // SPEC.md 2.1: the category wildcard paths and the catch-all live in the main layout, so a
  // visitor who lands on a missing page still has the site's header and footer to move on.
  for (const path of [
    "/this-page-does-not-exist",
    "/services/not-a-category",
    "/services/facials/not-an-item",
  ]) {
    test(`the not-found page at ${path} keeps the site header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404", exact: true })).toBeVisible();
      await expect(page.getByRole("banner"), "the site header on the 404 page").toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("link", { name: /home/i }).first(),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo"), "the site footer on the 404 page").toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
      ).toBeVisible();
    });
  }

  test("an item titled with '&' or an apostrophe has a plain a-z0-9 address; old forms redirect", async ({
    page,
    request,
  }) => {
    await open(page, "/services/facials");
    await page.getByRole("button", { name: /Gentleman's Facial/ }).click();
    const more = page.getByRole("link", { name: "More about Gentleman's Facial" });
    await expect(more).toHaveAttribute("href", "/services/facials/gentlemans-facial");
    const response = await request.get("/services/facials/gentlemans-facial");
    expect(response.status()).toBe(200);
    expect(visibleText(await response.text())).toContain("Gentleman's Facial");

    for (const old of [
      "/services/facials/gentleman's-facial",
      "/services/facials/gentleman%27s-facial",
      "/services/facials/Gentlemans-Facial",
    ]) {
      const moved = await request.get(`${old}?utm_source=x`, { maxRedirects: 0 });
      expect(moved.status(), old).toBe(301);
      expect(moved.headers()["location"], old).toBe(
        "/services/facials/gentlemans-facial?utm_source=x",
      );
    }
  });

  test("a sub-menu item has its own service detail page", async ({ page }) => {
    const response = await page.goto("/services/facials/hydrafacial");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "HydraFacial" })).toBeVisible();
    await expect(page.getByText("Painless vortex extractions")).toBeVisible();
    await expect(page.getByText("$249")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Facials" }),
    ).toHaveAttribute("href", "/services/facials");
  });
});

test.describe("category page (Facials)", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, "/services/facials");
  });

  test("banner, description and alternate images", async ({ page }) => {
    const menu = menuByTitle("Facials");
    await expect(page.getByRole("heading", { level: 1, name: "Facials" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Facials" })).toBeVisible();
    await expect(page.getByText(stripTags(menu.menu_description).slice(0, 80))).toBeVisible();
    const alternates = page.locator(".alternate-images img");
    await expect(alternates).toHaveCount(2);
    await expect(alternates.nth(0)).toHaveAttribute("src", menu.alternate_image);
    await expect(alternates.nth(1)).toHaveAttribute("src", menu.alternate_image_two);
    for (const image of await alternates.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole("img", { name: "Facials menu" })).toHaveAttribute(
      "src",
      menu.menu_attachment,
    );
  });

  test("accordion: one item open at a time, the open one closes on click", async ({ page }) => {
    const accordion = page.locator(".service-accordion");
    const signature = accordion.getByRole("button", { name: /Signature Serenity Facial/ });
    const hydra = accordion.getByRole("button", { name: /HydraFacial/ });
    await expect(accordion.getByRole("region")).toHaveCount(0);

    await hydra.click();
    await expect(hydra).toHaveAttribute("aria-expanded", "true");
    const hydraPanel = accordion.getByRole("region", { name: /HydraFacial/ });
    await expect(hydraPanel).toBeVisible();
    await expect(hydraPanel.getByText("Painless vortex extractions")).toBeVisible();
    await expect(hydraPanel.getByText("$299")).toBeVisible();

    await signature.click();
    await expect(signature).toHaveAttribute("aria-expanded", "true");
    await expect(hydra).toHaveAttribute("aria-expanded", "false");
    await expect(hydraPanel).toBeHidden();
    await expect(accordion.getByRole("region")).toHaveCount(1);
    await expect(accordion.getByRole("region").getByText("Double cleanse")).toBeVisible();

    await signature.click();
    await expect(signature).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByRole("region")).toHaveCount(0);
  });

  test("accordion works from the keyboard (Enter and Space)", async ({ page }) => {
    const accordion = page.locator(".service-accordion");
    const oxygen = accordion.getByRole("button", { name: /Oxygen Glow Facial/ });
    await oxygen.focus();
    await page.keyboard.press("Enter");
    await expect(oxygen).toHaveAttribute("aria-expanded", "true");
    await expect(accordion.getByRole("region", { name: /Oxygen Glow Facial/ })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(oxygen).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press(" ");
    await expect(oxygen).toHaveAttribute("aria-expanded", "true");
  });

  test("items without a description are plain rows, not buttons", async ({ page }) => {
    const menu = menuByTitle("Facials");
    const plain = menu.items.filter(
      (item) =>
        item.sub_menu_description === "" && !/add-?ons|specialty/i.test(item.sub_menu_title),
    );
    expect(plain.map((item) => item.sub_menu_title)).toContain("Express Facial");
    const accordion = page.locator(".service-accordion");
    for (const item of plain) {
      await expect(accordion.getByText(item.sub_menu_title, { exact: true })).toBeVisible();
      await expect(
        accordion.getByRole("button", { name: new RegExp(item.sub_menu_title) }),
      ).toHaveCount(0);
    }
    const express = accordion.locator(".accordion__item", { hasText: "Express Facial" });
    await expect(express).toContainText("$75");
    // Every item with a description is a button.
    const withDescription = menu.items.filter(
      (item) =>
        item.sub_menu_description !== "" && !/add-?ons|specialty/i.test(item.sub_menu_title),
    );
    await expect(accordion.getByRole("button")).toHaveCount(withDescription.length);
  });

  test("add-ons block shows the fixed line and its lines with prices", async ({ page }) => {
    const addons = page.locator("section.addons");
    await expect(addons).toHaveCount(1);
    await expect(addons.getByRole("heading", { name: "Facial Add-ons" })).toBeVisible();
    await expect(addons.getByText("30 minutes / $75", { exact: true })).toBeVisible();
    const expected = [
      ["LED Light Therapy", "$35"],
      ["Dermaplaning", "$50"],
      ["Hydrojelly Mask", "$25"],
      ["Lip Renewal", "$20"],
      ["Eye Lift Treatment", "$30"],
      ["High-Frequency Blemish Treatment", "$20"],
      ["Paraffin Hand Treatment", "$25"],
    ] as const;
    const rows = addons.getByRole("listitem");
    await expect(rows).toHaveCount(expected.length);
    for (const [index, [title, price]] of expected.entries()) {
      await expect(rows.nth(index)).toContainText(title);
      await expect(rows.nth(index)).toContainText(price);
    }
    await expect(rows.nth(1)).toContainText("Removes fine vellus hair for a smooth, bright finish");
    await expect(rows.nth(3)).toContainText("Peptide mask for soft, hydrated lips");
    // Add-ons are not an accordion item.
    await expect(page.locator(".service-accordion")).not.toContainText("Facial Add-ons");
  });
});

test("a specialty block is kept out of the accordion (Advanced Skin Procedures)", async ({
  page,
}) => {
  await open(page, "/services/advanced-skin-procedures");
  await expect(page.locator("section.addons").getByRole("heading")).toHaveText(
    "Specialty Treatments",
  );
  await expect(page.locator("section.addons")).toContainText("Back Facial");
  await expect(page.locator("section.addons")).toContainText("$120");
  await expect(page.locator(".service-accordion")).not.toContainText("Specialty Treatments");
});

test("the Packages page shows only the Packages menu", async ({ page }) => {
  await open(page, "/packages");
  const packages = menuByTitle("Packages");
  await expect(page.getByRole("heading", { level: 1, name: "Spa Packages" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Packages" })).toBeVisible();
  const buttons = page.locator(".service-accordion").getByRole("button");
  await expect(buttons).toHaveCount(packages.items.length);
  for (const [index, item] of packages.items.entries()) {
    await expect(buttons.nth(index)).toContainText(item.sub_menu_title);
  }
  const main = page.locator("main");
  for (const foreign of ["HydraFacial", "Glow Membership", "Swedish Relaxation Massage"]) {
    await expect(main.getByText(foreign, { exact: true })).toHaveCount(0);
  }
  await buttons.nth(1).click();
  const panel = page.locator(".service-accordion").getByRole("region");
  await expect(panel).toContainText("Deluxe HydraFacial");
  // SPEC.md 2.1 gives packages no page of their own, so a panel links to none.
  await expect(panel.getByRole("link", { name: /^More about/ })).toHaveCount(0);
});

test.describe("treatment page (Tattoo Removal with PicoSure)", () => {
  const treatment = TREATMENTS.find((t) => t.key === "tattoo")!;
  const images = galleries.tattoo!.filter((g) => /\.(?:png|jpe?g)$/i.test(g.gallery_image));

  test("rich content, FAQ with 10 questions (one open at a time)", async ({ page }) => {
    await open(page, `/services/${treatment.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: treatment.label })).toBeVisible();
    await expect(page.getByRole("heading", { name: treatment.contentHeading })).toBeVisible();
    await expect(page.locator(".treatment-content strong").first()).toBeVisible();

    const faq = page.locator(".accordion.faq");
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(10);
    const expected = faqs.tattoo!.map((item) => item.questions);
    await expect(questions).toHaveText(expected);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByRole("region")).toHaveCount(1);
    await expect(faq.getByRole("region")).toContainText(
      stripTags(faqs.tattoo![0]!.answers).slice(0, 40),
    );
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(1);
    await questions.nth(3).click();
    await expect(faq.getByRole("region")).toHaveCount(0);
  });

  test("before-and-after carousel: arrows, dots, one slide at a time", async ({ page }) => {
    await open(page, `/services/${treatment.slug}`);
    const carousel = page.getByRole("region", { name: `${treatment.label}: before and after` });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(images.length);
    // Embla is ready once it marks the slides that are not shown.
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "true");
    const selector = '[aria-roledescription="carousel"].before-after';
    await expect.poll(() => slidesInView(page, selector)).toEqual([0]);

    const prev = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    const dots = carousel.getByRole("button", { name: /^Go to slide \d+$/ });
    await expect(dots).toHaveCount(images.length);
    await expect(prev).toBeDisabled();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

    await next.click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(0)).not.toHaveAttribute("aria-current", "true");
    await expect.poll(() => slidesInView(page, selector)).toEqual([1]);
    await expect(slides.nth(1).getByRole("img")).toHaveAttribute("alt", images[1]!.gallery_title);
    await expect(prev).toBeEnabled();

    await prev.click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => slidesInView(page, selector)).toEqual([0]);

    const last = images.length - 1;
    await dots.nth(last).click();
    await expect(dots.nth(last)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => slidesInView(page, selector)).toEqual([last]);
    await expect(next).toBeDisabled();
  });

  test("a before-and-after image that fails to load is hidden", async ({ page }) => {
    const broken = images[1]!.gallery_image;
    await page.route(`**${broken}`, (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
    );
    await open(page, `/services/${treatment.slug}`);
    const carousel = page.getByRole("region", { name: `${treatment.label}: before and after` });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1).locator("img")).toHaveCount(0);
    await expect(carousel.locator(`img[src="${broken}"]`)).toHaveCount(0);
    // The other pictures stay.
    await expect(slides.nth(0).locator("img")).toHaveAttribute("src", images[0]!.gallery_image);
    await expect(slides.nth(2).locator("img")).toHaveAttribute("src", images[2]!.gallery_image);
  });

  test("'A word from us' video plays and pauses from its button", async ({ page }) => {
    await open(page, `/services/${treatment.slug}`);
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "A word from us" }),
    });
    await section.scrollIntoViewIfNeeded();
    const video = section.locator("video");
    await expect(video).toBeVisible();
    const play = section.getByRole("button", { name: /^Play / });
    const icon = section.locator(".video__icon");
    await expect(icon).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await play.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(icon).toBeHidden();
    const pause = section.getByRole("button", { name: /^Pause / });
    await expect(pause).toHaveAttribute("aria-pressed", "true");

    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(icon).toBeVisible();
    await expect(section.getByRole("button", { name: /^Play / })).toBeVisible();
  });

  test("the people-saying block shows testimonials", async ({ page }) => {
    await open(page, `/services/${treatment.slug}`);
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "What people are saying" }),
    });
    await expect(section.locator("blockquote")).toHaveCount(3);
    await expect(section.getByText("Mike T.")).toBeVisible();
  });
});

test("memberships: cards with price, summary and benefits, and the policies block", async ({
  page,
}) => {
  await open(page, "/memberships");
  const cards = page.locator(".membership-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator(".membership-card__price")).toHaveText(/\$\d+/);
    await expect(card.locator(".membership-card__summary")).not.toBeEmpty();
    const benefits = card.locator(".membership-card__benefits > li");
    expect(await benefits.count()).toBeGreaterThan(0);
    for (const text of await benefits.allTextContents()) expect(text).not.toContain("Plus:");
  }
  await expect(page.locator("main")).not.toContainText("Plus:");
  const glow = cards.filter({ hasText: "Glow Membership" });
  await expect(glow.locator(".membership-card__price")).toHaveText("$99/month");
  await expect(glow.locator(".membership-card__summary")).toHaveText(
    "A monthly facial for clients who want consistently clear, radiant skin.",
  );
  await expect(glow.locator(".membership-card__benefits > li")).toHaveCount(4);

  const policies = page.locator("section", {
    has: page.getByRole("heading", { name: "Membership Policies" }),
  });
  await expect(policies.getByRole("heading", { name: "Membership Policies" })).toBeVisible();
  await expect(policies.getByRole("listitem")).toHaveCount(8);
  // The policies item is not shown as a card.
  await expect(cards.filter({ hasText: "Membership Policies" })).toHaveCount(0);
});

test("about: text from config_aboutus and the Our Products tabs", async ({ page }) => {
  await open(page, "/about");
  await expect(page.getByRole("heading", { level: 2, name: ABOUT_LINES[0]! })).toBeVisible();
  await expect(page.getByText(ABOUT_LINES[1]!)).toBeVisible();
  for (let i = 2; i + 1 < ABOUT_LINES.length; i += 2) {
    await expect(page.getByRole("heading", { level: 3, name: ABOUT_LINES[i]! })).toBeVisible();
    await expect(page.getByText(ABOUT_LINES[i + 1]!)).toBeVisible();
  }

  const tablist = page.getByRole("tablist", { name: "Our Products" });
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "false");
  const panels = page.getByRole("tabpanel");
  await expect(panels).toHaveCount(1);
  await expect(panels).toContainText("Hungarian-made organic");

  await tabs.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("Clinically tested antioxidant");
  await expect(page.getByText("Hungarian-made organic")).toBeHidden();

  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
});

test.describe("reviews paging", () => {
  const items = (page: Page) => page.locator("ol.review-list > li");
  const prev = (page: Page) =>
    page.getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Previous" });
  const next = (page: Page) =>
    page.getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Next" });

  test("5 per page, Previous disabled on page 1, Next goes to page 2", async ({ page }) => {
    await open(page, "/reviews");
    await expect(items(page)).toHaveCount(REVIEWS_PER_PAGE);
    await expect(prev(page)).toHaveAttribute("aria-disabled", "true");
    await expect(next(page)).toHaveAttribute("aria-disabled", "false");
    await expect(page.getByRole("textbox", { name: "Page" })).toHaveValue("1");
    const firstPage = await items(page).allTextContents();

    // The pager sits below the list: after a page change the list's top comes back into view.
    await next(page).scrollIntoViewIfNeeded();
    const listHeading = page.getByRole("heading", {
      name: `${reviews.length} reviews from our clients`,
    });
    await expect(listHeading).not.toBeInViewport();
    await next(page).click();
    await expect(page).toHaveURL(/\/reviews\?page=2$/);
    await expect(listHeading).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Page" })).toHaveValue("2");
    await expect(items(page)).toHaveCount(REVIEWS_PER_PAGE);
    const secondPage = await items(page).allTextContents();
    for (const text of secondPage) expect(firstPage).not.toContain(text);
    await expect(prev(page)).toHaveAttribute("aria-disabled", "false");

    await prev(page).click();
    await expect(page).toHaveURL(/\/reviews\?page=1$/);
    await expect(items(page)).toHaveText(firstPage);
  });

  test("typing a page number and Enter jumps there; Next is disabled on the last page", async ({
    page,
  }) => {
    await open(page, "/reviews");
    const box = page.getByRole("textbox", { name: "Page" });
    await box.fill(String(REVIEW_PAGES));
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?page=${REVIEW_PAGES}$`));
    await expect(box).toHaveValue(String(REVIEW_PAGES));
    const lastCount = reviews.length - (REVIEW_PAGES - 1) * REVIEWS_PER_PAGE;
    await expect(items(page)).toHaveCount(lastCount);
    await expect(next(page)).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText(`of ${REVIEW_PAGES}`)).toBeVisible();
    // A click on the disabled Next does not leave the last page.
    await next(page).click({ force: true });
    await expect(page).toHaveURL(new RegExp(`\\?page=${REVIEW_PAGES}$`));

    await box.fill("3");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(items(page)).toHaveCount(REVIEWS_PER_PAGE);
  });

  test("an out-of-range page shows the last page", async ({ page }) => {
    await open(page, `/reviews?page=${REVIEW_PAGES}`);
    const last = await items(page).allTextContents();
    await open(page, "/reviews?page=99");
    await expect(items(page)).toHaveText(last);
    await expect(page.getByRole("textbox", { name: "Page" })).toHaveValue(String(REVIEW_PAGES));
    await expect(next(page)).toHaveAttribute("aria-disabled", "true");
  });
});

test.describe("blog", () => {
  test("list: cut titles, MM.DD.YYYY dates, short excerpts, Read More links", async ({ page }) => {
    await open(page, "/blog");
    await expect(
      page.getByRole("heading", { level: 1, name: "The Serenity Journal" }),
    ).toBeVisible();
    const cards = page.locator(".blog-card");
    await expect(cards).toHaveCount(blogPosts.length);
    for (const [index, post] of blogPosts.entries()) {
      const card = cards.nth(index);
      const title = post.post_title;
      const shown = title.length > 30 ? `${title.slice(0, 30).trimEnd()}...` : title;
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(shown);
      const [year, month, day] = post.post_date.split("-");
      await expect(card.locator("time")).toHaveText(`${month}.${day}.${year}`);
      const excerpt = (await card.locator("p").first().textContent()) ?? "";
      expect(excerpt.length, `excerpt of ${post.slug}`).toBeLessThanOrEqual(113);
      expect(excerpt).toMatch(/\.\.\.$/);
      expect(excerpt).not.toMatch(/[<>]/);
      const link = card.getByRole("link", { name: /^Read More/ });
      await expect(link).toHaveAttribute("href", `/blog-details/${post.slug}`);
    }
    // At least one demo title is longer than 30 characters, so the cut is exercised.
    expect(blogPosts.some((post) => post.post_title.length > 30)).toBe(true);

    await cards
      .nth(0)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${blogPosts[0]!.slug}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: blogPosts[0]!.post_title }),
    ).toBeVisible();
  });

  test("details: title, cleaned article HTML, head tags and Back link", async ({
    page,
    request,
    baseURL,
  }) => {
    const post = blogPosts.find((p) => /<font|<o:p|font-family|font-size/i.test(blogBody(p.file)))!;
    expect(post, "a demo post carries Word markup").toBeTruthy();
    const path = `/blog-details/${post.slug}`;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const article = /<article\b[\s\S]*?<\/article>/i.exec(html)?.[0] ?? "";
    expect(article).toContain(post.post_title);
    expect(article).not.toMatch(/<font\b/i);
    expect(article).not.toMatch(/<o:p\b/i);
    expect(article).not.toMatch(/font-family/i);
    expect(article).not.toMatch(/font-size/i);
    expect(titleOf(html)).toBe(post.page_title);
    expect(metaContent(html, "description")).toBe(post.meta_desc);
    expect(metaContent(html, "keywords")).toBe(post.meta_key);
    expect(canonicalOf(html)).toBe(`${baseURL}${path}`);

    await open(page, path);
    await expect(page).toHaveTitle(post.page_title);
    await expect(page.getByRole("heading", { level: 1, name: post.post_title })).toBeVisible();
    const [year, month, day] = post.post_date.split("-");
    await expect(page.locator("article time")).toHaveText(`${month}.${day}.${year}`);
    await page.getByRole("link", { name: /^\W*Back$/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator(".blog-card")).toHaveCount(blogPosts.length);
  });

  test("an unknown post shows 'Stay Tuned! Blogs Coming Soon' with status 404", async ({
    page,
  }) => {
    const response = await page.goto("/blog-details/no-such-post-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Stay Tuned! Blogs Coming Soon")).toBeVisible();
    await expect(page.getByRole("link", { name: /^\W*Back$/ })).toHaveAttribute("href", "/blog");
  });
});

test("book now without a booking URL: no frame and no promise of one; the phone, the contact form and the hours", async ({
  page,
}) => {
  await open(page, "/book-now");
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name: "Book Now" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(main).not.toContainText(/calendar|below/i);
  const call = main.getByRole("link", { name: PHONE });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:+1${PHONE.replace(/\D/g, "")}`);
  // The hours are the footer's.
  const hours = main.getByRole("region", { name: "Opening hours" }).locator("dl");
  await expect(hours).toBeVisible();
  const footerHours = await page.getByRole("contentinfo").locator("dl.hours").innerText();
  expect(await hours.innerText()).toBe(footerHours);
  await main.getByRole("link", { name: "Send us a message" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
});

test("the home page shows its sections once the pop-up is closed", async ({ page }) => {
  await openHomeAndClosePopup(page);
  await expect(page.getByRole("heading", { level: 1, name: SALON_NAME })).toBeVisible();
  const services = page.locator("section", {
    has: page.getByRole("heading", { name: "Our Services" }),
  });
  // Packages and Memberships are not service categories.
  await expect(services.getByRole("link")).toHaveCount(CATEGORY_SLUGS.length);
  await expect(services.getByRole("link", { name: "Packages" })).toHaveCount(0);
  await expect(services.getByRole("link", { name: "Memberships" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Let's Chat" })).toBeVisible();
});
