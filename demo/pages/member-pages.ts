import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import { elementPage } from './site-pages';

/** /pointMall: the points mall (a visitor sees what it is and a sign-in button). */
export const pointMallPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.pointMallTitle}</h1>
      <gd-point-mall></gd-point-mall>`,
  );

/** /vip: the member's VIP level and every level's benefits (a visitor sees the benefits). */
export const vipPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.vipTitle}</h1>
      <gd-vip></gd-vip>`,
  );
