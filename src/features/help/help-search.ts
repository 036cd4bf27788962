import type { HelpArticle, HelpSection } from '../../core/contract/help';

/** An article with the words of its title and body, ready for the search. */
export interface SearchableArticle extends HelpArticle {
  /** Title and body text (tags dropped), folded: lower case, accents removed. */
  text: string;
}

export interface SearchableSection extends Omit<HelpSection, 'articles'> {
  articles: SearchableArticle[];
}

/** Lower case without accents, so "terminos" finds "Términos". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text of an article body: its HTML parsed inertly (nothing runs, nothing loads), tags dropped. */
function bodyText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export function searchableSections(sections: readonly HelpSection[]): SearchableSection[] {
  return sections.map((section) => ({
    ...section,
    articles: section.articles.map((article) => ({
      ...article,
      text: fold(`${article.title} ${bodyText(article.body)}`),
    })),
  }));
}

/** Every word of the search appears in the article's title or body (an empty search matches all). */
export function matchesSearch(article: SearchableArticle, search: string): boolean {
  const words = fold(search)
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.every((word) => article.text.includes(word));
}
