import { data, Link } from "react-router";
import type { Route } from "./+types/blog-details";
import { blogSlug, formatBlogDate } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { RichHtml } from "~/components/ui/RichHtml";
import { blogImageAttrs } from "~/lib/content/image-attrs";
import { sanitizeBlogHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/blog.css";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const posts = await context.services.content.getBlogPosts();
  const wanted = params.name.toLowerCase();
  const post = posts.find((p) => blogSlug(p.post_title) === wanted);
  if (!post) {
    // The spec's empty state, answered as 404 so search engines drop a removed post.
    return data(
      { post: null, seo: await pageSeo(context, request, { title: "Blog | Stay Tuned" }) },
      { status: 404 },
    );
  }
  const copies = await context.services.content.getImageCopies([post.post_image]);
  return {
    post: {
      title: post.post_title,
      date: formatBlogDate(post.post_date),
      isoDate: post.post_date,
      // At the top of the page: not lazy. The narrow column is at most 50rem wide.
      image: blogImageAttrs(post.post_image, copies, "min(100vw - 2.5rem, 50rem)"),
      html: sanitizeBlogHtml(post.post_description),
    },
    seo: await pageSeo(context, request, {
      title: post.page_title || post.post_title,
      description: post.meta_desc || undefined,
      keywords: post.meta_key || null,
      image: post.post_image || null,
      type: "article",
      breadcrumbName: post.post_title,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function BlogDetailsRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main id="main" className="page page--blog-details">
      <div className="container container--narrow">
        <p>
          <Link to="/blog" className="text-link back-link">
            Back
          </Link>
        </p>
        {post ? (
          <article className="blog-post">
            <h1>{post.title}</h1>
            <time dateTime={post.isoDate} className="blog-card__date">
              {post.date}
            </time>
            {post.image ? (
              <img {...post.image} alt={post.image.alt} className="blog-post__image" />
            ) : null}
            <RichHtml className="prose" html={post.html} />
          </article>
        ) : (
          <p className="empty-state">Stay Tuned! Blogs Coming Soon</p>
        )}
      </div>
    </main>
  );
}
