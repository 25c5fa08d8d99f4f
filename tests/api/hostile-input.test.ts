import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/forms/schemas";
import { UNSTORABLE_INPUT_MESSAGE } from "~/server/api/http-errors.server";
import {
  oneBackend,
  logCapture,
  postJson,
  solveCaptcha,
  testAppForBlock,
  leadRowCounts,
} from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";

const UPLOAD_PATH = "/api/wswebsiteinfo/uploadFilesFromWebsites";

/** A generous bound: each case below took seconds before its fix, and takes milliseconds now. */
const QUICK_MS = 1500;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** A valid PDF grown to `size` bytes with a comment line after the header. */
function pdfOfSize(size: number): Buffer {
  const pdf = fixture("resume.pdf");
  const header = pdf.subarray(0, 9);
  const padding = Buffer.alloc(Math.max(0, size - pdf.length - 2), "x");
  return Buffer.concat([header, Buffer.from("%"), padding, Buffer.from("\n"), pdf.subarray(9)]);
}

const person = {
  firstName: "Rosa",
  lastName: "Delgado",
  email: "rosa.delgado@example.com",
};

describe.each(oneBackend)("hostile input on %s", (backend) => {
  const log = logCapture();

  const rowCounts = () => leadRowCounts(app);
  let before: Awaited<ReturnType<typeof rowCounts>>;
  const expectNothingStored = async () => expect(await rowCounts()).toEqual(before);

  const app = testAppForBlock(backend, {
    env: { UPLOAD_MAX_BYTES: String(64 * 1024), LOG_LEVEL: "info" },
    log,
  });
  beforeEach(async () => {
    before = await rowCounts();
  });

  describe("paths", () => {
    it("refuses a URL longer than 4,096 characters with 414, at once", async () => {
      const { result, ms } = await timed(() =>
        fetch(`${app.url}/services/facials?${"a".repeat(5000)}`),
      );
      expect(result.status).toBe(414);
      expect(ms).toBeLessThan(QUICK_MS);
    });

    it("refuses a malformed percent-escape in the path with 400", async () => {
      for (const path of ["/%E0%A4%A", "/services/%ff%fe/x", "/api/%zz"]) {
        expect((await fetch(`${app.url}${path}`)).status).toBe(400);
      }
    });

    it("answers long runs of slashes and segments quickly", async () => {
      for (const hostile of [
        `/services/facials/${"a/".repeat(2000)}`,
        `/${"/".repeat(4000)}a`,
        `/tattoo-removal-staten-island-ads${"/".repeat(4000)}x`,
      ]) {
        const { result, ms } = await timed(() => fetch(`${app.url}${hostile}`));
        expect(result.status).toBeLessThan(500);
        expect(ms).toBeLessThan(QUICK_MS);
      }
    });
  });

  describe("validation", () => {
    const hostileEmail = `a@${"x.".repeat(20000)}@`;

    it("refuses an over-long e-mail before any pattern runs on it", async () => {
      const { result, ms } = await timed(() =>
        postJson(`${app.url}/api/contactdata`, {
          name: "Rosa Delgado",
          email: hostileEmail,
          phone: "(718) 555-0100",
          subject: "-",
          message: "-",
          captcha: "x",
        }),
      );
      expect(ms).toBeLessThan(QUICK_MS);
      expect(result.status).toBe(400);
      expect(result.json.errors).toMatchObject({ email: "Must be at most 254 characters" });
      await expectNothingStored();
    });

    it("does the same for a gzip-compressed body", async () => {
      const body = gzipSync(
        JSON.stringify({ ...person, phone: "7185550100", email: hostileEmail, captcha: "x" }),
      );
      const { result, ms } = await timed(async () => {
        const response = await fetch(`${app.url}/api/LadingFormdataConsultation`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
          body,
        });
        return { status: response.status, json: (await response.json()) as { errors?: object } };
      });
      expect(body.length).toBeLessThan(1000);
      expect(ms).toBeLessThan(QUICK_MS);
      expect(result.status).toBe(400);
      expect(result.json.errors).toMatchObject({ email: "Must be at most 254 characters" });
      await expectNothingStored();
    });

    it("refuses a compressed body that inflates past the limit with 413", async () => {
      const body = gzipSync(JSON.stringify({ message: "x".repeat(2_000_000) }));
      const response = await fetch(`${app.url}/api/contactdata`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
        body,
      });
      expect(response.status).toBe(413);
      await expectNothingStored();
    });

    it.each([
      ["/api/contactdata", "name", { name: "Rosa\u0000", phone: "(718) 555-0100" }],
      ["/api/contactdata", "message", { message: "Hello\u0000there", phone: "(718) 555-0100" }],
      ["/api/contactdata", "subject", { subject: "Line\nbreak", phone: "(718) 555-0100" }],
      ["/api/LadingFormdataConsultation", "firstName", { firstName: "Ro\u0007sa" }],
      ["/api/LadingFormdataConsultationIPL", "lastName", { lastName: "\u001bDelgado" }],
      ["/api/LadingFormdata", "source_page", { source_page: "/x\u0000", treatment: "both" }],
      ["/api/careerdata", "message", { message: "CV\u0000", phone: "(718) 555-0100" }],
    ])("%s refuses a control character in %s with 400", async (endpoint, field, patch) => {
      const captcha = await solveCaptcha(app.url);
      const { status, json } = await postJson(`${app.url}${endpoint}`, {
        name: "Rosa Delgado",
        ...person,
        phone: "7185550100",
        subject: "Hello",
        message: "Hello",
        url: "upload:00000000-0000-4000-8000-000000000000",
        captcha,
        ...patch,
      });
      expect(status).toBe(400);
      expect((json.errors as Record<string, string>)[field]).toBe(CONTROL_CHARACTER_MESSAGE);
      await expectNothingStored();
    });

    it("keeps line breaks and tabs in a message", async () => {
      const captcha = await solveCaptcha(app.url);
      const { status } = await postJson(`${app.url}/api/contactdata`, {
        name: "Rosa Delgado",
        email: person.email,
        phone: "(718) 555-0100",
        subject: "Hello",
        message: "First line\r\nSecond\tline",
        captcha,
      });
      expect(status).toBe(200);
    });
  });

  describe("database refusals", () => {
    const failNextInsert = async (errcode: string) => {
      const db = app.database.db;
      await db.execute(
        sql.raw(`create or replace function refuse_lead() returns trigger language plpgsql as $$
          begin raise exception 'refused on purpose' using errcode = '${errcode}'; end $$`),
      );
      await db.execute(
        sql.raw(`create trigger refuse_lead before insert on lead
          for each row execute function refuse_lead()`),
      );
    };
    const restore = () =>
      app.database.db.execute(sql.raw(`drop trigger if exists refuse_lead on lead`));

    const lead = () => ({
      firstName: "Zelda",
      lastName: "Quintanilla",
      phone: "7185559876",
      email: "zelda.quintanilla@example.com",
    });

    it("answers 400, not 503, when the database refuses the values themselves", async () => {
      await failNextInsert("22P05");
      log.lines.length = 0;
      try {
        const captcha = await solveCaptcha(app.url);
        const { status, json } = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
          ...lead(),
          captcha,
        });
        expect(status).toBe(400);
        expect(json.message).toBe(UNSTORABLE_INPUT_MESSAGE);
      } finally {
        await restore();
      }
      await expectNothingStored();
      // The client's mistake: one warning with the database's code, no stack (issue 27).
      const refusal = log.lines.find((line) => line.includes("database refused the values"));
      expect(refusal).toContain("22P05");
      expect(refusal).not.toContain('"stack"');
      expect(log.text).not.toContain("API request failed");
    });

    it("logs a failed lead write without any part of the lead", async () => {
      await failNextInsert("XX000");
      log.lines.length = 0;
      try {
        const captcha = await solveCaptcha(app.url);
        const { status } = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
          ...lead(),
          captcha,
        });
        expect(status).toBe(503);
      } finally {
        await restore();
      }
      await expectNothingStored();
      const logged = log.text;
      expect(logged).toContain("API request failed");
      expect(logged).toContain("XX000");
      for (const value of Object.values(lead())) expect(logged).not.toContain(value);
      expect(logged).not.toMatch(/params/i);
    });
  });

  describe("uploads", () => {
    it("refuses a file that only starts like a PDF", async () => {
      const junk = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, "z")]);
      const { status, json } = await uploadResume(app, junk, "resume.pdf");
      expect(status).toBe(400);
      expect(json.message).toBe("Only PDF, DOC and DOCX files are accepted.");
      await expectNothingStored();
    });

    it("keeps a file name written in UTF-8", async () => {
      const { status, json } = await uploadResume(
        app,
        fixture("resume.pdf"),
        "Résumé – José Núñez.pdf",
      );
      expect(status).toBe(200);
      expect(json.file_name).toBe("resume_Résumé – José Núñez.pdf");
    });

    it("refuses an upload whose text fields are larger than an upload needs", async () => {
      const form = new FormData();
      form.append("note", "x".repeat(100_000));
      form.append("file_upload", new Blob([new Uint8Array(fixture("resume.pdf"))]), "cv.pdf");
      const response = await fetch(`${app.url}${UPLOAD_PATH}`, { method: "POST", body: form });
      expect(response.status).toBe(413);
      await expectNothingStored();
    });

    it("enforces the size limit on a chunked upload without Content-Length", async () => {
      const boundary = "----spa-test-boundary";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="big.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const parts = [head, pdfOfSize(200 * 1024), tail];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      });
      const response = await fetch(`${app.url}${UPLOAD_PATH}`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      await expectNothingStored();
    });
  });
});

describe.each(oneBackend)("the ceiling on unsent uploads on %s", (backend) => {
  const log = logCapture();
  const app = testAppForBlock(backend, {
    env: {
      UPLOAD_MAX_BYTES: String(600 * 1024),
      UPLOAD_PENDING_MAX_BYTES: String(1024 * 1024),
      LOG_LEVEL: "info",
    },
    log,
  });

  it("answers 503 with a polite message and tells the operator once it is reached", async () => {
    const file = pdfOfSize(500 * 1024);
    const first = await uploadResume(app, file, "one.pdf");
    expect(first.status).toBe(200);
    const second = await uploadResume(app, file, "two.pdf");
    expect(second.status).toBe(200);
    const third = await uploadResume(app, file, "three.pdf");
    expect(third.status).toBe(503);
    expect(third.json.message).toMatch(/cannot accept resumes online just now/);
    expect(log.text).toContain("UPLOAD_PENDING_MAX_BYTES");

    // An upload sent with an application no longer counts: there is room again.
    const captcha = await solveCaptcha(app.url);
    const application = await postJson(`${app.url}/api/careerdata`, {
      ...person,
      phone: "(718) 555-0100",
      message: "I would love to join.",
      url: first.json.url,
      captcha,
    });
    expect(application.status).toBe(200);
    expect((await uploadResume(app, file, "four.pdf")).status).toBe(200);
  });
});
