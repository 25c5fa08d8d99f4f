/**
 * The rich-text editor's image upload (decision 0036): a script route, the image and its alt text
 * posted as a form with `fetch` (the preview needs JavaScript anyway). The staff layout's
 * middleware has checked the origin and the session's token and read the form; the page handler
 * read the body within MEDIA_UPLOAD_MAX_BYTES (and a little for the form around it) as it came.
 */
import { postOnly } from "~/routes/staff/shared/script-route.server";
import { scriptAction } from "~/routes/staff/shared/staff-action.server";

export const loader = postOnly;

/** Checked by its bytes (JPEG, PNG, WebP or AVIF), resized, stored (image-upload.server.ts). */
export const action = scriptAction("contentEditor", ({ form, services, identity }) =>
  services.staff.uploadImage(form.get("image"), form.get("alt"), identity.userId),
);
