/**
 * One upload, one application: a second application naming an upload already used is refused
 * (400, nothing stored), also when both arrive at once; the migration that gives every
 * application sharing an upload its own copy; and deleting such an application, which used to
 * fail on the foreign key (503), now works and takes its resume with it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  startTestApp,
  type TestApp,
} from "../support/test-app";
import { signedInMember, type SignedInMember } from "../support/staff";

const fixture = (name: string) => fs.readFileSync(path.join(PROJECT_ROOT, "tests/fixtures", name));

describe.each(backends)("one upload per application on %s", (backend) => {
  let app: TestApp;
  let owner: SignedInMember;

  const upload = async () => {
    const form = new FormData();
    form.append("file_upload", new Blob([new Uint8Array(fixture("resume.pdf"))]), "cv.pdf");
    const response = await fetch(`${app.url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
      method: "POST",
      body: form,
    });
    return ((await response.json()) as { url: string }).url;
  };
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

  beforeAll(async () => {
    app = await startTestApp(backend);
    owner = await signedInMember(app, "owner");
  });
  afterAll(() => app.close());

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
    const users = await app.database.db
      .select()
      .from(t.careerApplication)
      .where(eq(t.careerApplication.resumeId, id));
    expect(users).toHaveLength(1);
  });

  it("the data fix gives each application sharing an upload its own copy; each can be deleted", async () => {
    const db = app.database.db;
    // A database from before the fix: two applications on one upload.
    await db.execute(sql`drop index career_application_resume_idx`);
    const url = await upload();
    const resumeId = url.replace("upload:", "");
    const rows = await db
      .insert(t.careerApplication)
      .values(
        ["old1", "old2", "old3"].map((name, i) => ({
          firstName: name,
          lastName: "Legacy",
          email: `${name}@example.com`,
          phone: "1",
          message: "",
          resumeId,
          createdAt: new Date(Date.now() - (3 - i) * 60_000),
        })),
      )
      .returning();
    const migration = fs.readFileSync(
      path.join(PROJECT_ROOT, "drizzle/0011_fix_shared_uploads.sql"),
      "utf8",
    );
    for (let run = 0; run < 2; run++) {
      for (const statement of migration.split("--> statement-breakpoint")) {
        await db.execute(sql.raw(statement));
      }
    }
    await db.execute(
      sql`create unique index career_application_resume_idx on career_application (resume_id)`,
    );
    const after = await db
      .select({ id: t.careerApplication.id, resumeId: t.careerApplication.resumeId })
      .from(t.careerApplication)
      .where(eq(t.careerApplication.lastName, "Legacy"));
    const files = new Set(after.map((r) => r.resumeId));
    expect(files.size).toBe(3);
    // The oldest keeps the original; the copies hold the same bytes.
    expect(after.find((r) => r.id === rows[0]!.id)?.resumeId).toBe(resumeId);
    for (const file of files) {
      const [stored] = await db.select().from(t.uploadedFile).where(eq(t.uploadedFile.id, file!));
      expect(Buffer.from(stored!.content).equals(fixture("resume.pdf"))).toBe(true);
    }
    // The owner's delete (the lead page's action) runs this service call.
    for (const row of rows) {
      expect(await app.services.staff.inbox.remove(row.id, owner.userId)).toBe(true);
    }
    for (const file of files) {
      expect(await db.select().from(t.uploadedFile).where(eq(t.uploadedFile.id, file!))).toEqual(
        [],
      );
    }
  });
});
