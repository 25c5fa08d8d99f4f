import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  id: string | number;
  title: ReactNode;
  /** Shown beside the title, e.g. a price. */
  aside?: ReactNode;
  /** null: the row cannot expand (an item without description, SPEC.md 3). */
  content: ReactNode | null;
}

/**
 * WAI-ARIA accordion: buttons in headings, one panel open at a time, the open one closes when
 * clicked again. Panels are in the HTML (hidden) so their text is there without JavaScript.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className = "accordion",
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={className}>
      {items.map((item) => {
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        if (item.content === null) {
          return (
            <div key={item.id} className="accordion__item accordion__item--static">
              <Heading className="accordion__heading">
                <span className="accordion__row">
                  <span className="accordion__title">{item.title}</span>
                  {item.aside ? <span className="accordion__aside">{item.aside}</span> : null}
                </span>
              </Heading>
            </div>
          );
        }
        const open = openId === item.id;
        return (
          <div key={item.id} className={`accordion__item${open ? " is-open" : ""}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__row accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span className="accordion__title">{item.title}</span>
                {item.aside ? <span className="accordion__aside">{item.aside}</span> : null}
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
