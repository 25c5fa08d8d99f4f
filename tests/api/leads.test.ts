import { beforeEach, describe, expect, it } from "vitest";
import { exportLeads } from "~/server/leads/export.server";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  testAppForBlock,
} from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";

describe.each(backends)("lead API on %s", (backend) => {
  const rowCounts = () => leadRowCounts(app);
  let before: Awaited<ReturnType<typeof rowCounts>>;
  const expectNothingStored = async () => expect(await rowCounts()).toEqual(before);

  const upload = (bytes: Buffer, fileName: string) => uploadResume(app, bytes, fileName);

  const app = testAppForBlock(backend, { env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
  beforeEach(async () => {
    before = await rowCounts();
  });

  const contact = {
    name: "Ana Rivera",
    email: "ana.rivera@example.com",
    phone: "(718) 555-0100",
    subject: "Gift card question",
    message: "Do your gift cards cover memberships?",
  };

  describe("POST /api/contactdata", () => {
    it("stores an enquiry with a solved captcha, phone in phone and email in email", async () => {
      const captcha = await solveCaptcha(app.url);
      const { status, json } = await postJson(
        `${app.url}/api/contactdata`,
        { ...contact, captcha },
        { Referer: `${app.url}/contact-us` },
      );
      expect(status).toBe(200);
      expect(json).toEqual({ message: "Successfully inserted." });
      const [stored] = (await exportLeads(app.database.db, { type: "contact" })).slice(-1);
      expect(stored).toMatchObject({
        form: "contact",
        name: "Ana Rivera",
        phone: "(718) 555-0100",
        email: "ana.rivera@example.com",
        subject: "Gift card question",
        source_page: "/contact-us",
      });
    });

    it("refuses a missing captcha with the spec's message and stores nothing", async () => {
      const { status, json } = await postJson(`${app.url}/api/contactdata`, contact);
      expect(status).toBe(400);
      expect(json).toMatchObject({ errors: { captcha: "Please complete the captcha" } });
      await expectNothingStored();
    });

    it("refuses a forged captcha", async () => {
      const forged = Buffer.from(
        JSON.stringify({
          challenge: { parameters: { nonce: "x", algorithm: "PBKDF2/SHA-256" }, signature: "bad" },
          solution: { counter: 1 },
        }),
      ).toString("base64");
      for (const captcha of [forged, "not-a-token"]) {
        const { status, json } = await postJson(`${app.url}/api/contactdata`, {
          ...contact,
          captcha,
        });
        expect(status).toBe(400);
        expect(json).toHaveProperty("errors.captcha");
      }
      await expectNothingStored();
    });

    it("accepts a captcha solution once: a replay is refused", async () => {
      const captcha = await solveCaptcha(app.url);
      const first = await postJson(`${app.url}/api/contactdata`, { ...contact, captcha });
      expect(first.status).toBe(200);
      const again = await postJson(`${app.url}/api/contactdata`, { ...contact, captcha });
      expect(again.status).toBe(400);
      expect(again.json).toHaveProperty("errors.captcha");
      expect((await rowCounts()).contact).toBe((before.contact ?? 0) + 1);
    });

    it("names every missing field with the spec's messages", async () => {
      const captcha = await solveCaptcha(app.url);
      const { status, json } = await postJson(`${app.url}/api/contactdata`, { captcha });
      expect(status).toBe(400);
      expect(json.errors).toEqual({
        name: "Name is required",
        email: "Email is required",
        phone: "Invalid phone number format",
        subject: "Subject is required",
        message: "Message is required",
      });
      await expectNothingStored();
    });

    it("refuses wrong types, bad formats and over-long strings", async () => {
      const captcha = await solveCaptcha(app.url);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ phone: "7185550100" }, "phone", "Invalid phone number format"],
        [{ email: "not-an-email" }, "email", "Invalid email"],
        [{ name: 42 }, "name", "Must be text"],
        [{ message: "x".repeat(5001) }, "message", "Must be at most 5000 characters"],
        [{ subject: ["a"] }, "subject", "Must be text"],
      ];
      for (const [change, field, message] of cases) {
        const { status, json } = await postJson(`${app.url}/api/contactdata`, {
          ...contact,
          ...change,
          captcha,
        });
        expect(status, field).toBe(400);
        expect(json.errors, field).toMatchObject({ [field]: message });
      }
      await expectNothingStored();
    });

    it("refuses malformed JSON, a non-JSON body and an oversized body", async () => {
      const malformed = await postJson(`${app.url}/api/contactdata`, '{"name": "Ana",');
      expect(malformed.status).toBe(400);
      const form = await fetch(`${app.url}/api/contactdata`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Ana",
      });
      expect(form.status).toBe(415);
      const huge = await postJson(`${app.url}/api/contactdata`, {
        ...contact,
        message: "x".repeat(200_000),
      });
      expect(huge.status).toBe(413);
      expect(huge.json).toHaveProperty("message");
      await expectNothingStored();
    });
  });

  describe("resume upload and POST /api/careerdata", () => {
    const application = {
      firstName: "Jordan",
      lastName: "Lee",
      phone: "(347) 555-0199",
      email: "jordan.lee@example.com",
      message: "Licensed esthetician, five years of medical-spa experience.",
    };

    it("accepts PDF, DOC and DOCX by content and stores an application", async () => {
      for (const name of ["resume.pdf", "resume.doc", "resume.docx"]) {
        const answer = await upload(fixture(name), name);
        expect(answer.status, name).toBe(200);
        expect(answer.json.url).toMatch(/^upload:[0-9a-f-]{36}$/);
        expect(answer.json.file_name).toBe(`resume_${name}`);
      }
      const { json: uploaded } = await upload(fixture("resume.pdf"), "My CV.pdf");
      const captcha = await solveCaptcha(app.url);
      const { status, json } = await postJson(`${app.url}/api/careerdata`, {
        ...application,
        url: uploaded.url,
        captcha,
      });
      expect(status).toBe(200);
      expect(json).toEqual({ message: "Successfully inserted." });
      const [stored] = (await exportLeads(app.database.db, { type: "career" })).slice(-1);
      expect(stored).toMatchObject({
        phone: "(347) 555-0199",
        email: "jordan.lee@example.com",
        resume_file_name: "resume_My CV.pdf",
        resume_id: uploaded.url?.replace("upload:", ""),
      });
    });

    it("refuses a renamed executable, a non-Word zip and an empty request", async () => {
      const exe = await upload(fixture("program.pdf"), "resume.pdf");
      expect(exe.status).toBe(400);
      expect(exe.json.message).toBe("Only PDF, DOC and DOCX files are accepted.");
      const zip = await upload(fixture("archive.zip"), "resume.docx");
      expect(zip.status).toBe(400);
      const none = await fetch(`${app.url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
        method: "POST",
        body: new FormData(),
      });
      expect(none.status).toBe(400);
      expect(await none.json()).toEqual({ message: "Please select a file first!" });
      await expectNothingStored();
    });

    it("refuses a file over the size limit with 413", async () => {
      const big = Buffer.concat([fixture("resume.pdf"), Buffer.alloc(70 * 1024, 32)]);
      const { status, json } = await upload(big, "big.pdf");
      expect(status).toBe(413);
      expect(json.message).toMatch(/too large/);
      await expectNothingStored();
    });

    it("refuses an application whose url is not a stored upload", async () => {
      const captcha = await solveCaptcha(app.url);
      const forged = await postJson(`${app.url}/api/careerdata`, {
        ...application,
        url: "upload:00000000-0000-4000-8000-000000000000",
        captcha,
      });
      expect(forged.status).toBe(400);
      expect(forged.json).toMatchObject({ errors: { url: "Please upload a resume file" } });
      const external = await postJson(`${app.url}/api/careerdata`, {
        ...application,
        url: "https://example.com/cv.pdf",
        captcha,
      });
      expect(external.status).toBe(400);
      const missing = await postJson(`${app.url}/api/careerdata`, { captcha });
      expect(missing.json.errors).toMatchObject({
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Email is required",
        message: "Resume Content is required",
        url: "Please upload a resume file",
      });
      await expectNothingStored();
    });

    it("never serves uploaded files to the public", async () => {
      const { json } = await upload(fixture("resume.pdf"), "private.pdf");
      const id = json.url?.replace("upload:", "");
      for (const candidate of [`/api/uploads/${id}`, `/uploads/${id}`, `/media/${id}`]) {
        const response = await fetch(`${app.url}${candidate}`);
        expect(response.status, candidate).toBe(404);
      }
    });
  });

  describe("consultation lead endpoints", () => {
    const lead = {
      firstName: "Sam",
      lastName: "Ortiz",
      phone: "7185550123",
      email: "sam.ortiz@example.com",
    };

    it.each([
      ["/LadingFormdata", "treatment", { treatment: "both" }],
      ["/LadingFormdataConsultation", "consultation", {}],
      ["/LadingFormdataConsultationIPL", "consultation_ipl", {}],
    ])(
      "%s stores the lead with phone and email in their own fields",
      async (endpoint, form, extra) => {
        const captcha = await solveCaptcha(app.url);
        const { status, json } = await postJson(
          `${app.url}/api${endpoint}`,
          { ...lead, ...extra, captcha },
          { Referer: `${app.url}/tattoo-removal-staten-island-ads` },
        );
        expect(status).toBe(200);
        expect(json).toEqual({ message: "Successfully inserted." });
        const [stored] = (await exportLeads(app.database.db, { type: "lead" })).slice(-1);
        expect(stored).toMatchObject({
          form,
          name: "Sam Ortiz",
          phone: "7185550123",
          email: "sam.ortiz@example.com",
          treatment: form === "treatment" ? "both" : "",
          source_page: "/tattoo-removal-staten-island-ads",
        });
      },
    );

    it("uses the lead forms' own messages", async () => {
      const empty = await postJson(`${app.url}/api/LadingFormdata`, {});
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual({
        firstName: "First Name is required",
        lastName: "Last Name is required",
        phone: "Phone is required",
        email: "Email is required",
        captcha: "Please complete the reCAPTCHA",
        treatment: "Please select a treatment",
      });
      const captcha = await solveCaptcha(app.url);
      const bad = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
        ...lead,
        phone: "718-555-0123",
        email: "sam@",
        captcha,
      });
      expect(bad.json.errors).toEqual({
        phone: "Phone number must be numeric",
        email: "Invalid email format",
      });
      const wrongTreatment = await postJson(`${app.url}/api/LadingFormdata`, {
        ...lead,
        treatment: "botox",
        captcha,
      });
      expect(wrongTreatment.json.errors).toEqual({ treatment: "Please select a treatment" });
      await expectNothingStored();
    });

    it("refuses a replayed captcha across endpoints", async () => {
      const captcha = await solveCaptcha(app.url);
      const first = await postJson(`${app.url}/api/LadingFormdataConsultationIPL`, {
        ...lead,
        captcha,
      });
      expect(first.status).toBe(200);
      const replay = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
        ...lead,
        captcha,
      });
      expect(replay.status).toBe(400);
      expect((await rowCounts()).lead).toBe((before.lead ?? 0) + 1);
    });
  });
});

describe.each(backends)("bot protection on %s", (backend) => {
  const app = testAppForBlock(backend);

  it("answers a filled honeypot as a success but stores nothing and keeps the captcha unspent", async () => {
    const before = await exportLeads(app.database.db);
    const captcha = await solveCaptcha(app.url);
    const lead = {
      firstName: "Bot",
      lastName: "Net",
      phone: "7185550000",
      email: "bot@example.com",
      captcha,
    };
    const trapped = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
      ...lead,
      website: "https://spam.example",
    });
    expect(trapped.status).toBe(200);
    expect(trapped.json).toEqual({ message: "Successfully inserted." });
    const contact = await postJson(`${app.url}/api/contactdata`, {
      name: "Bot Net",
      email: "bot@example.com",
      phone: "(718) 555-0000",
      subject: "-",
      message: "-",
      captcha,
      website: "x",
    });
    expect(contact.json).toEqual({ message: "Successfully inserted." });
    expect(await exportLeads(app.database.db)).toEqual(before);
    // A person with the same (unspent) solution still gets through.
    const person = await postJson(`${app.url}/api/LadingFormdataConsultation`, {
      ...lead,
      website: "",
    });
    expect(person.status).toBe(200);
    expect((await exportLeads(app.database.db)).length).toBe(before.length + 1);
  });
});
