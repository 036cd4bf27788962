import { html, nothing } from 'lit-html';
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

/**
 * /tournaments: the running, upcoming and finished tournaments; ?id=<id> opens one (its rules, games, prizes
 * and live board). A visitor sees them with a sign-in button.
 */
export const tournamentsPage = (path: string, id: number | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.tournamentsTitle}</h1>
      ${id === null ? html`<gd-tournaments></gd-tournaments>` : html`<gd-tournaments tournament-id=${id}></gd-tournaments>`}`,
  );

/**
 * /lucky-wheel: the wheel with its published odds; a member spins, buys spins and checks them. A visitor sees the
 * wheel and a sign-in button.
 */
export const luckyWheelPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.luckyWheelTitle}</h1>
      <gd-lucky-wheel></gd-lucky-wheel>`,
  );

/**
 * /jackpots: the pots with their live values; ?id=<id> one pot's page with its rules, winners and the check of a
 * won cycle. Where the jurisdiction forbids jackpots the element says they are not offered here.
 */
export const jackpotsPage = (path: string, id: number | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.jackpotsTitle}</h1>
      ${id === null ? html`<gd-jackpot></gd-jackpot>` : html`<gd-jackpot jackpot-id=${id}></gd-jackpot>`}`,
  );

/**
 * /down and /download: the apps with their QR codes and the iOS installation steps (open to visitors);
 * /download/android puts the Android app first.
 */
export const downloadPage = (path: string, platform: 'android' | null, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.downloadTitle}</h1>
      <gd-download platform=${platform ?? nothing}></gd-download>`,
  );

/** /join: the agent programme and the application (a visitor is asked to sign in or register). */
export const joinPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.joinTitle}</h1>
      <gd-join></gd-join>`,
  );

/** /vip: the member's VIP level and every level's benefits (a visitor sees the benefits). */
export const vipPage = (path: string, texts: SiteTexts) =>
  elementPage(
    path,
    texts,
    html`<h1 class="visually-hidden">${texts.member.vipTitle}</h1>
      <gd-vip></gd-vip>`,
  );
