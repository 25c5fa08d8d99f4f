/**
 * The menu category editor's action (decisions 0020, 0022): save the category in the draft, or
 * publish the draft. A save reads the post with the form's own schema and writes it with the same
 * editor rules the page checks before sending; a refusal hands the form back what was typed, with
 * the message next to each field, and stores nothing. "Save and publish" (decision 0040) then
 * publishes the draft. "Add ..." (without JavaScript) saves nothing: it hands the form back with
 * an empty item added (decision 0049).
 */
import { data } from "react-router";
import { fromEditableMenu, type StoredMenu } from "~/lib/content/menu-editing";
import {
  addedItem,
  asEditableMenu,
  fromRecordErrors,
  menuDraftFromForm,
  menuFormSchema,
  nestFields,
  type MenuDraft,
} from "~/lib/content/menu-form";
import { parseRecordPath } from "~/lib/content/records";
import { contentPublishSchema } from "~/lib/staff/schemas";
import {
  checkForm,
  formFields,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { finishSave, publishRequest } from "../save-publish.server";

const NO_SUCH_CATEGORY = "There is no such category.";
const CONFLICT =
  "Someone else saved this category meanwhile, so nothing was saved. Your changes are still below: copy what you need, reload the page to see theirs, then make yours again.";
const RELOAD = "This page is older than the category: reload it, then make your change again.";

/** What the page's forms get back when the action does not redirect. */
export type MenuActionAnswer =
  | FormAnswer<
      "save",
      {
        errors: FieldErrors;
        /** What the owner typed, for the form to show again. */
        draft: MenuDraft | null;
        /** The fingerprint the form was loaded with: a save from it stays refused if it is stale. */
        seen: string;
        /** The place of the item an "Add ..." post added (nothing is saved). */
        added?: number;
      }
    >
  | FormAnswer<"publish">;

const answer = (body: MenuActionAnswer, status: number) => data(body, { status });

/** The category the page's address names (404 for any other), and the page. */
function categoryOf(params: StaffActionArgs["params"]) {
  const path = parseRecordPath(`menus.${params.index ?? ""}`);
  if (!path) throw data(NO_SUCH_CATEGORY, { status: 404 });
  return { path, here: `/staff/content/menus/${path.key}` };
}

export const menuAction = staffAction("contentEditor", {
  publish: async ({ params, form, services, identity, done }) => {
    const { here } = categoryOf(params);
    const checked = checkForm(contentPublishSchema, formFields(form));
    const summary = checked.ok ? (checked.value.summary ?? "") : "";
    const published = await services.staff.contentWork.publish(identity.userId, summary);
    if (!published.ok)
      return answer({ intent: "publish", message: published.message }, published.status);
    return done(here, published.message);
  },
  save: async (args) => {
    const { params, form, services, identity } = args;
    const { path, here } = categoryOf(params);
    const publishing = publishRequest(form);
    const checked = checkForm(menuFormSchema, nestFields(form));
    if (!checked.ok) {
      const seen = String(form.get("seen") ?? "").slice(0, 200);
      const message = "Reload the page and make your change again.";
      return answer({ intent: "save", message, errors: {}, draft: null, seen }, 400);
    }
    const { seen } = checked.value;
    const refuse = (
      status: number,
      message: string,
      errors: FieldErrors,
      draft: MenuDraft | null,
    ) => answer({ intent: "save", message, errors, draft, seen }, status);

    const { editor, contentWork } = services.staff;
    const record = await editor.record(path);
    if (record.value === null) throw data(NO_SUCH_CATEGORY, { status: 404 });
    const stored = record.value as StoredMenu;
    const draft = menuDraftFromForm(checked.value, stored);
    // "Add ..." without JavaScript: the form as typed comes back with the empty item at its end.
    if (form.has("add")) {
      const item = addedItem(stored.menu_title, form.get("add"));
      if (!draft || !item) return refuse(400, RELOAD, {}, draft);
      const items = [...draft.items, item];
      return answer(
        {
          intent: "save",
          message: "",
          errors: {},
          draft: { ...draft, items },
          seen,
          added: draft.items.length,
        },
        200,
      );
    }
    // Checked again when it is written; first here, so that the answer is about the conflict.
    if (record.seen !== seen) return refuse(409, CONFLICT, {}, draft);
    if (!draft) return refuse(409, RELOAD, {}, null);
    if (publishing && "refused" in publishing) {
      return refuse(400, VALIDATION_MESSAGE, { publishNote: publishing.refused }, draft);
    }
    const written = fromEditableMenu(asEditableMenu(draft, stored));
    if (written.errors) return refuse(400, VALIDATION_MESSAGE, written.errors, draft);
    const saved = await contentWork.save(path, seen, written.value, identity.userId);
    if (!saved.ok) {
      return refuse(saved.status, saved.message, fromRecordErrors(saved.errors ?? {}), draft);
    }
    const notice = "Saved in the draft. Publish now puts it on the site.";
    return finishSave(args, publishing, path, here, notice);
  },
});
