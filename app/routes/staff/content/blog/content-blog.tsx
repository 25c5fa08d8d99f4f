import { Link } from "react-router";
import type { Route } from "./+types/content-blog";
import { staffMeta } from "~/routes/staff/shared/meta";
import { calendarDayWords } from "~/lib/staff/dates";
import { requireContentEditor } from "~/routes/staff/shared/guard";

export const meta: Route.MetaFunction = () => staffMeta("Blog | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const draft = await context.services.staff.editor.draft();
  return {
    // Newest first (issue 35), whatever order they were written in; a post keeps its own address.
    posts: draft.content.blog
      .map((post, index) => ({
        index,
        title: post.post_title,
        date: post.post_date,
        dateWords: calendarDayWords(post.post_date),
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.index - a.index),
  };
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <h1>Blog</h1>
      <p>
        <Link className="button" to={`/staff/content/blog/${posts.length}`}>
          Write a new post
        </Link>
      </p>
      <ul className="staff-accounts" aria-label="Posts, newest first">
        {posts.map((post) => (
          <li key={post.index} className="staff-card staff-card-link">
            <Link to={`/staff/content/blog/${post.index}`} className="staff-row">
              {post.title}
            </Link>
            <time dateTime={post.date}>{post.dateWords}</time>
          </li>
        ))}
      </ul>
    </>
  );
}
