import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { call } from '../../core';
import type { HelpSection } from '../../core/contract/help';
import { helpCenter } from '../../core/contract/system';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { CloseIcon } from '../ui/icons';
import { SafeHtml, whenSafeHtmlReady } from '../ui/SafeHtml';
import { useLanguage, useT } from '../ui/use-t';
import { matchesSearch, searchableSections } from './help-search';

export interface HelpCentreProps {
  /** The id of the article to show first (a deep link: /help#terms or /help?article=terms). */
  article?: string;
}

/**
 * The help centre the operator publishes: a search over titles and bodies, the sections'
 * index beside the articles (above them on phones), and a deep link that scrolls its article
 * into view below whatever the page keeps stuck at its top (--gd-scroll-margin).
 */
export function HelpCentre({ article }: HelpCentreProps) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const { query, reload } = useQuery(() => call(helpCenter, {}), language);
  const [search, setSearch] = useState('');
  const searchId = useId();

  const sections = useMemo(
    () => (query.value ? searchableSections(query.value.sections) : []),
    [query.value],
  );
  const shown = useMemo(
    () =>
      sections
        .map((section) => ({
          ...section,
          articles: section.articles.filter((entry) => matchesSearch(entry, search)),
        }))
        .filter((section) => section.articles.length > 0),
    [sections, search],
  );
  const results = shown.reduce((sum, section) => sum + section.articles.length, 0);
  const searching = search.trim() !== '';

  return (
    <section className="help" part="help" aria-labelledby="help-title">
      <div className="help__head">
        <h2 id="help-title" className="help__title">
          {t('help_title')}
        </h2>
        <div className="help__search">
          <label className="visually-hidden" htmlFor={searchId}>
            {t('help_search_label')}
          </label>
          <input
            id={searchId}
            type="search"
            part="search"
            className="help__search-input"
            placeholder={t('help_search_placeholder')}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {searching && (
            <button
              type="button"
              className="icon-btn help__clear"
              aria-label={t('help_search_clear')}
              onClick={() => setSearch('')}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </div>
      </div>
      <QueryGate
        look="section"
        query={query}
        onRetry={reload}
        isEmpty={() => sections.length === 0}
        empty={t('help_empty')}
      >
        {() => (
          <>
            <p className="help__count" role="status" part="search-status">
              {searching ? t('help_results', { count: results, query: search.trim() }) : ''}
            </p>
            {searching && results === 0 ? (
              <div className="help__none" part="no-results">
                <p>{t('help_no_results', { query: search.trim() })}</p>
                <button type="button" className="btn btn--outline btn--small" onClick={() => setSearch('')}>
                  {t('help_search_clear')}
                </button>
              </div>
            ) : (
              <HelpBody sections={shown} article={article} />
            )}
          </>
        )}
      </QueryGate>
    </section>
  );
}

/** The index and the articles; scrolls to the deep-linked article once it is drawn. */
function HelpBody({ sections, article }: { sections: HelpSection[]; article: string | undefined }) {
  const t = useT();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<string | null>(article ?? null);

  const goTo = (id: string, smooth: boolean) => {
    const root = bodyRef.current;
    const target = root?.querySelector<HTMLElement>(`[data-article="${CSS.escape(id)}"]`);
    if (!target) return false;
    setCurrent(id);
    target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    target.querySelector<HTMLElement>('h4')?.focus({ preventScroll: true });
    return true;
  };

  // A deep link scrolls once the articles above it have their bodies (sanitised HTML arrives a
  // moment after the titles) and the page's own scroll to the top is done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new link or new content scrolls
  useEffect(() => {
    if (!article) return;
    let frame = 0;
    let active = true;
    const scroll = () => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => active && goTo(article, false));
      });
    };
    whenSafeHtmlReady().then(scroll, scroll);
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
  }, [article, sections]);

  return (
    <div className="help__body" ref={bodyRef}>
      <nav className="help__index" part="index" aria-label={t('help_index')}>
        {sections.map((section) => (
          <div key={section.id} className="help__index-group">
            <h3 className="help__index-title">{section.title}</h3>
            <ul>
              {section.articles.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    aria-current={entry.id === current ? 'location' : undefined}
                    onClick={(event) => {
                      if (goTo(entry.id, true)) event.preventDefault();
                    }}
                  >
                    {entry.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="help__articles">
        {sections.map((section) => (
          <section key={section.id} className="help__section" aria-labelledby={`help-section-${section.id}`}>
            <h3 id={`help-section-${section.id}`} className="help__section-title">
              {section.title}
            </h3>
            {section.articles.map((entry) => (
              <article
                key={entry.id}
                id={entry.id}
                data-article={entry.id}
                className={`help-article${entry.id === current ? ' help-article--current' : ''}`}
                part="article"
                aria-labelledby={`help-article-${entry.id}`}
              >
                <h4 id={`help-article-${entry.id}`} className="help-article__title" tabIndex={-1}>
                  {entry.title}
                </h4>
                <SafeHtml className="help-article__body" html={entry.body} />
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
