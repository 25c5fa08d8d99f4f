/**
 * Handlers of the staff endpoints that edit the site's content (decision 0012): save a record of
 * the draft, publish, discard. Restoring a version is a route action (routes/staff/content-restore.ts).
 */
import type { Request } from "express";
import { parseRecordPath } from "~/lib/content/records";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import { ImageError, storeImage } from "../content/images.server";
import type { Services } from "../services.server";
import type { ContentRefusal } from "./content-work.server";
import { signedIn } from "./http.server";

type ContentHandlerId = "staffContentSave" | "staffContentPublish" | "staffContentDiscard";

function recordOf(raw: unknown) {
  const path = typeof raw === "string" ? parseRecordPath(raw) : undefined;
  if (!path) throw new HttpError(404, "There is no such part of the site to edit.");
  return path;
}

/** A success as the API's answer; a refusal as its error. */
function answered<T extends { ok: true }>(result: T | ContentRefusal): Omit<T, "ok"> {
  if (!result.ok) throw new HttpError(result.status, result.message, result.errors);
  const { ok: _ok, ...body } = result;
  return body;
}

export function createContentHandlers(services: Services): Pick<Handlers, ContentHandlerId> {
  const { editor, contentWork } = services.staff;

  return {
    async staffContentSave(input, req: Request) {
      const identity = signedIn(req);
      const path = recordOf(req.params.record);
      return answered(await contentWork.save(path, input.seen, input.value, identity.userId));
    },

    async staffContentPublish(input, req: Request) {
      const identity = signedIn(req);
      return answered(await contentWork.publish(identity.userId, input.summary ?? ""));
    },

    async staffContentDiscard(_input, req: Request) {
      signedIn(req);
      await editor.discard();
      return { message: "The draft is discarded." };
    },
  };
}

/** The staff's image upload: checked, resized, stored (content/images.server.ts). */
export function createImageHandlers(services: Services): Pick<Handlers, "staffImageUpload"> {
  return {
    async staffImageUpload(_input, req: Request) {
      const identity = signedIn(req);
      const file = req.file;
      if (!file || file.size === 0) {
        throw new HttpError(400, "Choose an image first.", { image: "Choose an image first." });
      }
      const alt = (req.body as { alt?: unknown }).alt;
      try {
        const image = await storeImage(services.database.db, {
          bytes: file.buffer,
          alt: typeof alt === "string" ? alt : "",
          createdBy: identity.userId,
        });
        return { message: "The image is uploaded.", image };
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        throw new HttpError(400, error.message, { [error.field]: error.message });
      }
    },
  };
}
