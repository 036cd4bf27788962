import { html } from 'lit-html';
import { facebookIcon, instagramIcon, shieldIcon, telegramIcon, xIcon, youtubeIcon } from './icons';

/** The site footer of spec §1: help links, product navigation, social icons, licence, About links. */

const aboutLinks = [
  ['About Company', '/help#about'],
  ['Contact Us', '/help#contact'],
  ['General Terms and Conditions', '/help#terms'],
  ['Responsible Gaming', '/help#responsible'],
  ['Privacy Policy', '/help#privacy'],
  ['Affiliates', '/help#affiliates'],
  ['Refund Policy', '/help#refund'],
] as const;

const helpLinks = [
  ['How to register', '/help#register'],
  ['Logging in', '/help#login'],
  ['Forgot password', '/help#password'],
  ['Free demo', '/help#demo'],
] as const;

const productLinks = [
  ['Sports', '/#products'],
  ['Live casino', '/#products'],
  ['Slots', '/#products'],
  ['Fishing', '/#products'],
  ['Lottery', '/#products'],
  ['PvP poker', '/#products'],
] as const;

const linkList = (title: string, links: readonly (readonly [string, string])[]) => html`
  <nav class="footer-col" aria-label=${title}>
    <h3>${title}</h3>
    <ul>
      ${links.map(([label, href]) => html`<li><a href=${href}>${label}</a></li>`)}
    </ul>
  </nav>
`;

export const siteFooter = () => html`
  <footer class="site-footer">
    <div class="container footer-grid">
      <section class="footer-brand">
        <a class="brand-mark" href="/" aria-label="Gamedeck home"><span class="logo-dot"></span>Gamedeck</a>
        <p>Sports, live casino, slots, fishing, lottery and PvP poker in one account.</p>
        <div class="social" aria-label="Follow us">
          <a href="https://facebook.com" rel="noopener" target="_blank">${facebookIcon()}</a>
          <a href="https://x.com" rel="noopener" target="_blank">${xIcon()}</a>
          <a href="https://instagram.com" rel="noopener" target="_blank">${instagramIcon()}</a>
          <a href="https://youtube.com" rel="noopener" target="_blank">${youtubeIcon()}</a>
          <a href="https://telegram.org" rel="noopener" target="_blank">${telegramIcon()}</a>
        </div>
      </section>
      ${linkList('Help', helpLinks)} ${linkList('Products', productLinks)} ${linkList('About', aboutLinks)}
    </div>
    <div class="container licence">
      ${shieldIcon()}
      <p>
        Gamedeck is operated under a remote gaming licence for games of skill and chance. Play responsibly: players
        must be 18 or older. Betting can be addictive; set limits and ask for help if you need it.
      </p>
      <span class="age-badge" aria-label="Adults only">18+</span>
    </div>
    <div class="container copyright">© 2019-2025 Gamedeck. All rights reserved.</div>
  </footer>
`;
