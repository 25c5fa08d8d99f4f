import type { ElementType } from "react";

/**
 * Renders HTML that the loader has already sanitized on the server (app/server/html). Never pass
 * raw database HTML here.
 */
export function RichHtml({
  html,
  as: Tag = "div",
  className,
}: {
  html: string;
  as?: ElementType;
  className?: string;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page banner: the sanitized banner fragment (image, heading, tagline) from website_settings. */
export function Banner({ html, fallbackTitle }: { html: string; fallbackTitle: string }) {
  if (!html.trim()) {
    return (
      <div className="banner banner--plain">
        <h1>{fallbackTitle}</h1>
      </div>
    );
  }
  return <RichHtml className="banner" html={html} />;
}
