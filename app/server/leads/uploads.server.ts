import { createHash } from "node:crypto";
import path from "node:path";
import { and, eq, lt, notExists } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../db/client.server";
import { careerApplication, uploadedFile } from "../db/schema.server";
import type { Logger } from "../logger.server";

import { RESUME_TYPES, type ResumeKind } from "~/lib/resume";

export { RESUME_TYPES, type ResumeKind };

// A legacy .doc is an OLE compound file whose directory names the "WordDocument" stream.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * Recognises a resume by its bytes, never by its name or the browser's claimed type:
 * a renamed executable is refused whatever it is called.
 */
export async function detectResumeKind(bytes: Buffer): Promise<ResumeKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.ext === "pdf") return "pdf";
  if (type.ext === "docx") return "docx";
  if (type.ext === "cfb" && bytes.includes(WORD_STREAM)) return "doc";
  return null;
}

/** `resume_` + the base name the visitor chose, stripped of paths and control characters. */
export function resumeFileName(originalName: string): string {
  const base = path
    .basename(originalName.replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(-150);
  return `resume_${base || "file"}`;
}

export const uploadReference = (id: string) => `upload:${id}`;
export const uploadIdFromReference = (reference: string) => reference.replace(/^upload:/, "");

export async function storeResume(
  db: Database,
  file: { bytes: Buffer; originalName: string; kind: ResumeKind },
): Promise<{ id: string; fileName: string }> {
  const fileName = resumeFileName(file.originalName);
  const [row] = await db
    .insert(uploadedFile)
    .values({
      originalName: fileName,
      contentType: RESUME_TYPES[file.kind],
      sizeBytes: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      content: file.bytes,
    })
    .returning({ id: uploadedFile.id });
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, fileName };
}

export async function readResume(db: Database, id: string) {
  const [row] = await db.select().from(uploadedFile).where(eq(uploadedFile.id, id));
  return row ?? null;
}

/**
 * Deletes uploaded resumes that no application refers to and that are older than `olderThan`.
 * A visitor who uploaded a file and never sent the form has not given it to the spa, and a resume
 * is personal data. Safe to run from several app servers at once: an application being written
 * holds a share lock on its upload (see `saveCareer`), so the two never cross.
 */
export async function purgeOrphanUploads(db: Database, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(uploadedFile)
    .where(
      and(
        lt(uploadedFile.createdAt, olderThan),
        notExists(
          db
            .select({ id: careerApplication.id })
            .from(careerApplication)
            .where(eq(careerApplication.resumeId, uploadedFile.id)),
        ),
      ),
    )
    .returning({ id: uploadedFile.id });
  return deleted.length;
}

export const UPLOAD_PURGE_INTERVAL_MS = 60 * 60_000;

/** Runs {@link purgeOrphanUploads} at start and then every hour, until stopped. */
export function startUploadPurge(options: {
  db: Database;
  logger: Logger;
  retentionHours: number;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const { db, logger, retentionHours, intervalMs = UPLOAD_PURGE_INTERVAL_MS } = options;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const olderThan = new Date(Date.now() - retentionHours * 60 * 60_000);
        const purged = await purgeOrphanUploads(db, olderThan);
        if (purged > 0) logger.info({ purged, retentionHours }, "purged unsent resume uploads");
      } catch (err) {
        logger.error({ err }, "purging unsent resume uploads failed; will retry");
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
