import { createHash } from "node:crypto";
import path from "node:path";
import { and, eq, lt, notExists, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database, Transaction } from "../db/client.server";
import { lead, uploadedFile } from "../db/schema.server";
import type { Logger } from "../logger.server";

import { RESUME_TYPES, type ResumeKind } from "~/lib/forms/resume";

export { RESUME_TYPES, type ResumeKind };

import { hasResumeStructure } from "./resume-format.server";
import { startRepeatingJob } from "../repeating-job.server";

const KIND_OF_FILE_TYPE: Record<string, ResumeKind> = { pdf: "pdf", docx: "docx", cfb: "doc" };

/**
 * Recognises a resume by its bytes, never by its name or the browser's claimed type: the
 * signature says which format it claims to be, and the format's structure must be there too,
 * so a renamed executable, or "%PDF" followed by anything, is refused.
 */
export async function detectResumeKind(bytes: Buffer): Promise<ResumeKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  const kind = type ? KIND_OF_FILE_TYPE[type.ext] : undefined;
  return kind && hasResumeStructure(kind, bytes) ? kind : null;
}

/**
 * `resume_` + the base name the visitor chose, stripped of paths and control characters (which a
 * file name never needs, and PostgreSQL refuses as NUL), capped before any pattern runs.
 */
export function resumeFileName(originalName: string): string {
  const base = path
    .basename(originalName.slice(0, 1000).replaceAll("\\", "/"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(-150);
  return `resume_${base || "file"}`;
}

export const uploadReference = (id: string) => `upload:${id}`;
export const uploadIdFromReference = (reference: string) => reference.replace(/^upload:/, "");

/** Refused because the uploads not yet sent with an application would exceed their ceiling. */
export class UploadCeilingError extends Error {
  override name = "UploadCeilingError";
  constructor(readonly pendingBytes: number) {
    super("pending uploads would exceed their ceiling");
  }
}

/** Serialises the ceiling check and insert across app servers (one key for the whole table). */
const UPLOAD_CEILING_LOCK = 0x5e5e_0001;

/** Bytes of the uploads that no application refers to yet. */
export async function pendingUploadBytes(db: Database | Transaction): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedFile.sizeBytes}), 0)` })
    .from(uploadedFile)
    .where(
      notExists(db.select({ id: lead.id }).from(lead).where(eq(lead.resumeId, uploadedFile.id))),
    );
  return Number(row?.bytes ?? 0);
}

/**
 * Stores an upload unless the uploads not yet sent with an application would then exceed
 * `pendingLimitBytes`: without a ceiling, one address could fill the disk in a day (uploads need
 * no captcha and are kept for UPLOAD_RETENTION_HOURS), and a full disk stops every lead.
 */
export async function storeResume(
  db: Database,
  file: { bytes: Buffer; originalName: string; kind: ResumeKind; pendingLimitBytes?: number },
): Promise<{ id: string; fileName: string }> {
  const fileName = resumeFileName(file.originalName);
  const row = await db.transaction(async (tx) => {
    if (file.pendingLimitBytes !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_CEILING_LOCK})`);
      const pending = await pendingUploadBytes(tx);
      if (pending + file.bytes.length > file.pendingLimitBytes) {
        throw new UploadCeilingError(pending);
      }
    }
    const [inserted] = await tx
      .insert(uploadedFile)
      .values({
        originalName: fileName,
        contentType: RESUME_TYPES[file.kind],
        sizeBytes: file.bytes.length,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        content: file.bytes,
      })
      .returning({ id: uploadedFile.id });
    return inserted;
  });
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
        notExists(db.select({ id: lead.id }).from(lead).where(eq(lead.resumeId, uploadedFile.id))),
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
  return startRepeatingJob({
    intervalMs,
    logger,
    failure: "purging unsent resume uploads failed; will retry",
    async run() {
      const olderThan = new Date(Date.now() - retentionHours * 60 * 60_000);
      const purged = await purgeOrphanUploads(db, olderThan);
      if (purged > 0) logger.info({ purged, retentionHours }, "purged unsent resume uploads");
    },
  });
}
