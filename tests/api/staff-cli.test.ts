import { execFile } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { openStorage, seedIfEmpty, type Storage } from "~/server/storage.server";
import { createServices } from "~/server/services.server";
import { createHttpApp, PROJECT_ROOT } from "~/server/http-app.server";
import { startControlServer } from "~/server/control.server";
import { DataDirInUseError, lockDataDir } from "~/server/db/data-dir-lock.server";
import { EXPORT_COLUMNS, type ExportedLead } from "~/server/leads/export.server";
import { LEAD_KINDS } from "~/lib/leads/vocabulary";
import { postJson, solveCaptcha, testConfig } from "../support/test-app";
import { compiledCli } from "../support/cli";

const run = promisify(execFile);

/** Runs `npm run leads -- ...` (or another staff command) as staff would, against DATA_DIR. */
async function leadsCli(dataDir: string, ...args: string[]) {
  return cli("leads", dataDir, ...args);
}

async function cli(command: "leads" | "content", dataDir: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, [compiledCli(command), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

describe("staff commands against a running server on the embedded database", () => {
  let dataDir: string;
  let storage: Storage;
  let server: http.Server;
  let control: http.Server;
  let url: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-cli-"));
    const config = testConfig({ DATA_DIR: dataDir });
    const logger = createLogger("silent");
    storage = await openStorage(config, logger);
    await seedIfEmpty(storage.database, config, logger);
    const services = await createServices(config, logger, storage.database);
    server = createHttpApp(services).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    control = await startControlServer(services, dataDir);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await new Promise<void>((resolve) => control?.close(() => resolve()));
    await storage?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second process on the same data folder, naming the folder", async () => {
    await expect(lockDataDir(dataDir, () => {})).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dataDir, () => {})).rejects.toThrow(dataDir);
  });

  it("the control socket is for the operator only", () => {
    const mode = fs.statSync(path.join(dataDir, "control.sock")).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it("exports every acknowledged lead during a burst of writes", async () => {
    const total = 60;
    const captchas = await Promise.all(Array.from({ length: total }, () => solveCaptcha(url)));
    const acknowledged = new Set<string>();
    const exports: { before: Set<string>; seen: Set<string> }[] = [];

    const writes = captchas.map(async (captcha, i) => {
      const email = `burst${i}@example.com`;
      const answer = await postJson(`${url}/api/LadingFormdataConsultation`, {
        firstName: "Burst",
        lastName: `Lead${i}`,
        phone: "7185550000",
        email,
        captcha,
      });
      expect(answer.status).toBe(200);
      acknowledged.add(email);
    });
    const exporter = (async () => {
      for (let round = 0; round < 3; round++) {
        const before = new Set(acknowledged);
        const records = JSON.parse(
          await leadsCli(dataDir, "export", "--type", "lead"),
        ) as ExportedLead[];
        exports.push({ before, seen: new Set(records.map((r) => r.email)) });
      }
    })();
    await Promise.all([...writes, exporter]);

    for (const { before, seen } of exports) {
      for (const email of before) expect(seen.has(email), email).toBe(true);
    }
    const final = JSON.parse(
      await leadsCli(dataDir, "export", "--format", "json"),
    ) as ExportedLead[];
    const finalEmails = new Set(final.map((r) => r.email));
    expect([...acknowledged].filter((e) => !finalEmails.has(e))).toEqual([]);
    expect(final.every((r) => LEAD_KINDS.includes(r.form))).toBe(true);
  });

  it("exports CSV filtered by type and date, and saves a resume to a file", async () => {
    const form = new FormData();
    form.append(
      "file_upload",
      new Blob([fs.readFileSync(path.join(PROJECT_ROOT, "tests/fixtures/resume.pdf"))]),
      "cv.pdf",
    );
    const uploaded = (await (
      await fetch(`${url}/api/wswebsiteinfo/uploadFilesFromWebsites`, {
        method: "POST",
        body: form,
      })
    ).json()) as { url: string };
    const answer = await postJson(`${url}/api/careerdata`, {
      firstName: "Casey",
      lastName: "Nguyen",
      phone: "(718) 555-0111",
      email: "casey@example.com",
      message: "Massage therapist, NY licensed.",
      url: uploaded.url,
      captcha: await solveCaptcha(url),
    });
    expect(answer.status).toBe(200);

    const csv = await leadsCli(
      dataDir,
      "export",
      "--format",
      "csv",
      "--type",
      "career",
      "--since",
      "2000-01-01",
    );
    // The staff inbox's file: a BOM for Excel, every cell quoted, so no locale's list separator
    // splits one (decision 0017), and the same columns (issue 36).
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("casey@example.com");
    expect(lines[1]).toContain("resume_cv.pdf");

    const future = await leadsCli(dataDir, "export", "--since", "2999-01-01");
    expect(JSON.parse(future)).toEqual([]);

    const out = path.join(dataDir, "saved.pdf");
    await leadsCli(dataDir, "resume", uploaded.url.replace("upload:", ""), "--out", out);
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("queues failed lead e-mails again through the running server", async () => {
    const db = storage.database.db;
    const [lead] = await db
      .insert(t.lead)
      .values({ kind: "contact", firstName: "Ada", email: "", phone: "", subject: "", message: "" })
      .returning({ id: t.lead.id });
    const [row] = await db
      .insert(t.mailOutbox)
      .values({ leadId: lead!.id, status: "failed", attempts: 8 })
      .returning({ id: t.mailOutbox.id });
    if (!row) throw new Error("no outbox row");

    const output = await leadsCli(dataDir, "retry-mail");

    expect(output).toContain("1 failed lead e-mail queued to be sent again.");
    expect(output).toContain("The running server has no SMTP_URL");
    const [queued] = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, row.id));
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    expect(await leadsCli(dataDir, "retry-mail")).toContain(
      "No failed lead e-mails to send again.",
    );
  });
});

describe("content import and export", () => {
  it("round-trips the demo content through the database, and imports edits into a running server", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-content-"));
    const exported = path.join(dataDir, "exported");
    try {
      // No server holds the folder: the command opens it itself (and seeds nothing: import does).
      await cli("content", dataDir, "import", "--dir", path.join(PROJECT_ROOT, "content"));
      await cli("content", dataDir, "export", "--dir", exported);
      for (const file of [
        "salon.json",
        "menus.json",
        "reviews.json",
        "faqs.json",
        "galleries.json",
        "landing-faqs.json",
        "specials.json",
      ]) {
        const original = JSON.parse(
          fs.readFileSync(path.join(PROJECT_ROOT, "content", file), "utf8"),
        );
        expect(JSON.parse(fs.readFileSync(path.join(exported, file), "utf8")), file).toEqual(
          original,
        );
      }
      // The ads pages' FAQs were moved out of the code byte for byte: they come back so.
      expect(fs.readFileSync(path.join(exported, "landing-faqs.json"))).toEqual(
        fs.readFileSync(path.join(PROJECT_ROOT, "content/landing-faqs.json")),
      );
      const blogFiles = fs.readdirSync(path.join(PROJECT_ROOT, "content/blog")).sort();
      expect(fs.readdirSync(path.join(exported, "blog")).sort()).toEqual(blogFiles);
      expect(
        fs.readFileSync(path.join(exported, "website-settings/home_banner.html"), "utf8"),
      ).toBe(
        fs.readFileSync(
          path.join(PROJECT_ROOT, "content/website-settings/home_banner.html"),
          "utf8",
        ),
      );

      // With a server running, an import goes through it and shows at once.
      const config = testConfig({ DATA_DIR: dataDir, CONTENT_CACHE_SECONDS: "300" });
      const logger = createLogger("silent");
      const storage = await openStorage(config, logger);
      const services = await createServices(config, logger, storage.database);
      const control = await startControlServer(services, dataDir);
      try {
        expect((await services.content.getSalon()).salon_info.salon_name).not.toBe("Renamed Spa");
        const salon = JSON.parse(fs.readFileSync(path.join(exported, "salon.json"), "utf8"));
        salon.salon_info.salon_name = "Renamed Spa";
        fs.writeFileSync(path.join(exported, "salon.json"), JSON.stringify(salon));
        await cli("content", dataDir, "import", "--dir", exported);
        expect((await services.content.getSalon()).salon_info.salon_name).toBe("Renamed Spa");
      } finally {
        await new Promise<void>((resolve) => control.close(() => resolve()));
        await storage.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the data folder lock", () => {
  it("is taken over within seconds when its owner has died, and refused while it lives", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-lock-"));
    try {
      // A process that takes the lock and is then killed without releasing it.
      const child = await run(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("${path.join(PROJECT_ROOT, "app/server/db/data-dir-lock.server.ts")}")` +
            `.then((m) => m.lockDataDir(${JSON.stringify(dir)}, () => {})).then(() => process.kill(process.pid, "SIGKILL"))`,
        ],
        { cwd: PROJECT_ROOT },
      ).catch((error: unknown) => error);
      expect(child).toBeInstanceOf(Error);
      expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
      const started = Date.now();
      const release = await lockDataDir(dir, () => {});
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(lockDataDir(dir, () => {})).rejects.toThrow(DataDirInUseError);
      await release();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
