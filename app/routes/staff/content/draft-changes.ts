/**
 * What the draft changes, in the owner's words (decision 0024): each record of the content
 * (lib/content/records.ts) compared between the live content and the draft, named as the editors
 * name it ("Facials menu", "Blog post 'Spa day!'"), with the editor that edits it and the public
 * page that shows it (for "Preview this"). Pure, so the content page, the restore answer and the
 * tests share it.
 */
import { blogSlug } from "~/lib/display/blog";
import { matchCategory } from "~/lib/display/menu";
import { ADS_ROUTES } from "~/lib/site/landing-pages";
import { SEO_TABLE } from "~/lib/seo/table";
import { TREATMENT_PAGES } from "~/lib/site/site-pages";
import type { RecordPath } from "~/lib/content/records";
import type { Content } from "~/lib/content/schemas";
import { websiteSettingEntry } from "~/lib/content/website-settings";

const TREATMENT_LABELS: Record<string, string> = Object.fromEntries(
  TREATMENT_PAGES.map((page) => [page.treatment, page.label]),
);
const ADS_LABELS: Record<string, string> = {
  tattoo: "Tattoo removal ads page",
  ipl: "IPL ads page",
};
const ADS_PATHS: Record<string, string> = { tattoo: ADS_ROUTES[0].path, ipl: ADS_ROUTES[1].path };

const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 39)}…` : text}'`;

/** A record's name as the editors show it; `content` supplies titles (a menu's, a post's). */
export function recordLabel(path: RecordPath, content: Content): string {
  const key = path.key ?? "";
  switch (path.part) {
    case "salon":
      return "Salon details";
    case "websiteSettings":
      return websiteSettingEntry(key)?.label ?? "A page text";
    case "menus": {
      const title = content.menus[Number(key)]?.menu_title;
      return title ? `${title} menu` : "A menu";
    }
    case "reviews": {
      const name = content.reviews[Number(key)]?.reviewer_name;
      return name ? `Review by ${name}` : "Reviews";
    }
    case "faqs":
      return `FAQs: ${TREATMENT_LABELS[key] ?? key}`;
    case "galleries":
      return `Gallery: ${TREATMENT_LABELS[key] ?? key}`;
    case "landingFaqs":
      return `FAQs: ${ADS_LABELS[key] ?? key}`;
    case "blog": {
      const title = content.blog[Number(key)]?.post_title;
      return title ? `Blog post ${quoted(title)}` : "A blog post";
    }
    case "specials":
      return key === "popups"
        ? "Pop-ups"
        : key === "specials"
          ? "Specials"
          : "Specials and pop-ups";
  }
}

/** The staff page that edits a record, or null when no editor does (the galleries). */
export function recordEditor(path: RecordPath): string | null {
  const key = path.key ?? "";
  switch (path.part) {
    case "salon":
      return "/staff/content/salon";
    case "websiteSettings":
      return `/staff/content/pages/${key}`;
    case "menus":
      return key ? `/staff/content/menus/${key}` : "/staff/content/menus";
    case "reviews":
      return "/staff/content/reviews";
    case "faqs":
      return `/staff/content/faqs/${key}`;
    case "landingFaqs":
      return `/staff/content/ads-faqs/${key}`;
    case "blog":
      return key ? `/staff/content/blog/${key}` : "/staff/content/blog";
    case "specials":
      return "/staff/content/promos";
    case "galleries":
      return null;
  }
}

const categoryPath = (title: string) => {
  for (const entry of SEO_TABLE) {
    if (matchCategory([{ menu_title: title }], entry.path)) return entry.path;
  }
  return "/services";
};

/** The public page that shows a record (what "Preview this" opens). */
export function recordPage(path: RecordPath, content: Content): string {
  const key = path.key ?? "";
  switch (path.part) {
    case "salon":
      return "/about";
    case "websiteSettings":
      return websiteSettingEntry(key)?.page ?? "/";
    case "menus": {
      const title = content.menus[Number(key)]?.menu_title;
      return title ? categoryPath(title) : "/services";
    }
    case "reviews":
      return "/reviews";
    case "faqs":
    case "galleries": {
      const page = TREATMENT_PAGES.find((candidate) => candidate.treatment === key);
      return page ? `/services/${page.slug}` : "/services";
    }
    case "landingFaqs":
      return ADS_PATHS[key] ?? "/";
    case "blog": {
      const title = content.blog[Number(key)]?.post_title;
      return title ? `/blog-details/${blogSlug(title)}` : "/blog";
    }
    case "specials":
      return "/";
  }
}

export interface PreviewPage {
  path: string;
  label: string;
}

/**
 * Every public page the preview can show, grouped as the site is: the pages of the SEO table
 * (home, category and treatment pages...), the ads pages, then one per blog post of `content`.
 */
export function previewPages(content: Content): { group: string; pages: PreviewPage[] }[] {
  const services = SEO_TABLE.filter((entry) => entry.path.startsWith("/services/"));
  return [
    {
      group: "Pages",
      pages: SEO_TABLE.filter((entry) => !entry.path.startsWith("/services/")).map((entry) => ({
        path: entry.path,
        label: entry.breadcrumb,
      })),
    },
    {
      group: "Services",
      pages: services.map((entry) => ({ path: entry.path, label: entry.breadcrumb })),
    },
    {
      group: "Ads pages",
      pages: ADS_ROUTES.map((route) => ({
        path: route.path,
        label:
          route.id === "combined"
            ? "Tattoo removal and IPL ads page"
            : (ADS_LABELS[route.id] ?? ""),
      })),
    },
    {
      group: "Blog posts",
      pages: content.blog.map((post) => ({
        path: `/blog-details/${blogSlug(post.post_title)}`,
        label: post.post_title,
      })),
    },
  ];
}

export type ChangeKind = "new" | "changed" | "removed";

export interface DraftChange {
  /** "menus.3": the record, for keys and tests. */
  record: string;
  label: string;
  /** "changed", "new", "removed", or a count for the reviews ("1 new, 2 changed"). */
  what: string;
  editor: string | null;
}

/** Key order does not matter: the same record read back from the database compares equal. */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((key) => [key, sorted((v as Record<string, unknown>)[key])]),
          )
        : v;
  return JSON.stringify(sorted(value) ?? null);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The entries of an array part that differ: changed where both have one, else new or removed. */
function arrayChanges<T>(
  live: readonly T[],
  draft: readonly T[],
): { index: number; kind: ChangeKind }[] {
  const changes: { index: number; kind: ChangeKind }[] = [];
  for (let index = 0; index < Math.max(live.length, draft.length); index++) {
    if (index >= live.length) changes.push({ index, kind: "new" });
    else if (index >= draft.length) changes.push({ index, kind: "removed" });
    else if (!same(live[index], draft[index])) changes.push({ index, kind: "changed" });
  }
  return changes;
}

const countWords = (changes: { kind: ChangeKind }[]) =>
  (["new", "changed", "removed"] as const)
    .map((kind) => [kind, changes.filter((change) => change.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");

/**
 * The records the draft changes against the live content, in the order of the Site content
 * page's editors. A removed entry is named from the live content (the draft no longer has it).
 */
export function draftChanges(live: Content, draft: Content): DraftChange[] {
  const out: DraftChange[] = [];
  const add = (path: RecordPath, what: string, named: Content = draft) =>
    out.push({
      record: path.key === undefined ? path.part : `${path.part}.${path.key}`,
      label: recordLabel(path, named),
      what,
      editor: recordEditor(path),
    });
  for (const change of arrayChanges(live.menus, draft.menus)) {
    const path = { part: "menus", key: String(change.index) } as const;
    add(path, change.kind, change.kind === "removed" ? live : draft);
  }
  if (!same(live.salon, draft.salon)) add({ part: "salon" }, "changed");
  for (const key of ["melasma", "intense", "tattoo", "laser"] as const) {
    if (!same(live.faqs[key], draft.faqs[key])) add({ part: "faqs", key }, "changed");
  }
  for (const key of ["tattoo", "ipl"] as const) {
    if (!same(live.landingFaqs[key], draft.landingFaqs[key])) {
      add({ part: "landingFaqs", key }, "changed");
    }
  }
  const reviews = arrayChanges(live.reviews, draft.reviews);
  if (reviews.length === 1) {
    const [only] = reviews;
    const path = { part: "reviews", key: String(only!.index) } as const;
    add(path, only!.kind, only!.kind === "removed" ? live : draft);
  } else if (reviews.length > 1) {
    out.push({
      record: "reviews",
      label: "Reviews",
      what: countWords(reviews),
      editor: "/staff/content/reviews",
    });
  }
  for (const key of ["specials", "popups"] as const) {
    if (!same(live.specials[key], draft.specials[key])) add({ part: "specials", key }, "changed");
  }
  for (const change of arrayChanges(live.blog, draft.blog)) {
    const path = { part: "blog", key: String(change.index) } as const;
    add(path, change.kind, change.kind === "removed" ? live : draft);
  }
  const names = new Set([
    ...Object.keys(live.websiteSettings),
    ...Object.keys(draft.websiteSettings),
  ]) as Set<keyof Content["websiteSettings"]>;
  for (const name of names) {
    if (live.websiteSettings[name] !== draft.websiteSettings[name]) {
      add({ part: "websiteSettings", key: name }, "changed");
    }
  }
  for (const key of ["melasma", "intense", "tattoo", "laser"] as const) {
    if (!same(live.galleries[key], draft.galleries[key]))
      add({ part: "galleries", key }, "changed");
  }
  return out;
}

/** Whether the draft's changes touch `record` ("reviews" is touched by "reviews.3" and back). */
export function touches(changes: readonly DraftChange[], record: string): boolean {
  return changes.some(
    (change) =>
      change.record === record ||
      change.record.startsWith(`${record}.`) ||
      record.startsWith(`${change.record}.`),
  );
}

/** The staff preview of the public page at `path`. */
export const previewLink = (path: string) =>
  `/staff/content/preview?path=${encodeURIComponent(path)}`;
