/**
 * The weekly hours table (decision 0021) through the server: the public API's config_hours is
 * derived from it, an owner's save of a wrong day is refused with the day's field, and a database
 * written before the table (the hours as text) is moved to the table once, at start.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/server/content/changes.server";
import { createContentEditor } from "~/server/content/editor.server";
import { parseRecordPath } from "~/lib/content/records";
import { contentRelease, salon } from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { upgradeStoredContent } from "~/server/storage.server";
import { hoursFieldName } from "../../app/routes/staff/content/salon/salon-form";
import { oneBackend, type TestApp } from "../support/test-app";
import { dayChanges, errorBeside, postSalonForm, salonFormFields } from "../support/salon-form";
import { ownerOnPages } from "../support/rendered-form";
import type { SignedInMember } from "../support/staff";

const DEMO_LINES = [
  "Mon: 9:00 AM - 2:00 PM",
  "Tue: 9:00 AM - 6:00 PM",
  "Wed - Fri: 9:00 AM - 9:00 PM",
  "Sat & Sun: 9:00 AM - 6:00 PM",
];

describe.each(oneBackend)("opening hours on %s", (backend) => {
  let app: TestApp;
  let owner: SignedInMember;
  const configHours = async () => {
    const body = (await (await fetch(`${app.url}/api/homewebsettings`)).json()) as {
      salon_info: { config: Record<string, unknown> };
    };
    return body.salon_info.config;
  };

  let close: () => Promise<void>;

  beforeAll(async () => {
    // The salon editor's page serves the form its saves post.
    ({ app, owner, close } = await ownerOnPages(backend));
  }, 120_000);
  afterAll(() => close());

  it("serves config_hours as lines derived from the table, and no table", async () => {
    const config = await configHours();
    expect(Object.keys(config).sort()).toEqual([
      "config_aboutus",
      "config_emailid",
      "config_hours",
    ]);
    expect(String(config.config_hours).split("\n")).toEqual(DEMO_LINES);
  });

  it("refuses a day that closes before it opens, or off the 15-minute grid, by its field", async () => {
    // The salon editor's form as a browser posts it (decision 0020).
    const before = await app.services.staff.editor.draft();
    const answer = await postSalonForm(app, owner, {
      ...dayChanges("monday", "18:00", "09:00"),
      [hoursFieldName("friday", "opens")]: "09:10",
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(errorBeside(html, hoursFieldName("monday", "closes"))).toBe(
      "The closing time must be after the opening time",
    );
    expect(errorBeside(html, hoursFieldName("friday", "opens"))).toBe(
      "Choose a time from the list",
    );
    // No other field is refused, and nothing is stored.
    expect(html.match(/class="field__error"/g)).toHaveLength(2);
    expect((await app.services.staff.editor.draft()).revision).toBe(before.revision);
  });

  it("after a salon save, the editor page loads the saved record's fingerprint", async () => {
    // Otherwise the page takes the record for someone else's change: a save from it is refused.
    const editor = createContentEditor(app.database.db);
    const path = parseRecordPath("salon")!;
    const answer = await postSalonForm(app, owner, dayChanges("monday", "10:00", "16:00"));
    expect(answer.status).toBe(302);
    const fields = Object.fromEntries(await salonFormFields(app, owner));
    expect(fields.seen).toBe((await editor.record(path)).seen);
    expect(fields[hoursFieldName("monday", "closes")]).toBe("16:00");
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
