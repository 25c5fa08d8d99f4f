import { Link } from "react-router";
import type { Route } from "./+types/blog";
import {
  BLOG_DESCRIPTION_MAX,
  BLOG_TITLE_MAX,
  blogSlug,
  formatBlogDate,
  stripHtml,
  truncate,
} from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { Banner } from "~/components/ui/RichHtml";
import { blogImageAttrs } from "~/lib/content/image-attrs";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/blog.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const [salon, posts] = await Promise.all([content.getSalon(), content.getBlogPosts()]);
  const copies = await content.getImageCopies(posts.map((post) => post.post_image));
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.blog_banner ?? ""),
    posts: posts.map((post) => ({
      id: post.post_id,
      title: post.post_title,
      shortTitle: truncate(post.post_title, BLOG_TITLE_MAX),
      date: formatBlogDate(post.post_date),
      isoDate: post.post_date,
      // The cards are at most about 24rem wide.
      image: blogImageAttrs(post.post_image, copies, "(min-width: 768px) 24rem, 100vw"),
      excerpt: truncate(stripHtml(post.post_description), BLOG_DESCRIPTION_MAX),
      slug: blogSlug(post.post_title),
    })),
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { bannerHtml, posts } = loaderData;
  return (
    <main id="main" className="page page--blog">
      <Banner html={bannerHtml} fallbackTitle="Blog" />
      <section className="section" aria-label="Blog posts">
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">Stay Tuned! Blogs Coming Soon</p>
          ) : (
            <ul className="blog-grid">
              {posts.map((post) => (
                <li key={post.id} className="blog-card">
                  {post.image ? (
                    <img {...post.image} alt={post.image.alt} loading="lazy" decoding="async" />
                  ) : null}
                  <div className="blog-card__body">
                    <h2 className="blog-card__title" title={post.title}>
                      {post.shortTitle}
                    </h2>
                    <time dateTime={post.isoDate} className="blog-card__date">
                      {post.date}
                    </time>
                    <p>{post.excerpt}</p>
                    <Link to={`/blog-details/${post.slug}`} className="text-link">
                      Read More<span className="visually-hidden">: {post.title}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </main>
  );
}
