import { html } from 'lit-html';
import type { AboutTopic, CategoryKind, GuideTopic, SiteTexts } from '../i18n/texts';
import { categoryPaths } from './category-paths';
import { facebookIcon, instagramIcon, shieldIcon, telegramIcon, xIcon, youtubeIcon } from './icons';

/** The site footer of spec §1: help links, product navigation, social icons, licence, About links. */

const guideTopics: readonly GuideTopic[] = ['register', 'login', 'password', 'demo'];
const productKinds: readonly CategoryKind[] = ['sports', 'live', 'rng', 'fish', 'lottery', 'pvp'];
const aboutTopics: readonly AboutTopic[] = [
  'about',
  'contact',
  'terms',
  'responsible',
  'privacy',
  'affiliates',
  'refund',
];

const linkList = (title: string, links: readonly (readonly [string, string])[]) => html`
  <nav class="footer-col" aria-label=${title}>
    <h2>${title}</h2>
    <ul>
      ${links.map(([label, href]) => html`<li><a href=${href}>${label}</a></li>`)}
    </ul>
  </nav>
`;

export const siteFooter = (texts: SiteTexts) => {
  const { footer } = texts;
  // Each link names a help centre article by its id (the same in every language).
  const helpLinks = [
    ...guideTopics.map((topic) => [footer.guides[topic], `/help#${topic}`] as const),
    [footer.feedback, '/feedback'] as const,
    [texts.member.downloadTitle, '/download'] as const,
    [texts.member.joinTitle, '/join'] as const,
  ];
  const productLinks = [
    ...productKinds.map(
      (kind) => [texts.home.categories[kind].title, categoryPaths[kind] ?? '/#products'] as const,
    ),
    [texts.member.tournamentsTitle, '/tournaments'] as const,
    [texts.member.luckyWheelTitle, '/lucky-wheel'] as const,
    [texts.member.jackpotsTitle, '/jackpots'] as const,
  ];
  const aboutLinks = aboutTopics.map((topic) => [footer.about[topic], `/help#${topic}`] as const);
  return html`
    <footer class="site-footer">
      <div class="container footer-grid">
        <section class="footer-brand">
          <a class="brand-mark" href="/" aria-label=${texts.homeLink}><span class="logo-dot"></span>Gamedeck</a>
          <p>${footer.tagline}</p>
          <div class="social" role="group" aria-label=${footer.followUs}>
            <a href="https://facebook.com" rel="noopener" target="_blank">${facebookIcon()}</a>
            <a href="https://x.com" rel="noopener" target="_blank">${xIcon()}</a>
            <a href="https://instagram.com" rel="noopener" target="_blank">${instagramIcon()}</a>
            <a href="https://youtube.com" rel="noopener" target="_blank">${youtubeIcon()}</a>
            <a href="https://telegram.org" rel="noopener" target="_blank">${telegramIcon()}</a>
          </div>
        </section>
        ${linkList(footer.helpTitle, helpLinks)} ${linkList(footer.productsTitle, productLinks)}
        ${linkList(footer.aboutTitle, aboutLinks)}
      </div>
      <div class="container licence">
        ${shieldIcon()}
        <p>${footer.licence}</p>
        <span class="age-badge" role="img" aria-label=${footer.adultsOnly}>18+</span>
      </div>
      <div class="container copyright">${footer.copyright}</div>
    </footer>
  `;
};
