import { html } from 'lit-html';

export type OfflineTexts = Record<
  | 'off_title'
  | 'off_text'
  | 'off_retry'
  | 'off_home_link'
  | 'off_start_failed_title'
  | 'off_start_failed'
  | 'off_back_home',
  string
>;

/**
 * The texts of the offline page and of a start that failed, in every language (locales/<lang>/offline.json):
 * in the shell itself, so a page opened offline from the service worker's cache, or whose other texts could
 * not be fetched, has them without asking the network.
 */
const offlineTexts = import.meta.glob<OfflineTexts>('../../locales/*/offline.json', {
  eager: true,
  import: 'default',
});

export const offlineTextsFor = (language: string): OfflineTexts =>
  offlineTexts[`../../locales/${language}/offline.json`] ?? offlineTexts['../../locales/es/offline.json']!;

/**
 * What the site shows when it opens without a network (the service worker gave the shell from its cache):
 * the site needs the network for everything a player does, so it says so and opens the page once the
 * connection is back.
 */
export const offlinePage = (texts: OfflineTexts) => html`
  <main class="auth-page">
    <a class="brand-mark large" href="/" aria-label=${texts.off_home_link}><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card center" data-offline>
      <h1 class="page-title">${texts.off_title}</h1>
      <p class="page-lead">${texts.off_text}</p>
      <button type="button" class="button primary" @click=${() => location.reload()}>${texts.off_retry}</button>
    </div>
  </main>
`;
