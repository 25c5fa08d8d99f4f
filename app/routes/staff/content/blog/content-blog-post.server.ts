/**
 * The blog post editor's action (decision 0020): saves the post this page edits in the draft,
 * from the form as posted, with or without JavaScript (`recordSaveAction`: the form's own schema,
 * the content service's sanitizing and stale-page check, the notice after the redirect). A post
 * naming another record than the page's is refused: its answer would reach no form on this page.
 */
import { data } from "react-router";
import { parseRecordPath, recordPathText } from "~/lib/content/records";
import { blogPostForm } from "./blog-form";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { saveRecord } from "~/routes/staff/content/record-action.server";

const postPage = (index: string) => `/staff/content/blog/${index}`;

const savePost = saveRecord({ blog: blogPostForm }, (params) =>
  postPage(parseRecordPath(`blog.${params.index}`)?.key ?? ""),
);

export const blogPostAction = staffAction("contentEditor", {
  save: (args) => {
    const path = parseRecordPath(`blog.${args.params.index}`);
    if (!path?.key || args.form.get("record") !== recordPathText(path)) {
      throw data("This form is for another post. Reload the page and try again.", { status: 400 });
    }
    return savePost(args);
  },
});
