import type { ReactNode } from "react";

/**
 * A titled band of a public page: a `<section>` named by its heading (`{id}-heading`), its content
 * in the page's column (`narrow`: the reading width), on the tinted background when `tinted`.
 */
export function PageSection({
  id,
  title,
  tinted = false,
  narrow = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  /** Another class of the section's own ("intro"). */
  className?: string;
  children: ReactNode;
}) {
  const classes = ["section", className, tinted ? "section--tinted" : null].filter(Boolean);
  return (
    <section className={classes.join(" ")} aria-labelledby={`${id}-heading`}>
      <div className={narrow ? "container container--narrow" : "container"}>
        <h2 id={`${id}-heading`} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
