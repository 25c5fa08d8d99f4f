/**
 * Shared facts and helpers for the end-to-end suite: the demo content (read from /content, so
 * expected texts follow the data the e2e server is seeded with), the route list of SPEC.md 2.1,
 * and small page helpers (hydration wait, home pop-up, mobile menu, raw-HTML parsing).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { blogSlug } from "../../../app/lib/display/blog";

const CONTENT_DIR = fileURLToPath(new URL("../../../content/", import.meta.url));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;
}

// ------------------------------------------------------------------ demo content

export interface SalonJson {
  salon_info: {
    salon_name: string;
    salon_address: string;
    salon_city: string;
    salon_state: string;
    salon_zip: string;
    salon_contact_no: string;
    salon_email_id: string;
    config: {
      opening_hours: Record<string, { closed: boolean; opens: string; closes: string }>;
      config_emailid: string;
      config_aboutus: string;
    };
  };
  socialmoduleinfo: Record<
    | "instagram_url"
    | "facebook_url"
    | "youtube_url"
    | "yelp_reviews"
    | "google_plus_url"
    | "pinterest_url",
    string
  >;
}

export interface MenuJson {
  menu_title: string;
  menu_description: string;
  alternate_image: string;
  alternate_image_two: string;
  menu_attachment: string;
  items: {
    sub_menu_title: string;
    sub_menu_description: string;
    sub_menu_price: string;
    sub_menu_file: string;
  }[];
}

export interface BlogPostJson {
  /** The post's content file name, without extension ("005-winter-skincare"). */
  file: string;
  /** Its address on the site: the title as SPEC.md 2.3 turns it into a path. */
  slug: string;
  post_title: string;
  post_date: string;
  post_image: string;
  page_title: string;
  meta_desc: string;
  meta_key: string;
}

export const salon = readJson<SalonJson>("salon.json");
export const SALON_NAME = salon.salon_info.salon_name;
export const PHONE = salon.salon_info.salon_contact_no;
export const EMAIL = salon.salon_info.salon_email_id;
/**
 * The demo's weekly hours table (content/salon.json) as every page shows it: equal consecutive
 * days grouped, 12-hour times; also the API's config_hours lines.
 */
export const HOURS_LINES = [
  "Mon: 9:00 AM - 2:00 PM",
  "Tue: 9:00 AM - 6:00 PM",
  "Wed - Fri: 9:00 AM - 9:00 PM",
  "Sat & Sun: 9:00 AM - 6:00 PM",
];
export const ABOUT_LINES = salon.salon_info.config.config_aboutus
  .split("\n")
  .map((line) => line.trim())
  .filter(Boolean);

export const menus = readJson<MenuJson[]>("menus.json");
export const menuByTitle = (title: string): MenuJson => {
  const menu = menus.find((m) => m.menu_title === title);
  if (!menu) throw new Error(`menu ${title} missing from content/menus.json`);
  return menu;
};

export const reviews = readJson<unknown[]>("reviews.json");
export const REVIEWS_PER_PAGE = 5;
export const REVIEW_PAGES = Math.ceil(reviews.length / REVIEWS_PER_PAGE);

export const faqs = readJson<Record<string, { questions: string; answers: string }[]>>("faqs.json");
export const galleries =
  readJson<Record<string, { gallery_title: string; gallery_image: string }[]>>("galleries.json");
export const specials = readJson<{
  specials: { title: string; specials_image_new: string }[];
  popups: { title: string; specials_image_new: string }[];
}>("specials.json");

/** Blog posts, newest first (the order the site shows them in). */
export const blogPosts: BlogPostJson[] = readdirSync(path.join(CONTENT_DIR, "blog"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const post = readJson<Omit<BlogPostJson, "slug" | "file">>(path.join("blog", file));
    return { file: file.replace(/\.json$/, ""), slug: blogSlug(post.post_title), ...post };
  })
  .sort((a, b) => b.post_date.localeCompare(a.post_date));

export const blogBody = (file: string) =>
  readFileSync(path.join(CONTENT_DIR, "blog", `${file}.html`), "utf8");

// ------------------------------------------------------------------ routes

export const CATEGORY_SLUGS = [
  "facials",
  "advanced-skin-procedures",
  "laser",
  "massages",
  "body-treatments",
  "brows-and-lashes",
  "nails",
  "waxing",
  "health",
] as const;

/** Category slug -> the menu title in content/menus.json. */
export const CATEGORY_TITLES: Record<(typeof CATEGORY_SLUGS)[number], string> = {
  facials: "Facials",
  "advanced-skin-procedures": "Advanced Skin Procedures",
  laser: "Laser",
  massages: "Massages",
  "body-treatments": "Body Treatments",
  "brows-and-lashes": "Brows and Lashes",
  nails: "Nails",
  waxing: "Waxing",
  health: "Health",
};

export const TREATMENTS = [
  {
    slug: "melasma-removal-with-picosure",
    key: "melasma",
    label: "Melasma Removal with PicoSure",
    contentHeading: "Melasma Removal with PicoSure on Staten Island",
  },
  {
    slug: "intense-pulsed-light",
    key: "intense",
    label: "Intense Pulsed Light (IPL)",
    contentHeading: "Intense Pulsed Light (IPL) Therapy on Staten Island",
  },
  {
    slug: "tattoo-removal-with-picosure",
    key: "tattoo",
    label: "Tattoo Removal with PicoSure",
    contentHeading: "Tattoo Removal with PicoSure on Staten Island",
  },
  {
    slug: "laser-hair-removal",
    key: "laser",
    label: "Laser Hair Removal",
    contentHeading: "Laser Hair Removal on Staten Island",
  },
] as const;

/** The 23 main routes of SPEC.md 2.1 (each has its own title, description and canonical). */
export const MAIN_ROUTES: readonly string[] = [
  "/",
  "/reviews",
  "/privacy-policy",
  "/memberships",
  "/packages",
  "/career",
  "/about",
  "/contact-us",
  "/blog",
  "/book-now",
  ...CATEGORY_SLUGS.map((slug) => `/services/${slug}`),
  ...TREATMENTS.map((t) => `/services/${t.slug}`),
];

/**
 * The main routes that share a template with an earlier one (every category page but the first,
 * every treatment page but the first): a check of what the phone layout or a template brings sees
 * one page of each.
 */
export const SAME_TEMPLATE_AS_ANOTHER: ReadonlySet<string> = new Set([
  ...CATEGORY_SLUGS.slice(1).map((slug) => `/services/${slug}`),
  ...TREATMENTS.slice(1).map((treatment) => `/services/${treatment.slug}`),
]);

/** Labels of the header's Services list, in order (9 categories then 4 treatments). */
export const SERVICE_LINKS = [
  ...CATEGORY_SLUGS.map((slug) => ({ href: `/services/${slug}`, label: CATEGORY_TITLES[slug] })),
  ...TREATMENTS.map((t) => ({ href: `/services/${t.slug}`, label: t.label })),
];

// ------------------------------------------------------------------ raw HTML helpers

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#")) {
      const hex = code[1] === "x" || code[1] === "X";
      return String.fromCodePoint(Number.parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * What a browser without JavaScript would show from the document body: scripts removed, React's
 * text separators (<!-- -->) removed, tags removed, entities decoded, whitespace collapsed.
 */
export function visibleText(html: string): string {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  return decodeEntities(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^<>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The <head> of a document. */
export function headOf(html: string): string {
  const end = html.indexOf("</head>");
  return end === -1 ? html : html.slice(0, end);
}

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? "") : null;
}

export function titleOf(html: string): string | null {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(headOf(html));
  return match?.[1] !== undefined ? decodeEntities(match[1].replace(/<!--[\s\S]*?-->/g, "")) : null;
}

/** content of <meta name=...> or <meta property=...> in the head. */
export function metaContent(html: string, key: string): string | null {
  for (const tag of headOf(html).match(/<meta\b[^>]*>/gi) ?? []) {
    if (attr(tag, "name") === key || attr(tag, "property") === key) return attr(tag, "content");
  }
  return null;
}

export function canonicalOf(html: string): string | null {
  for (const tag of headOf(html).match(/<link\b[^>]*>/gi) ?? []) {
    if (attr(tag, "rel") === "canonical") return attr(tag, "href");
  }
  return null;
}

/** Every JSON-LD document in the page. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [
    ...html.matchAll(/<script\b[^>]+type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ];
  return blocks.map((block) => JSON.parse(block[1] ?? "null") as Record<string, unknown>);
}

/** Every <script ...> opening tag of the page. */
export const scriptAttr = attr;

// ------------------------------------------------------------------ page helpers

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";

/**
 * Waits until React has hydrated the page (its fiber is attached to the footer, the last part of
 * the layout), so clicks reach React's handlers instead of the inert server HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const el = document.querySelector("footer.site-footer") ?? document.querySelector("main");
      return Boolean(el && Object.keys(el).some((key) => key.startsWith("__reactFiber")));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Opens a page and waits for hydration. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Opens a page with its JavaScript held back, as a visitor on a slow phone sees it before it is
 * interactive: from its first paint, so after its stylesheet (a check made as soon as the
 * document arrives would read the page unstyled, which no visitor sees). Call the returned
 * function to let the scripts load.
 */
export async function openBeforeScripts(page: Page, url: string): Promise<() => void> {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  // Polled by time: animation frames wait for the first paint's rendering step themselves.
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: 50 },
  );
  return releaseScripts;
}

/** The home page opens its pop-up once interactive: wait for it and close it with its button. */
export async function openHomeAndClosePopup(page: Page) {
  // The pop-up is open in the server's HTML; wait until the page is interactive before using it.
  await open(page, "/");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/** The header's menu toggle (only displayed below 768px). */
export const menuToggle = (page: Page) => page.locator("header button.menu-toggle");
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** On the mobile project, opens the header menu so its links can be used; no-op on desktop. */
export async function revealNav(page: Page, testInfo: TestInfo) {
  if (!isMobile(testInfo)) return;
  const toggle = menuToggle(page);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(mainNav(page)).toBeVisible();
}

/** How many carousel slides are at least half inside the carousel's viewport. */
export async function slidesInView(page: Page, carouselSelector: string): Promise<number[]> {
  return page.locator(carouselSelector).evaluate((carousel) => {
    const viewport = carousel.querySelector(".carousel__viewport") ?? carousel;
    const box = viewport.getBoundingClientRect();
    const shown: number[] = [];
    carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]').forEach((slide, i) => {
      const r = slide.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left));
      if (r.width > 0 && overlap / r.width > 0.5) shown.push(i);
    });
    return shown;
  });
}
