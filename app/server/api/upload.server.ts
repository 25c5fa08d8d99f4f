import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import type { Services } from "../services.server";
import {
  detectResumeKind,
  storeResume,
  UploadCeilingError,
  uploadReference,
} from "../leads/uploads.server";
import { HttpError } from "./http-errors.server";

const RESUME_TYPE_MESSAGE = "Only PDF, DOC and DOCX files are accepted.";
const UPLOADS_PAUSED_MESSAGE =
  "We cannot accept resumes online just now. Please try again tomorrow, or bring your resume to the spa.";

/** Multer's refusals of a body that is larger than a resume upload needs. */
const TOO_MUCH: ReadonlySet<string> = new Set([
  "LIMIT_FIELD_VALUE",
  "LIMIT_FIELD_COUNT",
  "LIMIT_FIELD_KEY",
  "LIMIT_PART_COUNT",
  "LIMIT_FILE_COUNT",
]);

/**
 * Reads one file from multipart/form-data into `req.file` (text fields into `req.body`). Every
 * limit is enforced on the stream as it arrives (chunked bodies too): the file's bytes, and the
 * few small text fields a client may send alongside. File names arrive as UTF-8.
 */
export function readFileUpload(options: { field: string; maxBytes: number; what: string }) {
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: "utf8",
    limits: {
      fileSize: options.maxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 20,
    },
  }).single(options.field);
  const maxMegabytes = Math.round((options.maxBytes / 1024 / 1024) * 10) / 10;

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data")) {
      next(
        new HttpError(
          415,
          `Send the ${options.what} as multipart/form-data in the field ${options.field}.`,
        ),
      );
      return;
    }
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") {
          next(new HttpError(413, `The file is too large: the limit is ${maxMegabytes} MB.`));
        } else if (TOO_MUCH.has(error.code)) {
          next(new HttpError(413, "The upload carries too many or too large fields."));
        } else if (error.code === "LIMIT_UNEXPECTED_FILE") {
          next(new HttpError(400, `Send one ${options.what} file in the field ${options.field}.`));
        } else {
          next(new HttpError(400, `The upload could not be read (${error.code}).`));
        }
        return;
      }
      if (error) {
        next(new HttpError(400, "The upload could not be read."));
        return;
      }
      next();
    });
  };
}

export const readResumeUpload = (config: Services["config"]) =>
  readFileUpload({ field: "file_upload", maxBytes: config.UPLOAD_MAX_BYTES, what: "resume" });

/** Checks the uploaded file's format and stores it under the pending-uploads ceiling. */
export async function acceptResumeUpload(services: Services, req: Request) {
  const { config, logger } = services;
  const file = req.file;
  if (!file || file.size === 0) throw new HttpError(400, "Please select a file first!");
  const kind = await detectResumeKind(file.buffer);
  if (!kind) {
    throw new HttpError(400, RESUME_TYPE_MESSAGE, { file_upload: RESUME_TYPE_MESSAGE });
  }
  let stored: { id: string; fileName: string };
  try {
    stored = await storeResume(services.database.db, {
      bytes: file.buffer,
      originalName: file.originalname,
      kind,
      pendingLimitBytes: config.UPLOAD_PENDING_MAX_BYTES,
    });
  } catch (error) {
    if (!(error instanceof UploadCeilingError)) throw error;
    logger.error(
      { pendingBytes: error.pendingBytes, limitBytes: config.UPLOAD_PENDING_MAX_BYTES },
      "resume uploads refused: unsent uploads reached UPLOAD_PENDING_MAX_BYTES",
    );
    throw new HttpError(503, UPLOADS_PAUSED_MESSAGE);
  }
  return {
    message: `File uploaded successfully: ${stored.fileName}`,
    url: uploadReference(stored.id),
    file_name: stored.fileName,
  };
}
