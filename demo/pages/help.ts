import { html, nothing } from 'lit-html';
import type { HelpTopic, SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/** Help centre text. /help shows it with the header and footer; /helpmc without (for in-app views). */

const topics: readonly HelpTopic[] = [
  'register',
  'login',
  'password',
  'demo',
  'about',
  'contact',
  'terms',
  'responsible',
  'privacy',
  'affiliates',
  'refund',
];

export const helpPage = (path: string, withHeader: boolean, texts: SiteTexts) => {
  const { help } = texts;
  return html`
    ${withHeader ? siteTop(path) : nothing}
    <main class="container narrow page help">
      <h1 class="page-title">${help.title}</h1>
      <nav class="help-index" aria-label=${help.topicsLabel}>
        ${topics.map((topic) => html`<a href="#${topic}">${help.sections[topic].title}</a>`)}
      </nav>
      ${topics.map(
        (topic) => html`
          <section id=${topic} class="help-section">
            <h2>${help.sections[topic].title}</h2>
            <p>${help.sections[topic].text}</p>
          </section>
        `,
      )}
    </main>
    ${withHeader ? siteFooter(texts) : nothing}
  `;
};
