import { createHash } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../db/client.server";
import { uploadedFile } from "../db/schema.server";

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
