/**
 * Structural checks of a resume beyond its first bytes. `file-type` recognises a format from its
 * signature, so "%PDF" followed by anything passed; these checks look for the parts every reader
 * needs (a PDF's trailer, a DOCX's ZIP directory naming the Word document, a DOC's compound-file
 * header). They are bounded scans over fixed-size regions: no parsing of content, no patterns, so
 * a hostile file costs microseconds.
 */
import type { ResumeKind } from "~/lib/forms/resume";

const ascii = (text: string) => Buffer.from(text, "latin1");

/** How far from the end a PDF's `startxref` / `%%EOF` may sit (writers append whitespace). */
const PDF_TAIL_BYTES = 1024;

function isWellFormedPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).toString("latin1").startsWith("%PDF-")) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES));
  const eof = tail.lastIndexOf(ascii("%%EOF"));
  const startXref = tail.lastIndexOf(ascii("startxref"));
  if (eof < 0 || startXref < 0 || startXref > eof) return false;
  // `startxref`, line break, the byte offset of the cross-reference section, line break, %%EOF.
  const offset = tail
    .subarray(startXref + "startxref".length, eof)
    .toString("latin1")
    .trim();
  if (offset.length === 0 || offset.length > 12) return false;
  for (const char of offset) if (char < "0" || char > "9") return false;
  return Number(offset) < bytes.length;
}

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH_BYTES = 22 + 0xffff;
const ZIP_MAX_ENTRIES = 10_000;

/** Entry names of a ZIP's central directory, or null when the directory is not intact. */
function zipEntryNames(bytes: Buffer): Set<string> | null {
  const searchFrom = Math.max(0, bytes.length - ZIP_END_SEARCH_BYTES);
  let end = -1;
  for (let i = bytes.length - 22; i >= searchFrom; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (entries === 0 || entries > ZIP_MAX_ENTRIES) return null;
  if (directoryStart + directorySize > end) return null;
  const names = new Set<string>();
  let at = directoryStart;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return null;
    names.add(bytes.subarray(at + 46, nameEnd).toString("utf8"));
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}

function isWellFormedDocx(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && names.has("[Content_Types].xml") && names.has("word/document.xml");
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A legacy .doc is an OLE compound file whose directory names the "WordDocument" stream.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

function isWellFormedDoc(bytes: Buffer): boolean {
  if (bytes.length < 1024 || !bytes.subarray(0, 8).equals(CFB_SIGNATURE)) return false;
  const byteOrder = bytes.readUInt16LE(28);
  const majorVersion = bytes.readUInt16LE(26);
  const sectorShift = bytes.readUInt16LE(30);
  // Version 3 files use 512-byte sectors, version 4 files 4,096-byte ones.
  const validSectors =
    (majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12);
  if (byteOrder !== 0xfffe || !validSectors) return false;
  const sectorSize = 2 ** sectorShift;
  // The file is the 512-byte header (padded to a sector) followed by whole sectors.
  const headerSize = Math.max(512, sectorSize);
  if ((bytes.length - headerSize) % sectorSize !== 0) return false;
  const firstDirectorySector = bytes.readUInt32LE(48);
  if (headerSize + firstDirectorySector * sectorSize >= bytes.length) return false;
  return bytes.includes(WORD_STREAM);
}

const CHECKS: Record<ResumeKind, (bytes: Buffer) => boolean> = {
  pdf: isWellFormedPdf,
  docx: isWellFormedDocx,
  doc: isWellFormedDoc,
};

/** True when the bytes that `file-type` recognised as `kind` also have that format's structure. */
export function hasResumeStructure(kind: ResumeKind, bytes: Buffer): boolean {
  try {
    return CHECKS[kind](bytes);
  } catch {
    // A read past the end of a truncated file: not well formed.
    return false;
  }
}
