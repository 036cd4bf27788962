import { html, nothing, type TemplateResult } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/**
 * A page that is one element inside the site frame: the header and navigation above it, the
 * footer below (both left out for in-app views such as /helpmc).
 */
export const elementPage = (
  path: string,
  texts: SiteTexts,
  element: TemplateResult,
  { frame = true } = {},
) => html`
  ${frame ? siteTop(path) : nothing}
  <main class="container page element-page">${element}</main>
  ${frame ? siteFooter(texts) : nothing}
`;

/** /noticePage: the notices, opening the one `?id=` names. */
export const noticesPage = (path: string, id: number | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.noticesTitle}</h1>
      ${id === null ? html`<gd-notices></gd-notices>` : html`<gd-notices notice=${id}></gd-notices>`}`,
  );
