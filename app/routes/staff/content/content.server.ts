/**
 * Site content's action (decision 0020): publish the draft with a note for the history, or
 * discard it once the second step (`?confirm=discard`) has been confirmed. The staff layout's
 * middleware has already checked the origin and the session's token and read the form.
 */
import { data, type ActionFunctionArgs } from "react-router";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { contentPublishSchema } from "~/lib/staff/schemas";
import {
  checkForm,
  formFields,
  unconfirmed,
} from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

const HERE = "/staff/content";

/** What the page's forms get back when the action does not redirect. */
export type ContentActionAnswer = FormAnswer<"publish" | "discard">;

const answer = (body: ContentActionAnswer, status: number) => data(body, { status });

export async function contentAction({ request, context }: ActionFunctionArgs) {
  const identity = requireContentEditor(context, request);
  const form = context.get(staffFormContext);

  switch (form.get("intent")) {
    case "publish": {
      const checked = checkForm(contentPublishSchema, formFields(form));
      if (!checked.ok) {
        const message = checked.errors.summary ?? "Reload the page and try again.";
        return answer({ intent: "publish", message, errors: checked.errors }, 400);
      }
      const { contentWork } = context.services.staff;
      const published = await contentWork.publish(identity.userId, checked.value.summary ?? "");
      if (!published.ok) {
        return answer({ intent: "publish", message: published.message }, published.status);
      }
      return redirectWithNotice(request, identity, HERE, published.message);
    }
    case "discard": {
      // The button of the second step sends it: a post without it was not confirmed.
      const refusal = unconfirmed(form, "Confirm on the second step that the draft is discarded.");
      if (refusal) return answer({ intent: "discard", ...refusal }, 400);
      await context.services.staff.editor.discard();
      return redirectWithNotice(request, identity, HERE, "The draft is discarded.");
    }
    default:
      return answer({ intent: "publish", message: "Reload the page and try again." }, 400);
  }
}
