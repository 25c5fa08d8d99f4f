/**
 * Public pages as they will look once the draft is published, for a signed-in owner with the
 * preview cookie (lib/staff/preview.ts): the same loaders, fed the draft through the same content
 * view as the live site, so the preview shows exactly what publishing would.
 */
import type { ContentEditor } from "./editor.server";
import { serveView, type ContentService } from "./service.server";
import { createContentView, type ContentView } from "./view.server";

/** A content service over the draft, read once for the request that asks. */
export function previewContent(editor: ContentEditor): ContentService {
  let view: Promise<ContentView> | undefined;
  return serveView(
    () => (view ??= editor.draft().then((draft) => createContentView(draft.content))),
    undefined,
    undefined,
    editor.imageCopies,
  );
}
