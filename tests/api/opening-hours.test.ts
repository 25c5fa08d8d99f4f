/**
 * The weekly hours table (decision 0021) through the server: the public API's config_hours is
 * derived from it, an owner's save of a wrong day is refused with the day's field, and a database
 * written before the table (the hours as text) is moved to the table once, at start.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/server/content/changes.server";
import { createContentEditor, fingerprint } from "~/server/content/editor.server";
import { parseRecordPath } from "~/lib/content/records";
import { exportContent } from "~/server/content/store.server";
import { contentRelease, salon } from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { upgradeStoredContent } from "~/server/storage.server";
import { backends, postJson, startTestApp, type TestApp } from "../support/test-app";
import { signedInMember, type SignedInMember } from "../support/staff";

const DEMO_LINES = [
  "Mon: 9:00 AM - 2:00 PM",
  "Tue: 9:00 AM - 6:00 PM",
  "Wed - Fri: 9:00 AM - 9:00 PM",
  "Sat & Sun: 9:00 AM - 6:00 PM",
];

describe.each(backends)("opening hours on %s", (backend) => {
  let app: TestApp;
  let owner: SignedInMember;
  const configHours = async () => {
    const body = (await (await fetch(`${app.url}/api/homewebsettings`)).json()) as {
      salon_info: { config: Record<string, unknown> };
    };
    return body.salon_info.config;
  };

  beforeAll(async () => {
    app = await startTestApp(backend);
    owner = await signedInMember(app, "owner");
  });
  afterAll(() => app.close());

  it("serves config_hours as lines derived from the table, and no table", async () => {
    const config = await configHours();
    expect(Object.keys(config).sort()).toEqual(["config_aboutus", "config_hours"]);
    expect(String(config.config_hours).split("\n")).toEqual(DEMO_LINES);
  });

  it("refuses a day that closes before it opens, or off the 15-minute grid, by its field", async () => {
    const live = await exportContent(app.database.db);
    const value = structuredClone(live.salon);
    value.salon_info.config.opening_hours.monday = {
      closed: false,
      opens: "18:00",
      closes: "09:00",
    };
    value.salon_info.config.opening_hours.friday.opens = "09:10";
    const answer = await postJson(
      `${app.url}/api/staff/content/records/salon`,
      { csrfToken: owner.csrfToken, seen: fingerprint(live.salon), value },
      owner.headers,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      "salon_info.config.opening_hours.monday.closes":
        "The closing time must be after the opening time",
      "salon_info.config.opening_hours.friday.opens": "Choose a time from the list",
    });
  });

  it("answers a salon save with the fingerprint the editor page then loads", async () => {
    // Otherwise the page takes the record for someone else's change: it redraws the form and
    // never shows the saved notice.
    const live = await exportContent(app.database.db);
    const value = structuredClone(live.salon);
    value.salon_info.config.opening_hours.monday = {
      closed: false,
      opens: "10:00",
      closes: "16:00",
    };
    const editor = createContentEditor(app.database.db);
    const path = parseRecordPath("salon")!;
    const answer = await postJson(
      `${app.url}/api/staff/content/records/salon`,
      { csrfToken: owner.csrfToken, seen: (await editor.record(path)).seen, value },
      owner.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.seen).toBe((await editor.record(path)).seen);
    await editor.discard();
  });

  it("moves hours kept as text to the table once, through a publish", async () => {
    // A row as an older version wrote it.
    await app.database.db
      .update(salon)
      .set({
        openingHours: null,
        configHours: "Monday: 10:00 AM - 4:00 PM\nTue - Fri: 9:00 AM - 9:00 PM\nHolidays: Closed",
      })
      .where(eq(salon.id, 1));
    const before = await contentVersion(app.database.db);

    await upgradeStoredContent(app.database, createLogger("silent"));
    app.services.content.clearCache();

    expect(await contentVersion(app.database.db)).toBe(before + 1);
    const [row] = await app.database.db.select().from(salon);
    expect(row?.configHours).toBeNull();
    expect(row?.openingHours?.monday).toEqual({ closed: false, opens: "10:00", closes: "16:00" });
    // Days the text never named show closed; the unreadable line is left out.
    expect(String((await configHours()).config_hours).split("\n")).toEqual([
      "Mon: 10:00 AM - 4:00 PM",
      "Tue - Fri: 9:00 AM - 9:00 PM",
      "Sat & Sun: Closed",
    ]);
    const [release] = await app.database.db
      .select({ summary: contentRelease.summary })
      .from(contentRelease)
      .orderBy(desc(contentRelease.version))
      .limit(1);
    expect(release?.summary).toBe("Opening hours moved to the weekly table");

    // Once: a second start changes nothing.
    await upgradeStoredContent(app.database, createLogger("silent"));
    expect(await contentVersion(app.database.db)).toBe(before + 1);
  });
});
