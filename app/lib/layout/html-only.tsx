/**
 * Copy shipped once, in the HTML (decision 0025). On a document request a loader may leave a
 * page's static text out of its loader data, which React Router also serializes into the page
 * for hydration, and hand the full data to the server's render alone (`PageLoadContext.htmlOnly`,
 * read here through `useHtmlOnly`). The elements that hold that text are `HtmlOnly` islands: the
 * server renders their children; on hydration they keep the server's markup as it is. Client-side
 * navigations fetch React Router's `.data`, which has no HTML behind it, so they get everything.
 */
import { createContext, useContext, useId, useState, type ReactNode } from "react";

/** A typed name for one value a loader hands to the server's render. */
export interface HtmlOnlyKey<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly type?: T;
}

export const htmlOnlyKey = <T,>(name: string): HtmlOnlyKey<T> => ({ name });

/** Per document request: what the loaders handed to the render, by key name. */
export type HtmlOnlyData = Map<string, unknown>;

export const HtmlOnlyContext = createContext<HtmlOnlyData | undefined>(undefined);

/** The value a loader handed to the render: on the server during a document request only. */
export function useHtmlOnly<T>(key: HtmlOnlyKey<T>): T | undefined {
  return useContext(HtmlOnlyContext)?.get(key.name) as T | undefined;
}

/** Whether the islands below draw from the server's HTML (hydration without their copy). */
export const FromServerHtml = createContext(false);

/** Each island's element carries its React id, so that hydration finds its server markup. */
const ATTRIBUTE = "data-html-only";

function serverMarkup(id: string): string {
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? "";
}

/**
 * An element whose content is static copy. Rendered from `children`, except when hydrating a page
 * whose loader data left the copy out (`FromServerHtml`): then its content is the server's markup,
 * read once from the document and given back as the same HTML, which React keeps untouched.
 */
export function HtmlOnly({
  as: Tag = "div",
  className,
  id,
  children,
}: {
  as?: "div" | "section" | "figure" | "h2" | "span";
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const reactId = useId();
  const fromHtml = useContext(FromServerHtml);
  const [html] = useState(() => (fromHtml ? serverMarkup(reactId) : ""));
  const props = { className, id, [ATTRIBUTE]: reactId };
  // The keys differ so that a later render with the copy (a revalidation) replaces the element.
  return fromHtml ? (
    <Tag key="server" {...props} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <Tag key="client" {...props}>
      {children}
    </Tag>
  );
}
