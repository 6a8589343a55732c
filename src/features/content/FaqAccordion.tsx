import { useId, useState } from 'react';
import type { FaqItem } from './faq-search.ts';
import './content.css';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
}

/**
 * Questions as disclosure buttons, the first one open (spec). Answers are HTML the page already
 * sanitized at build time; they are injected as is.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(items.slice(0, 1).map((item) => item.id)),
  );
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="faq-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panelId = `${prefix}-answer-${item.id}`;
        return (
          <div key={item.id} className="faq-item">
            <h3 className="faq-item__heading">
              <button
                type="button"
                className="faq-item__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.question}
                <span className="faq-item__icon" aria-hidden="true">
                  +
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              className="faq-item__answer"
              hidden={!expanded}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the page passes answers sanitized at build time
              dangerouslySetInnerHTML={{ __html: item.answer }}
            />
          </div>
        );
      })}
    </div>
  );
}
