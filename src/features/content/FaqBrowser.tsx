/**
 * FAQ island: progressive enhancement over the statically rendered FAQ. Adds the search box (more
 * than 3 characters searches every category; fewer restores the category view), category tabs
 * with arrow-key navigation, and the accordion. Picking a tab clears the search (spec).
 */
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { FaqCategory } from '../../domain/cms-schemas.ts';
import { countOf } from '../../domain/format.ts';
import { fill, roContent } from '../../i18n/ro.ts';
import { FaqAccordion } from './FaqAccordion.tsx';
import { isSearchActive, searchFaqs } from './faq-search.ts';
import './content.css';

export interface FaqBrowserProps {
  readonly categories: readonly FaqCategory[];
}

const STEP: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function FaqBrowser({ categories }: FaqBrowserProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const searching = isSearchActive(term);
  const hits = useMemo(() => searchFaqs(categories, term), [categories, term]);
  const current = categories[selected];

  const select = (index: number) => {
    setSelected(index);
    setTerm('');
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, categories.length);
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="faq-browser">
      <div className="faq-search ui-field">
        <label className="ui-field__label" htmlFor={`${id}-search`}>
          {roContent.faqSearchLabel}
        </label>
        <p id={`${id}-hint`} className="ui-field__hint">
          {roContent.faqSearchHint}
        </p>
        <input
          id={`${id}-search`}
          type="search"
          className="ui-field__control"
          aria-describedby={`${id}-hint`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <div role="tablist" aria-label={roContent.faqCategories} className="faq-tabs">
        {categories.map((category, index) => (
          <button
            key={category.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${category.id}`}
            aria-selected={!searching && index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="faq-tab"
            onClick={() => select(index)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {category.name}
          </button>
        ))}
      </div>
      <p role="status" className="faq-status">
        {searching ? resultsText(hits.length, term.trim()) : ''}
      </p>
      {/* The questions are h3 under the page's h1: an h2 (the tab's or the search's name) sits between. */}
      {searching ? (
        <>
          <h2 className="visually-hidden">{roContent.faqSearchResults}</h2>
          <FaqAccordion key={`search-${term}`} items={hits.map((hit) => hit.item)} />
        </>
      ) : null}
      {current ? (
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${current.id}`}
          hidden={searching}
        >
          <h2 className="visually-hidden">{current.name}</h2>
          <FaqAccordion key={current.id} items={current.faqs} />
        </div>
      ) : null}
    </div>
  );
}

function resultsText(count: number, term: string): string {
  return count === 0
    ? fill(roContent.faqNoResults, { term })
    : countOf(count, roContent.faqResults, { term });
}
