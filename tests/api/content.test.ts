import { describe, expect, it } from "vitest";
import { review } from "~/server/db/schema.server";
import { oneBackend, postJson, testAppForBlock } from "../support/test-app";

describe.each(oneBackend)("content API on %s", (backend) => {
  const get = async (path: string) => {
    const response = await fetch(`${app.url}/api${path}`);
    return { status: response.status, json: (await response.json()) as never, response };
  };

  const app = testAppForBlock(backend);

  it("serves the salon record with the spec's field names", async () => {
    const { status, json } = await get("/homewebsettings");
    expect(status).toBe(200);
    const body = json as Record<string, Record<string, unknown>>;
    expect(Object.keys(body.salon_info ?? {})).toEqual(
      expect.arrayContaining([
        "salon_name",
        "salon_address",
        "salon_city",
        "salon_state",
        "salon_zip",
        "salon_contact_no",
        "salon_email_id",
        "config",
      ]),
    );
    // SPEC.md 3's three fields; config_emailid is the public front desk, not where lead
    // notifications go (the owners' private setting).
    expect(Object.keys(body.salon_info?.config as object).sort()).toEqual([
      "config_aboutus",
      "config_emailid",
      "config_hours",
    ]);
    const config = body.salon_info?.config as Record<string, string>;
    expect(config.config_emailid).toBe(body.salon_info?.salon_email_id);
    expect(Object.keys(body.socialmoduleinfo ?? {}).sort()).toEqual(
      [
        "facebook_url",
        "google_plus_url",
        "instagram_url",
        "pinterest_url",
        "yelp_reviews",
        "youtube_url",
      ].sort(),
    );
    expect(Object.keys(body.website_settings ?? {})).toHaveLength(31);
    expect(body.website_settings?.Intense_pulsed_light_content).toContain("<");
  });

  it("lists menus, and the items of a menu by id", async () => {
    const menus = await get("/wsmenu");
    const list = menus.json as { menu_id: number; menu_title: string }[];
    expect(list.map((m) => m.menu_title.toLowerCase())).toEqual(
      expect.arrayContaining(["facials", "packages", "memberships"]),
    );
    expect(list).toHaveLength(11);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        "alternate_image",
        "alternate_image_two",
        "menu_attachment",
        "menu_description",
        "menu_id",
        "menu_title",
      ].sort(),
    );
    const facials = list.find((m) => m.menu_title === "Facials");
    const items = await get(`/menuactionssub/${facials?.menu_id}`);
    expect(items.status).toBe(200);
    const itemList = items.json as Record<string, unknown>[];
    expect(itemList.length).toBeGreaterThan(3);
    expect(Object.keys(itemList[0] ?? {})).toEqual(
      expect.arrayContaining([
        "sub_menu_id",
        "sub_menu_title",
        "sub_menu_description",
        "sub_menu_price",
        "sub_menu_file",
      ]),
    );
  });

  it("answers 400 for a non-numeric menu id and 404 for an unknown one", async () => {
    const bad = await get("/menuactionssub/abc");
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/menuId/);
    const missing = await get("/menuactionssub/999999");
    expect(missing.status).toBe(404);
  });

  it("serves memberships, including the policies item", async () => {
    const { json } = await get("/membershipData");
    const titles = (json as { sub_menu_title: string }[]).map((m) => m.sub_menu_title);
    expect(titles.length).toBeGreaterThanOrEqual(7);
    expect(titles.map((t) => t.toLowerCase())).toContain("membership policies");
  });

  it("serves specials and the popup list", async () => {
    for (const path of ["/wsspecials", "/webpopup"]) {
      const { status, json } = await get(path);
      expect(status).toBe(200);
      const list = json as { specials_image_new: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]?.specials_image_new).toMatch(/^\/media\//);
    }
  });

  it("serves FAQs (ten each) and galleries for the four treatments", async () => {
    for (const name of ["Melasma", "Laser", "Tattoo", "Intense"]) {
      const faq = await get(`/faq${name}`);
      const data = (faq.json as { data: { questions: string; answers: string }[] }).data;
      expect(data).toHaveLength(10);
      expect(data[0]).toHaveProperty("questions");
      expect(data[0]).toHaveProperty("answers");
      const gallery = await get(`/gallery${name}`);
      const items = gallery.json as { gallery_image: string; gallery_title: string }[];
      expect(items.some((g) => /\.(?:png|jpe?g)$/.test(g.gallery_image))).toBe(true);
      expect(items.some((g) => /\.(?:mp4|mov)$/.test(g.gallery_image))).toBe(true);
    }
  });

  it("serves blog posts newest first", async () => {
    const { json } = await get("/blogSalonData");
    const posts = json as { post_date: string; post_title: string; meta_desc: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((p) => p.post_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]).toHaveProperty("page_title");
    expect(posts[0]).toHaveProperty("meta_key");
  });

  it("serves review highlights with the average rating", async () => {
    const { json } = await get("/wsreviews");
    const body = json as { ratings: number; total_reviews: number; reviews: unknown[] };
    expect(body.total_reviews).toBeGreaterThanOrEqual(23);
    expect(body.ratings).toBeGreaterThan(3);
    expect(body.ratings).toBeLessThanOrEqual(5);
    expect(body.reviews.length).toBeGreaterThan(0);
  });

  it("pages reviews with offset and limit", async () => {
    const url = `${app.url}/api/wsreviewsPost`;
    const first = await postJson(url, { salon_id: 6186, offset: 0, limit: 5 });
    expect(first.status).toBe(200);
    const page1 = first.json as { reviews: { review_id: number }[]; total_reviews: number };
    expect(page1.reviews).toHaveLength(5);
    const second = await postJson(url, { salon_id: 6186, offset: 5, limit: 5 });
    const page2 = second.json as typeof page1;
    expect(page2.total_reviews).toBe(page1.total_reviews);
    const ids1 = page1.reviews.map((r) => r.review_id);
    expect(page2.reviews.every((r) => !ids1.includes(r.review_id))).toBe(true);
  });

  it("caps the reviews limit at 50", async () => {
    await app.database.db.insert(review).values(
      Array.from({ length: 60 }, (_, i) => ({
        reviewerName: `Test R.`,
        rating: 5,
        reviewDescription: `Extra review ${i}`,
        reviewSource: "Google",
        reviewDate: "2020-01-01",
      })),
    );
    const { status, json } = await postJson(`${app.url}/api/wsreviewsPost`, {
      salon_id: 6186,
      offset: 0,
      limit: 500,
    });
    expect(status).toBe(200);
    expect((json as { reviews: unknown[] }).reviews).toHaveLength(50);
  });

  it("refuses bad review queries with 400 and a message per field", async () => {
    const url = `${app.url}/api/wsreviewsPost`;
    const wrongType = await postJson(url, { salon_id: 6186, offset: "first", limit: 5 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ errors: { offset: "offset must be a number" } });
    const negative = await postJson(url, { salon_id: 6186, offset: -5, limit: 5 });
    expect(negative.json).toMatchObject({ errors: { offset: "offset must be 0 or more" } });
    const missing = await postJson(url, { offset: 0, limit: 5 });
    expect(missing.status).toBe(400);
    expect(missing.json).toHaveProperty("errors.salon_id");
    const otherSalon = await postJson(url, { salon_id: 1, offset: 0, limit: 5 });
    expect(otherSalon.status).toBe(404);
    const malformed = await postJson(url, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers unknown API routes with 404 JSON", async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toHaveProperty("message");
  });

  it("publishes an OpenAPI 3 document naming every endpoint", async () => {
    const { status, json } = await get("/openapi.json");
    expect(status).toBe(200);
    const doc = json as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/contactdata",
      "/wsspecials",
      "/wsmenu",
      "/wsreviews",
      "/webpopup",
      "/wsreviewsPost",
      "/membershipData",
      "/faqMelasma",
      "/faqLaser",
      "/faqTattoo",
      "/faqIntense",
      "/galleryMelasma",
      "/galleryLaser",
      "/galleryTattoo",
      "/galleryIntense",
      "/menuactionssub/{menuId}",
      "/blogSalonData",
      "/homewebsettings",
      "/careerdata",
      "/wswebsiteinfo/uploadFilesFromWebsites",
      "/LadingFormdata",
      "/LadingFormdataConsultation",
      "/LadingFormdataConsultationIPL",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it("reports health and readiness", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: backend });
  });

  it("sets security headers on API answers", async () => {
    const response = await fetch(`${app.url}/api/wsmenu`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'/);
  });
});
