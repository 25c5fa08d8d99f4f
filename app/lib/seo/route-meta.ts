import type { MetaDescriptor } from "react-router";

/**
 * The data every page's loader returns for its <head>: the finished tags (title, description,
 * canonical, Open Graph, JSON-LD), built on the server by `pageSeo` from the SEO table.
 */
export interface PageHead {
  tags: MetaDescriptor[];
}

/** A route's `meta`: the tags its loader built. Nothing here may import the SEO table. */
export function pageMeta(head: PageHead | undefined): MetaDescriptor[] {
  return head?.tags ?? [];
}
