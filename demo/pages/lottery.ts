import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';
import type { LotteryRoute } from '../routes';
import { siteFooter } from './footer';
import { siteTop } from './site-top';

/**
 * The spec's lobby launch parameters of each lottery page (§7): /vnlottery is the Vietnamese
 * lottery (area VN, the SEA prize mode), /seaLottery the SEA prize mode, /elott the electronic
 * lotto, /lottery every game. gameCode opens one game's betting, playType its play; the element asks for
 * them as the page's address (page-path) when a game is opened or a play chosen.
 */
const launchParameters: Record<LotteryRoute, { area: string; prizeMode: string }> = {
  lottery: { area: '', prizeMode: '' },
  vnlottery: { area: 'VN', prizeMode: 'SEA' },
  seaLottery: { area: '', prizeMode: 'SEA' },
  elott: { area: '', prizeMode: 'Elott' },
};

export const lotteryPage = (
  path: string,
  route: LotteryRoute,
  gameCode: string | null,
  playType: string | null,
  texts: SiteTexts,
) => {
  const { area, prizeMode } = launchParameters[route];
  return html`
    ${siteTop(path)}
    <main class="container page game-page">
      <h1 class="visually-hidden">${texts.games.lottery[route]}</h1>
      <gd-lottery
        launch-mode="LOTT"
        lotto-area=${area}
        lotto-prize-mode=${prizeMode}
        lotto-game-code=${gameCode ?? ''}
        lotto-view=${gameCode ? 'betting' : 'lobby'}
        play-type=${playType ?? ''}
        page-path=${`/${route}`}
      ></gd-lottery>
    </main>
    ${siteFooter(texts)}
  `;
};
