/** The staff API that edits the site: save a record of the draft, publish, restore; owners only. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprint } from "~/server/content/editor.server";
import { exportContent } from "~/server/content/store.server";
import { backends, postJson, startTestApp, type TestApp } from "../support/test-app";
import { signedInMember, type SignedInMember } from "../support/staff";

describe.each(backends)("editing content through the staff API on %s", (backend) => {
  let app: TestApp;
  let owner: SignedInMember;
  const post = (path: string, body: Record<string, unknown>, member = owner) =>
    postJson(
      `${app.url}/api/staff/content/${path}`,
      { csrfToken: member.csrfToken, ...body },
      member.headers,
    );
  const firstFaq = async () =>
    (await (await fetch(`${app.url}/api/faqTattoo`)).json()) as { data: { answers: string }[] };

  beforeAll(async () => {
    app = await startTestApp(backend);
    owner = await signedInMember(app, "owner");
  });
  afterAll(() => app.close());

  it("saves a record in the draft, publishes it, restores the earlier version into the draft, publishes that", async () => {
    const live = await exportContent(app.database.db);
    const faqs = structuredClone(live.faqs.tattoo);
    const before = faqs[0]!.answers;
    faqs[0]!.answers = "Most tattoos fade after four to eight sessions.";
    const saved = await post("records/faqs.tattoo", {
      seen: fingerprint(live.faqs.tattoo),
      value: faqs,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.seen).toBe(fingerprint(faqs));
    expect((await firstFaq()).data[0]!.answers).toBe(before);

    const published = await post("publish", { summary: "Tattoo FAQ" });
    expect(published.status).toBe(200);
    expect((await firstFaq()).data[0]!.answers).toBe(faqs[0]!.answers);

    const version = Number(published.json.version);
    const restored = await post("restore", { record: "faqs.tattoo", version: version - 1 });
    expect(restored.status).toBe(200);
    expect(restored.json.message).toBe(
      `FAQs: Tattoo Removal with PicoSure, as it was in version ${version - 1}, is in the draft. Publish the draft to make it live.`,
    );
    // The live site is unchanged until the draft is published; the draft holds the old record.
    expect((await firstFaq()).data[0]!.answers).toBe(faqs[0]!.answers);
    const draft = await app.services.staff.editor.draft();
    expect(draft.content.faqs.tattoo[0]!.answers).toBe(before);
    const again = await post("publish", { summary: "Back to the old answer" });
    expect(again.status).toBe(200);
    expect((await firstFaq()).data[0]!.answers).toBe(before);
  });

  it("answers a salon save with the fingerprint the editor's page then loads", async () => {
    const { editor } = app.services.staff;
    const loaded = await editor.record({ part: "salon" });
    const saved = await post("records/salon", { seen: loaded.seen, value: loaded.value });
    expect(saved.status).toBe(200);
    // The page keeps its form and shows "saved" only when the two agree.
    expect(saved.json.seen).toBe((await editor.record({ part: "salon" })).seen);
    await editor.discard();
  });

  it("answers 409 to a save made from an outdated record, 400 with field errors, 404 for no record", async () => {
    const live = await exportContent(app.database.db);
    const stale = await post("records/salon", { seen: "0".repeat(32), value: live.salon });
    expect(stale.status).toBe(409);
    const empty = structuredClone(live.salon);
    empty.salon_info.salon_name = "";
    const invalid = await post("records/salon", { seen: fingerprint(live.salon), value: empty });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({ "salon_info.salon_name": "The spa's name is required" });
    expect((await post("records/nothing.1", { seen: "x", value: 1 })).status).toBe(404);
    expect((await post("records/menus.abc", { seen: "x", value: 1 })).status).toBe(404);
    expect((await post("publish", {})).status).toBe(409);
  });

  it("keeps staff who are not owners out", async () => {
    const member = await signedInMember(app, "staff");
    const live = await exportContent(app.database.db);
    const answer = await post(
      "records/salon",
      { seen: fingerprint(live.salon), value: live.salon },
      member,
    );
    expect(answer.status).toBe(403);
  });
});

describe("content the server refuses whatever the browser sends", () => {
  let app: TestApp;
  let owner: SignedInMember;
  beforeAll(async () => {
    app = await startTestApp("pglite");
    owner = await signedInMember(app, "owner");
  });
  afterAll(() => app.close());

  it("refuses a social link that is not a web address and a promo without its text", async () => {
    const live = await exportContent(app.database.db);
    const salon = structuredClone(live.salon);
    salon.socialmoduleinfo.instagram_url = "javascript:alert(1)";
    const social = await postJson(
      `${app.url}/api/staff/content/records/salon`,
      { csrfToken: owner.csrfToken, seen: fingerprint(live.salon), value: salon },
      owner.headers,
    );
    expect(social.status).toBe(400);
    expect(social.json.errors).toEqual({
      "socialmoduleinfo.instagram_url": "Must be a web address starting with https://, or empty",
    });
    const popups = structuredClone(live.specials.popups);
    popups[0]!.title = "";
    const promo = await postJson(
      `${app.url}/api/staff/content/records/specials.popups`,
      { csrfToken: owner.csrfToken, seen: fingerprint(live.specials.popups), value: popups },
      owner.headers,
    );
    expect(promo.status).toBe(400);
  });
});
