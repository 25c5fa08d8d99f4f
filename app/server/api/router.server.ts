import express, { type NextFunction, type Request, type Response } from "express";
import multer from "multer";
import { z } from "zod/mini";
import { TREATMENT_KEYS, type TreatmentKey } from "~/lib/api-types";
import {
  careerApplicationSchema,
  consultationLeadSchema,
  contactEnquirySchema,
  fieldErrors,
  treatmentLeadSchema,
} from "~/lib/schemas";
import type { Services } from "../services.server";
import { CAPTCHA_FAILED_MESSAGE } from "../captcha/index.server";
import type { AcceptedCaptcha } from "../leads/service.server";
import { CaptchaReplayError, UnknownUploadError } from "../leads/service.server";
import {
  detectResumeKind,
  storeResume,
  UploadCeilingError,
  uploadReference,
} from "../leads/uploads.server";
import type { LeadForm } from "../db/schema.server";
import {
  HttpError,
  isInputRefusedByDatabase,
  SUCCESS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNSTORABLE_INPUT_MESSAGE,
  VALIDATION_MESSAGE,
} from "./http-errors.server";

const RESUME_TYPE_MESSAGE = "Only PDF, DOC and DOCX files are accepted.";
const UPLOADS_PAUSED_MESSAGE =
  "We cannot accept resumes online just now. Please try again tomorrow, or bring your resume to the spa.";
import { SALON_ID } from "~/lib/constants";
import { buildOpenApiDocument } from "./openapi.server";
import { reviewsPageSchema } from "./reviews-query.server";
import { createRateLimiter } from "./rate-limit.server";

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Express 5 forwards rejected promises to the error handler; this only adds the type. */
const route = (handler: Handler) => (req: Request, res: Response) => handler(req, res);

function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.core.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) throw new HttpError(400, VALIDATION_MESSAGE, fieldErrors(result.error));
  return result.data;
}

function requireJson(req: Request) {
  if (!req.is("application/json")) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
}

/** The page the visitor was on: the form says so, or the browser's same-site Referer does. */
function sourcePageOf(req: Request, declared: string | undefined): string {
  if (declared) return declared;
  const referer = req.get("referer");
  if (!referer) return "";
  try {
    const url = new URL(referer);
    return url.host === req.get("host") ? url.pathname : "";
  } catch {
    return "";
  }
}

export function createApiRouter(services: Services) {
  const { config, content, leads, captcha, logger } = services;
  const router = express.Router();
  router.use(express.json({ limit: config.BODY_LIMIT_BYTES, type: "application/json" }));
  router.use((_req, res, next) => {
    // API answers are data, not pages: never cached by shared caches unless a route says so.
    res.set("Cache-Control", "no-store");
    next();
  });

  // Per-IP limits, attached to the route definitions themselves: whatever spelling of a path
  // Express routes to a handler (any case, a trailing slash) passes that handler's limit. Tight on
  // the forms and uploads (people send one or two), looser on paging and captcha challenges.
  const limiter = (name: string, max: number) =>
    createRateLimiter({
      db: services.database.db,
      logger,
      name,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      max,
    });
  const formLimit = limiter("forms", config.RATE_LIMIT_FORM_POSTS);
  const otherLimit = limiter("posts", config.RATE_LIMIT_OTHER_POSTS);
  const challengeLimit = limiter("challenges", config.RATE_LIMIT_CAPTCHA_CHALLENGES);

  const publicJson = (res: Response, body: unknown) => {
    res.set("Cache-Control", `public, max-age=${config.CONTENT_CACHE_SECONDS}`);
    res.json(body);
  };

  async function acceptCaptcha(
    req: Request,
    token: string,
    field = "captcha",
  ): Promise<AcceptedCaptcha> {
    const verdict = await captcha.verify(token, req.ip);
    if (!verdict.ok) {
      logger.info({ reason: verdict.reason, path: req.path }, "captcha refused");
      throw new HttpError(400, CAPTCHA_FAILED_MESSAGE, { [field]: CAPTCHA_FAILED_MESSAGE });
    }
    return verdict;
  }

  /**
   * The forms carry a hidden "website" field that people never see. A filled one is a bot: answer
   * exactly as for a stored lead, store nothing, and do not spend a captcha solution.
   */
  function caughtByHoneypot(req: Request, res: Response): boolean {
    const trap = (req.body as { website?: unknown } | undefined)?.website;
    if (typeof trap !== "string" || trap.trim() === "") return false;
    logger.info({ path: req.path }, "honeypot filled: submission dropped");
    res.status(200).json({ message: SUCCESS_MESSAGE });
    return true;
  }

  /** Runs a lead write and turns its known refusals into 4xx answers. */
  async function saveLead(res: Response, write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      if (error instanceof CaptchaReplayError) {
        throw new HttpError(400, CAPTCHA_FAILED_MESSAGE, { captcha: CAPTCHA_FAILED_MESSAGE });
      }
      if (error instanceof UnknownUploadError) {
        throw new HttpError(400, VALIDATION_MESSAGE, { url: "Please upload a resume file" });
      }
      throw error;
    }
    res.status(200).json({ message: SUCCESS_MESSAGE });
  }

  // ------------------------------------------------------------ content (GET)

  router.get(
    "/homewebsettings",
    route(async (_req, res) => publicJson(res, await content.getSalon())),
  );
  router.get(
    "/wsmenu",
    route(async (_req, res) => publicJson(res, await content.getMenus())),
  );
  router.get(
    "/menuactionssub/:menuId",
    route(async (req, res) => {
      const raw = String(req.params.menuId);
      if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, "menuId must be a whole number.");
      const items = await content.getSubMenu(Number(raw));
      if (!items) throw new HttpError(404, `No menu with id ${raw}.`);
      publicJson(res, items);
    }),
  );
  router.get(
    "/membershipData",
    route(async (_req, res) => publicJson(res, await content.getMemberships())),
  );
  router.get(
    "/wsspecials",
    route(async (_req, res) => publicJson(res, await content.getSpecials())),
  );
  router.get(
    "/webpopup",
    route(async (_req, res) => publicJson(res, await content.getPopups())),
  );
  router.get(
    "/wsreviews",
    route(async (_req, res) => publicJson(res, await content.getReviewsSummary())),
  );
  router.get(
    "/blogSalonData",
    route(async (_req, res) => publicJson(res, await content.getBlogPosts())),
  );

  const treatmentPath: Record<TreatmentKey, string> = {
    melasma: "Melasma",
    laser: "Laser",
    tattoo: "Tattoo",
    intense: "Intense",
  };
  for (const treatment of TREATMENT_KEYS) {
    router.get(
      `/faq${treatmentPath[treatment]}`,
      route(async (_req, res) => publicJson(res, await content.getFaq(treatment))),
    );
    router.get(
      `/gallery${treatmentPath[treatment]}`,
      route(async (_req, res) => publicJson(res, await content.getGallery(treatment))),
    );
  }

  router.post(
    "/wsreviewsPost",
    otherLimit,
    route(async (req, res) => {
      requireJson(req);
      const query = parse(reviewsPageSchema, req.body);
      if (query.salon_id !== SALON_ID)
        throw new HttpError(404, `No salon with id ${query.salon_id}.`);
      res.json(await content.getReviewsPage(query.offset, query.limit));
    }),
  );

  // ------------------------------------------------------------ captcha

  router.get(
    "/captcha/challenge",
    challengeLimit,
    route(async (_req, res) => {
      if (!("createChallenge" in captcha)) {
        throw new HttpError(404, "This site uses reCAPTCHA; there is no challenge to fetch.");
      }
      res.json(await captcha.createChallenge());
    }),
  );

  // ------------------------------------------------------------ leads (POST)

  router.post(
    "/contactdata",
    formLimit,
    route(async (req, res) => {
      requireJson(req);
      if (caughtByHoneypot(req, res)) return;
      const input = parse(contactEnquirySchema, req.body);
      const accepted = await acceptCaptcha(req, input.captcha);
      await saveLead(res, () =>
        leads.saveContact(input, accepted, sourcePageOf(req, input.source_page)),
      );
    }),
  );

  router.post(
    "/careerdata",
    formLimit,
    route(async (req, res) => {
      requireJson(req);
      if (caughtByHoneypot(req, res)) return;
      const input = parse(careerApplicationSchema, req.body);
      const accepted = await acceptCaptcha(req, input.captcha);
      await saveLead(res, () =>
        leads.saveCareer(input, accepted, sourcePageOf(req, input.source_page)),
      );
    }),
  );

  const leadEndpoints: [
    string,
    LeadForm,
    typeof consultationLeadSchema | typeof treatmentLeadSchema,
  ][] = [
    ["/LadingFormdata", "treatment", treatmentLeadSchema],
    ["/LadingFormdataConsultation", "consultation", consultationLeadSchema],
    ["/LadingFormdataConsultationIPL", "consultation_ipl", consultationLeadSchema],
  ];
  for (const [path, form, schema] of leadEndpoints) {
    router.post(
      path,
      formLimit,
      route(async (req, res) => {
        requireJson(req);
        if (caughtByHoneypot(req, res)) return;
        const input = parse(schema, req.body);
        const accepted = await acceptCaptcha(req, input.captcha);
        await saveLead(res, () =>
          leads.saveLead(form, input, accepted, sourcePageOf(req, input.source_page)),
        );
      }),
    );
  }

  // ------------------------------------------------------------ resume upload

  // Every limit is enforced on the stream as it arrives (chunked bodies too): the file's bytes,
  // and the few small text fields a client may send alongside. File names arrive as UTF-8.
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: "utf8",
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 20,
    },
  }).single("file_upload");
  const maxMegabytes = Math.round((config.UPLOAD_MAX_BYTES / 1024 / 1024) * 10) / 10;

  router.post(
    "/wswebsiteinfo/uploadFilesFromWebsites",
    formLimit,
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.is("multipart/form-data")) {
        next(
          new HttpError(415, "Send the resume as multipart/form-data in the field file_upload."),
        );
        return;
      }
      upload(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError) {
          if (error.code === "LIMIT_FILE_SIZE") {
            next(new HttpError(413, `The file is too large: the limit is ${maxMegabytes} MB.`));
          } else if (error.code === "LIMIT_UNEXPECTED_FILE") {
            next(new HttpError(400, "Send one resume file in the field file_upload."));
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
    },
    route(async (req, res) => {
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
      res.status(200).json({
        message: `File uploaded successfully: ${stored.fileName}`,
        url: uploadReference(stored.id),
        file_name: stored.fileName,
      });
    }),
  );

  // ------------------------------------------------------------ documentation and fallbacks

  const openApi = buildOpenApiDocument(config.SITE_URL);
  router.get("/openapi.json", (_req, res) => publicJson(res, openApi));

  router.use((req, _res, next) => {
    next(new HttpError(404, `No API endpoint ${req.method} ${req.baseUrl}${req.path}.`));
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = describeError(error, req.method);
    if (status >= 500) logger.error({ err: error, path: req.path }, "API request failed");
    else if (isInputRefusedByDatabase(error)) {
      logger.warn({ err: error, path: req.path }, "database refused the values of a request");
    }
    res.status(status).json(body);
  });

  return router;
}

/** Maps any error to a status and a body that is safe to show: never a stack trace. */
function describeError(
  error: unknown,
  method: string,
): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message },
    };
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === "entity.parse.failed") {
    return { status: 400, body: { message: "The request body is not valid JSON." } };
  }
  if (type === "entity.too.large") {
    return { status: 413, body: { message: "The request body is too large." } };
  }
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return { status: 415, body: { message: "The request body's encoding is not supported." } };
  }
  if (isInputRefusedByDatabase(error)) {
    return { status: 400, body: { message: UNSTORABLE_INPUT_MESSAGE } };
  }
  const statusFromError = (error as { status?: number } | null)?.status;
  if (typeof statusFromError === "number" && statusFromError >= 400 && statusFromError < 500) {
    return { status: statusFromError, body: { message: "The request could not be read." } };
  }
  // Anything else is ours (most often the database briefly away): say so without details.
  const message =
    method === "GET"
      ? "This information is briefly unavailable. Please try again."
      : UNAVAILABLE_MESSAGE;
  return { status: 503, body: { message } };
}
