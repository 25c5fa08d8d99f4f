/**
 * The blog post editor's form (/staff/content/blog/:index): one post as posted, every field
 * checked with the shared `blogPostSchema`'s rules (so the messages are the content's), and the
 * post stored from it. The body comes from the rich-text editor's hidden field: a page without
 * JavaScript posts it as it was loaded, so an untouched post keeps its text.
 */
import { z } from "zod/mini";
import { blogPostSchema, type Content } from "~/lib/content/schemas";
import type { RecordForm } from "../record-form";

export type BlogPost = Content["blog"][number];

const post = blogPostSchema.shape;

export const blogPostFormSchema = z.object({
  seen: z.string(),
  post_title: post.post_title,
  post_date: post.post_date,
  post_image: post.post_image,
  page_title: post.page_title,
  meta_desc: post.meta_desc,
  meta_key: post.meta_key,
  post_description: post.post_description,
});

export const blogPostForm: RecordForm<typeof blogPostFormSchema> = {
  schema: blogPostFormSchema,
  toRecord: ({ seen: _seen, ...fields }): BlogPost => fields,
};
