import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { purgeOrphanUploads, startUploadPurge } from "~/server/leads/uploads.server";
import { backends, postJson, solveCaptcha, testAppForBlock } from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";

const HOUR = 60 * 60_000;

describe.each(backends)("purge of unsent resume uploads on %s", (backend) => {
  const upload = async (fileName: string) =>
    (await uploadResume(app, fixture("resume.pdf"), fileName)).json.url!;
  const idOf = (reference: string) => reference.replace(/^upload:/, "");
  const ageUpload = (reference: string, hours: number) =>
    app.database.db
      .update(t.uploadedFile)
      .set({ createdAt: new Date(Date.now() - hours * HOUR) })
      .where(eq(t.uploadedFile.id, idOf(reference)));
  const storedIds = async (references: string[]) =>
    (
      await app.database.db
        .select({ id: t.uploadedFile.id })
        .from(t.uploadedFile)
        .where(inArray(t.uploadedFile.id, references.map(idOf)))
    ).map((row) => row.id);
  const applicationCount = async () =>
    (await app.database.db.select({ n: count() }).from(t.lead).where(eq(t.lead.kind, "career")))[0]
      ?.n;
  const apply = async (reference: string) =>
    postJson(`${app.url}/api/careerdata`, {
      firstName: "Jordan",
      lastName: "Lee",
      phone: "(347) 555-0199",
      email: "jordan.lee@example.com",
      message: "Licensed esthetician.",
      url: reference,
      captcha: await solveCaptcha(app.url),
    });

  const app = testAppForBlock(backend);

  it("deletes old uploads no application refers to, and keeps sent and recent ones", async () => {
    const sent = await upload("sent.pdf");
    expect((await apply(sent)).status).toBe(200);
    const abandoned = await upload("abandoned.pdf");
    const recent = await upload("recent.pdf");
    await ageUpload(sent, 48);
    await ageUpload(abandoned, 48);
    await ageUpload(recent, 2);

    const purged = await purgeOrphanUploads(app.database.db, new Date(Date.now() - 24 * HOUR));

    expect(purged).toBe(1);
    expect(await storedIds([sent, abandoned, recent])).toEqual(
      expect.arrayContaining([idOf(sent), idOf(recent)]),
    );
    expect(await storedIds([abandoned])).toEqual([]);
  });

  it("an application naming a purged upload is asked for the resume again and stores nothing", async () => {
    const abandoned = await upload("late.pdf");
    await ageUpload(abandoned, 48);
    await purgeOrphanUploads(app.database.db, new Date(Date.now() - 24 * HOUR));
    const applications = await applicationCount();

    const { status, json } = await apply(abandoned);

    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: { url: "Please upload a resume file" } });
    expect(await applicationCount()).toBe(applications);
  });

  it("runs once at start and then on its interval, until stopped", async () => {
    const first = await upload("first.pdf");
    await ageUpload(first, 30);
    const purge = startUploadPurge({
      db: app.database.db,
      logger: createLogger("silent"),
      retentionHours: 24,
      intervalMs: 50,
    });
    await expect.poll(() => storedIds([first])).toEqual([]);
    const second = await upload("second.pdf");
    await ageUpload(second, 30);
    await expect.poll(() => storedIds([second])).toEqual([]);
    await purge.stop();
  });
});
