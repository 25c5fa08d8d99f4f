/**
 * Site content's action (decision 0020): publish the draft with a note for the history, or
 * discard it once the second step (`?confirm=discard`) has been confirmed.
 */
import { data } from "react-router";
import { contentPublishSchema } from "~/lib/staff/schemas";
import { checkForm, formFields, unconfirmed } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

const HERE = "/staff/content";

/** What the page's forms get back when the action does not redirect. */
export type ContentActionAnswer = FormAnswer<"publish" | "discard">;

const answer = (body: ContentActionAnswer, status: number) => data(body, { status });

export const contentAction = staffAction("contentEditor", {
  publish: async ({ form, services, identity, done }) => {
    const checked = checkForm(contentPublishSchema, formFields(form));
    if (!checked.ok) {
      const message = checked.errors.summary ?? "Reload the page and try again.";
      return answer({ intent: "publish", message, errors: checked.errors }, 400);
    }
    const { contentWork } = services.staff;
    const published = await contentWork.publish(identity.userId, checked.value.summary ?? "");
    if (!published.ok) {
      return answer({ intent: "publish", message: published.message }, published.status);
    }
    return done(HERE, published.message);
  },
  discard: async ({ form, services, done }) => {
    // The button of the second step sends it: a post without it was not confirmed.
    const refusal = unconfirmed(form, "Confirm on the second step that the draft is discarded.");
    if (refusal) return answer({ intent: "discard", ...refusal }, 400);
    await services.staff.editor.discard();
    return done(HERE, "The draft is discarded.");
  },
});
