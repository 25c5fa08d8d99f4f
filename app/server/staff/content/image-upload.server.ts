/**
 * The editors' image upload (decision 0036): what the script route hands over, checked (a file,
 * within MEDIA_UPLOAD_MAX_BYTES, one of four formats by its bytes, an alt text), resized and
 * stored. Refusals are HttpErrors with the field they concern, as the upload box shows them.
 */
import type { Config } from "../../config.server";
import type { Database } from "../../db/client.server";
import { HttpError } from "../../api/http-errors.server";
import { ImageError, storeImage } from "../../content/images.server";
import { imageTooLarge } from "../sessions/http.server";
import { postedText } from "~/lib/forms/form-check";

const CHOOSE = "Choose an image first.";

export async function uploadImage(
  db: Database,
  config: Pick<Config, "MEDIA_UPLOAD_MAX_BYTES">,
  file: FormDataEntryValue | null,
  alt: FormDataEntryValue | null,
  createdBy: string,
) {
  if (!(file instanceof Blob) || file.size === 0) {
    throw new HttpError(400, CHOOSE, { image: CHOOSE });
  }
  // The page handler allowed the form around it too: the image alone is held to the limit.
  if (file.size > config.MEDIA_UPLOAD_MAX_BYTES) throw new HttpError(413, imageTooLarge(config));
  try {
    const image = await storeImage(db, {
      bytes: Buffer.from(await file.arrayBuffer()),
      alt: postedText(alt),
      createdBy,
    });
    return { message: "The image is uploaded.", image };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    throw new HttpError(400, error.message, { [error.field]: error.message });
  }
}
