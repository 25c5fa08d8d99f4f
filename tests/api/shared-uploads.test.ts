/**
 * One upload, one application: a second application naming an upload already used is refused
 * (400, nothing stored), also when both arrive at once; the migration that gives every
 * application sharing an upload its own copy; and deleting such an application, which used to
 * fail on the foreign key (503), now works and takes its resume with it.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  testAppForBlock,
} from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";
import { olderDatabase } from "../support/older-database";
import { createInbox } from "~/server/staff/inbox/inbox.server";

describe.each(backends)("one upload per application on %s", (backend) => {
  const upload = async () => (await uploadResume(app, fixture("resume.pdf"), "cv.pdf")).json.url!;
  const apply = async (url: string, email: string) =>
    postJson(`${app.url}/api/careerdata`, {
      firstName: "Sam",
      lastName: "Shared",
      phone: "(347) 555-0142",
      email,
      message: "Hello.",
      url,
      captcha: await solveCaptcha(app.url),
    });

  const app = testAppForBlock(backend);

  it("refuses a second application with the same upload, storing nothing", async () => {
    const url = await upload();
    expect((await apply(url, "first@example.com")).status).toBe(200);
    const before = await leadRowCounts(app);
    const second = await apply(url, "second@example.com");
    expect(second.status).toBe(400);
    expect(second.json.errors).toEqual({
      url: "This resume was already sent with an application: please upload it again.",
    });
    expect(await leadRowCounts(app)).toEqual(before);
  });

  it("lets only one of two simultaneous applications have the upload", async () => {
    const url = await upload();
    const [a, b] = [await solveCaptcha(app.url), await solveCaptcha(app.url)];
    const body = { firstName: "Sim", lastName: "Ultaneous", message: "Hello." };
    const answers = await Promise.all(
      [a, b].map((captcha, i) =>
        postJson(`${app.url}/api/careerdata`, {
          ...body,
          phone: "(347) 555-0143",
          email: `sim${i}@example.com`,
          url,
          captcha,
        }),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    const id = url.replace("upload:", "");
    const users = await app.database.db.select().from(t.lead).where(eq(t.lead.resumeId, id));
    expect(users).toHaveLength(1);
  });

  it("the data fix gives each application sharing an upload its own copy; each can be deleted", async () => {
    // A database from before the fix (migration 0011): three applications on one upload.
    const older = await olderDatabase(backend, "0010");
    try {
      const resumeId = "00000000-0000-4000-8000-00000000f0f0";
      await older.query(
        `insert into uploaded_file (id, original_name, content_type, size_bytes, sha256, content)
          values ($1, 'resume_cv.pdf', 'application/pdf', $2, 'x', $3)`,
        [resumeId, fixture("resume.pdf").length, fixture("resume.pdf")],
      );
      const ids = ["old1", "old2", "old3"].map((_, i) => `00000000-0000-4000-8000-00000000a0a${i}`);
      for (const [i, id] of ids.entries()) {
        await older.query(
          `insert into career_application (id, first_name, last_name, email, phone, message,
              resume_id, created_at)
            values ($1, $2, 'Legacy', $2 || '@example.com', '1', '', $3, now() - $4::interval)`,
          [id, `old${i + 1}`, resumeId, `${3 - i} minutes`],
        );
      }
      await older.upgrade();
      const after = await older.db
        .select({ id: t.lead.id, resumeId: t.lead.resumeId })
        .from(t.lead)
        .where(eq(t.lead.lastName, "Legacy"));
      const files = new Set(after.map((r) => r.resumeId));
      expect(files.size).toBe(3);
      // The oldest keeps the original; the copies hold the same bytes.
      expect(after.find((r) => r.id === ids[0])?.resumeId).toBe(resumeId);
      for (const file of files) {
        const [stored] = await older.db
          .select()
          .from(t.uploadedFile)
          .where(eq(t.uploadedFile.id, file!));
        expect(Buffer.from(stored!.content).equals(fixture("resume.pdf"))).toBe(true);
      }
      // The owner's delete (the lead page's action) runs this service call.
      const [member] = await older.db
        .insert(t.staffUser)
        .values({ email: "owner@example.com", role: "owner" })
        .returning();
      for (const id of ids) {
        expect(await createInbox(older.db).remove(id, member!.id)).toBe(true);
      }
      for (const file of files) {
        expect(
          await older.db.select().from(t.uploadedFile).where(eq(t.uploadedFile.id, file!)),
        ).toEqual([]);
      }
    } finally {
      await older.close();
    }
  });
});
