/**
 * The staff endpoint that stays in the JSON API for the site's content: the rich-text editor's
 * image upload (it needs JavaScript anyway). Saving, publishing, discarding and restoring are the
 * editor pages' route actions (decision 0020).
 */
import type { Request } from "express";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import { ImageError, storeImage } from "../content/images.server";
import type { Services } from "../services.server";
import { signedIn } from "./http.server";

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
