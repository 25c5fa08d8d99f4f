#!/usr/bin/env node
// Sanity checks for the demo content in content/.  Run: node content/tools/check.mjs
// Exits non-zero when a check fails. Dependency-free (Node >= 20).

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const media = join(root, "media");
let passed = 0;
const failures = [];
function check(name, ok, detail = "") {
  if (ok) passed++;
  else failures.push(`${name}${detail ? `: ${detail}` : ""}`);
}
const read = (p) => readFileSync(join(root, p), "utf8");
const words = (html) => html.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;

// ---------- JSON files: parse + canonical formatting ----------
const blogJson = readdirSync(join(root, "blog")).filter((f) => f.endsWith(".json"));
const jsonFiles = ["salon.json", "menus.json", "reviews.json", "faqs.json", "landing-faqs.json", "galleries.json", "specials.json", ...blogJson.map((f) => `blog/${f}`)];
const data = {};
for (const f of jsonFiles) {
  let parsed;
  try {
    parsed = JSON.parse(read(f));
  } catch (e) {
    check(`${f} parses`, false, e.message);
    continue;
  }
  check(`${f} parses`, true);
  check(`${f} is formatted as JSON.stringify(x, null, 2) + "\\n"`, read(f) === JSON.stringify(parsed, null, 2) + "\n");
  data[f] = parsed;
}
const isStr = (v) => typeof v === "string";

// ---------- salon.json ----------
{
  const s = data["salon.json"] ?? {};
  const info = s.salon_info ?? {};
  for (const k of ["salon_name", "salon_address", "salon_city", "salon_state", "salon_zip", "salon_contact_no", "salon_email_id"])
    check(`salon_info.${k}`, isStr(info[k]) && info[k].length > 0);
  check("salon city/state", info.salon_city === "Staten Island" && info.salon_state === "NY");
  check("salon zip 1030x", /^1030\d$/.test(info.salon_zip ?? ""));
  check("salon phone format", /^\(718\) 555-01\d\d$/.test(info.salon_contact_no ?? ""));
  const cfg = info.config ?? {};
  // The weekly table (decision 0021): SPEC.md 9's structured-data hours, the salon record's own.
  const day = (opens, closes) => ({ closed: false, opens, closes });
  const expected = {
    monday: day("09:00", "14:00"),
    tuesday: day("09:00", "18:00"),
    wednesday: day("09:00", "21:00"),
    thursday: day("09:00", "21:00"),
    friday: day("09:00", "21:00"),
    saturday: day("09:00", "18:00"),
    sunday: day("09:00", "18:00"),
  };
  const hours = JSON.stringify(cfg.opening_hours ?? null);
  check("opening_hours match SPEC 9", hours === JSON.stringify(expected), hours);
  check("config_emailid", /@/.test(cfg.config_emailid ?? ""));
  const about = (cfg.config_aboutus ?? "").split("\n").filter((l) => l.trim());
  check("config_aboutus: heading + intro + >=3 pairs", about.length >= 8 && (about.length - 2) % 2 === 0, `${about.length} lines`);
  const social = s.socialmoduleinfo ?? {};
  for (const k of ["instagram_url", "facebook_url", "youtube_url", "yelp_reviews", "google_plus_url", "pinterest_url"])
    check(`socialmoduleinfo.${k}`, /^https:\/\//.test(social[k] ?? ""));
}

// ---------- landing-faqs.json (the ads pages' FAQs: plain-text answers) ----------
{
  const lf = data["landing-faqs.json"] ?? {};
  check("landing-faqs keys", JSON.stringify(Object.keys(lf)) === JSON.stringify(["tattoo", "ipl"]));
  for (const [page, list] of Object.entries(lf)) {
    check(`landing-faqs.${page} is a non-empty list`, Array.isArray(list) && list.length > 0);
    for (const [i, f] of (Array.isArray(list) ? list : []).entries())
      check(`landing-faqs.${page}[${i}] plain-text question and answer`, isStr(f?.questions) && f.questions.length > 0 && isStr(f?.answers) && f.answers.length > 0 && !/[<>]/.test(f.answers));
  }
}

// ---------- website-settings ----------
const FIELDS = `home_banner reviews_banner memberships_banner career_banner about_banner contact_banner privacy_policy_new cancellation_policy packages_banner blog_banner facial_banner advanced_skin_procedures laser_banner massages_banner body_treatments_banner brows_and_lashes_banner nails_banner waxing_banner health_banner melasma_removal_banner intense_pulsed_light_banner tattoo_removal_banner laser_hair_removal_banner melasma_removal_content Intense_pulsed_light_content tattoo_removal_content laser_hair_removal_content people_saying_melasma people_saying_intense people_saying_tattoo people_saying_laser`.split(" ");
const wsFiles = readdirSync(join(root, "website-settings")).sort();
check("31 website-settings fields", FIELDS.length === 31 && wsFiles.length === 31);
check("website-settings file names", JSON.stringify(wsFiles) === JSON.stringify(FIELDS.map((f) => `${f}.html`).sort()), wsFiles.join(","));
const html = {};
for (const f of FIELDS) {
  const p = `website-settings/${f}.html`;
  if (!existsSync(join(root, p))) continue;
  html[p] = read(p);
  const h = html[p];
  if (f.endsWith("_banner") || f === "advanced_skin_procedures")
    check(`${f} banner fragment`, /^<img src="\/media\/[^"]+\.svg" alt="[^"]+" width="1600" height="600">\s*<h1>[^<]+<\/h1>\s*<p>[^<]+<\/p>\s*$/.test(h));
  if (f.endsWith("_content")) {
    const n = words(h);
    check(`${f} 300-600 words`, n >= 300 && n <= 600, `${n}`);
    check(`${f} rich html`, /<h2>/.test(h) && /<ul>/.test(h) && /<strong>/.test(h) && /consultation/i.test(h) && /aftercare/i.test(h));
  }
  if (f.startsWith("people_saying_")) {
    const n = (h.match(/<blockquote>/g) ?? []).length;
    check(`${f} 2-3 blockquotes`, n >= 2 && n <= 3, `${n}`);
  }
}
check("tattoo content: 4-6 sessions, 6-8 weeks, two weeks", /4 to 6 sessions/.test(html["website-settings/tattoo_removal_content.html"] ?? "") && /6 to 8 weeks/.test(html["website-settings/tattoo_removal_content.html"] ?? "") && /two weeks before/i.test(html["website-settings/tattoo_removal_content.html"] ?? ""));
check("IPL content: 3-5 sessions", /3 to 5 sessions/.test(html["website-settings/Intense_pulsed_light_content.html"] ?? ""));
check("privacy policy sections", ["resume", "captcha", "cookie", "retain|keep", "delete", "consultation"].every((w) => new RegExp(w, "i").test(html["website-settings/privacy_policy_new.html"] ?? "")));
check("cancellation policy", /24 hours/.test(html["website-settings/cancellation_policy.html"] ?? "") && /no-show/i.test(html["website-settings/cancellation_policy.html"] ?? "") && /late/i.test(html["website-settings/cancellation_policy.html"] ?? ""));

// ---------- menus.json ----------
{
  const menus = data["menus.json"] ?? [];
  const titles = ["Facials", "Advanced Skin Procedures", "Laser", "Massages", "Body Treatments", "Brows and Lashes", "Nails", "Waxing", "Health", "Packages", "Memberships"];
  const slugs = ["facials", "advanced-skin-procedures", "laser", "massages", "body-treatments", "brows-and-lashes", "nails", "waxing", "health"];
  check("11 menus", menus.length === 11, `${menus.length}`);
  check("menu titles and order", JSON.stringify(menus.map((m) => m.menu_title)) === JSON.stringify(titles));
  slugs.forEach((s, i) => check(`menu slug ${s}`, menus[i]?.menu_title.toLowerCase().replace(/ /g, "-") === s));
  let second = 0;
  const all = [];
  for (const m of menus) {
    check(`${m.menu_title}: menu fields`, /^<p>/.test(m.menu_description) && /^\/media\//.test(m.alternate_image) && (m.alternate_image_two === "" || /^\/media\//.test(m.alternate_image_two)) && /^\/media\//.test(m.menu_attachment));
    if (m.alternate_image_two) second++;
    const items = m.items ?? [];
    const isCategory = slugs.includes(m.menu_title.toLowerCase().replace(/ /g, "-"));
    if (isCategory) check(`${m.menu_title}: 4-8 items`, items.length >= 4 && items.length <= 8, `${items.length}`);
    for (const it of items) {
      all.push({ menu: m.menu_title, ...it });
      check(`${m.menu_title} / ${it.sub_menu_title}: item fields`, ["sub_menu_title", "sub_menu_description", "sub_menu_price", "sub_menu_file"].every((k) => isStr(it[k])) && (it.sub_menu_file === "" || /^\/media\//.test(it.sub_menu_file)));
      if (!/add-ons|specialty|policies/i.test(it.sub_menu_title) && m.menu_title !== "Memberships") {
        check(`${it.sub_menu_title}: price present`, it.sub_menu_price.trim().length > 0);
        check(`${it.sub_menu_title}: no digit-grouping comma in prices`, !/\$\d{1,3},\d{3}/.test(it.sub_menu_price));
      }
    }
  }
  check("about half the categories have a second image", second >= 4 && second <= 7, `${second}`);
  const find = (t) => all.find((i) => i.sub_menu_title === t);
  check("Facials has Facial Add-ons", find("Facial Add-ons")?.menu === "Facials");
  check("Massage Add-ons in Massages or Body Treatments", ["Massages", "Body Treatments"].includes(find("Massage Add-ons")?.menu));
  check("Specialty Treatments present", !!find("Specialty Treatments"));
  for (const t of ["Facial Add-ons", "Massage Add-ons", "Specialty Treatments"]) {
    const d = find(t)?.sub_menu_description ?? "";
    const lines = d.split("\n");
    check(`${t}: has blank lines`, lines.some((l) => !l.trim()));
    check(`${t}: all three line variants`, lines.some((l) => /^[^~$]+~\$\d+$/.test(l)) && lines.some((l) => /^[^~]+~\$\d+~~.+$/.test(l)) && lines.some((l) => /^[^~$]+\$\d+~.+$/.test(l)));
  }
  const regular = all.filter((i) => i.menu !== "Memberships" && !/add-ons|specialty/i.test(i.sub_menu_title));
  check("some '/'-separated descriptions", regular.filter((i) => i.sub_menu_description.includes(" / ")).length >= 20);
  check("some empty descriptions", regular.filter((i) => i.sub_menu_description === "").length >= 5);
  check("some tilde price lists", regular.filter((i) => /~.*,.*~/.test(i.sub_menu_price)).length >= 10);
  check("some single prices", regular.filter((i) => /^\$\d+$/.test(i.sub_menu_price)).length >= 10);
  const packages = menus.find((m) => m.menu_title === "Packages")?.items ?? [];
  check("4-6 packages", packages.length >= 4 && packages.length <= 6);
  const mem = menus.find((m) => m.menu_title === "Memberships")?.items ?? [];
  const plans = mem.filter((i) => i.sub_menu_title !== "Membership Policies");
  check(">= 6 memberships", plans.length >= 6, `${plans.length}`);
  check("Membership Policies item", mem.some((i) => i.sub_menu_title === "Membership Policies" && i.sub_menu_description.split("\n").length >= 4));
  check("memberships priced per month", plans.every((p) => /^\$\d+\/month$/.test(p.sub_menu_price)));
  check("memberships have summary + benefits", plans.every((p) => p.sub_menu_description.split("\n").filter((l) => l.trim() && !l.includes("Plus:")).length >= 3));
  check("some memberships have a Plus: line", plans.filter((p) => /\nPlus:/.test(p.sub_menu_description)).length >= 2);
}

// ---------- reviews ----------
{
  const r = data["reviews.json"] ?? [];
  check(">= 24 reviews", r.length >= 24, `${r.length}`);
  for (const x of r)
    check(`review ${x.reviewer_name}`, /^[A-Z][a-z]+ [A-Z]\.$/.test(x.reviewer_name) && Number.isInteger(x.rating) && x.rating >= 3 && x.rating <= 5 && isStr(x.review_description) && x.review_description.length > 60 && ["Google", "Yelp", "Facebook"].includes(x.review_source) && /^202[56]-\d\d-\d\d$/.test(x.review_date) && !Number.isNaN(Date.parse(x.review_date)));
}

// ---------- faqs ----------
{
  const fq = data["faqs.json"] ?? {};
  check("faq keys", JSON.stringify(Object.keys(fq).sort()) === JSON.stringify(["intense", "laser", "melasma", "tattoo"]));
  for (const k of ["melasma", "laser", "tattoo", "intense"]) {
    const l = fq[k] ?? [];
    check(`faqs.${k}: exactly 10`, l.length === 10, `${l.length}`);
    check(`faqs.${k}: shape`, l.every((q) => /\?$/.test(q.questions) && /^<p>.*<\/p>$/s.test(q.answers)));
  }
}

// ---------- galleries ----------
{
  const g = data["galleries.json"] ?? {};
  for (const k of ["melasma", "laser", "tattoo", "intense"]) {
    const l = g[k] ?? [];
    const imgs = l.filter((i) => /\.(png|jpe?g)$/i.test(i.gallery_image));
    const vids = l.filter((i) => /\.(mp4|mov)$/i.test(i.gallery_image));
    check(`galleries.${k}: 3-4 images`, imgs.length >= 3 && imgs.length <= 4);
    check(`galleries.${k}: exactly one video`, vids.length === 1);
    check(`galleries.${k}: titles`, l.every((i) => isStr(i.gallery_title) && i.gallery_title.length > 5));
  }
}

// ---------- blog ----------
check(">= 4 blog posts", blogJson.length >= 4, `${blogJson.length}`);
for (const f of blogJson) {
  const p = data[`blog/${f}`];
  if (!p) continue;
  const slug = f.replace(/\.json$/, "");
  check(`blog ${slug}: slug matches title`, p.post_title.toLowerCase().replace(/ /g, "-") === slug);
  check(`blog ${slug}: URL-safe title`, /^[A-Za-z0-9 ]+$/.test(p.post_title));
  check(`blog ${slug}: fields`, /^\d{4}-\d\d-\d\d$/.test(p.post_date) && /^\/media\//.test(p.post_image) && [p.page_title, p.meta_desc, p.meta_key].every((v) => isStr(v) && v.length > 10));
  const hp = `blog/${slug}.html`;
  if (!existsSync(join(root, hp))) {
    check(`blog ${slug}: html exists`, false);
    continue;
  }
  const h = read(hp);
  html[hp] = h;
  check(`blog ${slug}: legacy markup`, h.includes("<font") && h.includes("<o:p>") && /style="[^"]*font-family/.test(h) && /style="[^"]*font-size/.test(h));
  const n = words(h);
  check(`blog ${slug}: 400-700 words`, n >= 400 && n <= 700, `${n}`);
}

// ---------- specials ----------
{
  const s = data["specials.json"] ?? {};
  check("3-4 specials", (s.specials ?? []).length >= 3 && (s.specials ?? []).length <= 4);
  check("1-2 popups", (s.popups ?? []).length >= 1 && (s.popups ?? []).length <= 2);
}

// ---------- media references ----------
const refs = new Set();
const collect = (str) => {
  for (const m of str.matchAll(/\/media\/([A-Za-z0-9._-]+)/g)) refs.add(m[1]);
};
for (const f of jsonFiles) collect(read(f));
for (const t of Object.values(html)) collect(t);
for (const r of refs) check(`media exists: ${r}`, existsSync(join(media, r)));

// ---------- media files ----------
const mediaFiles = readdirSync(media);
let total = 0;
for (const f of mediaFiles) {
  const size = statSync(join(media, f)).size;
  total += size;
  const ext = extname(f);
  if (ext === ".svg") {
    const s = readFileSync(join(media, f), "utf8");
    check(`${f} < 15 KB`, size < 15 * 1024, `${size}`);
    check(`${f} svg attributes`, /^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(s) && /<title>[^<]+<\/title>/.test(s) && s.trim().endsWith("</svg>"));
  }
  if (/^ba-.*\.jpg$/.test(f)) check(`${f} < 120 KB`, size < 120 * 1024, `${size}`);
  if (ext === ".mp4" || ext === ".webm") {
    check(`${f} < 600 KB`, size < 600 * 1024, `${size}`);
    check(`${f} has poster`, existsSync(join(media, f.replace(/\.(mp4|webm)$/, ".jpg"))));
  }
  if (ext === ".mp4") {
    // faststart: the moov box must come before mdat
    const buf = readFileSync(join(media, f));
    const order = [];
    for (let off = 0; off + 8 <= buf.length; ) {
      const len = buf.readUInt32BE(off);
      order.push(buf.toString("latin1", off + 4, off + 8));
      if (len < 8) break;
      off += len;
    }
    check(`${f} faststart`, order.indexOf("moov") >= 0 && order.indexOf("moov") < order.indexOf("mdat"), order.join(","));
  }
}
for (const v of ["tattoo-explainer.mp4", "tattoo-explainer.webm", "picosure-how-it-works.mp4", "ipl-explainer.mp4", "logo.svg", "favicon.svg"])
  check(`media ${v} present`, mediaFiles.includes(v));
check("content/media < 8 MB", total < 8 * 1024 * 1024, `${total}`);
const unused = mediaFiles.filter((f) => !refs.has(f) && !/\.(jpg|webm)$/.test(f) && !/^(logo|favicon|tattoo-explainer|picosure-how-it-works|ipl-explainer)\./.test(f));
if (unused.length) console.log(`note: media not referenced by content: ${unused.join(", ")}`);

console.log(`media: ${mediaFiles.length} files, ${(total / 1024 / 1024).toFixed(2)} MB; ${refs.size} referenced paths`);
for (const f of failures) console.log(`FAIL ${f}`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
