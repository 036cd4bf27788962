import type { SiteTexts } from './i18n/texts';
import type { Screen } from './routes';

/** The site's name after each screen's own title in the browser tab, history and bookmarks. */
const siteName = 'Gamedeck';

/** What the screen shows, in the visitor's language: a tab and a bookmark name the page, not just the site. */
function screenTitle(screen: Screen, texts: SiteTexts): string | null {
  switch (screen.kind) {
    case 'home':
      if (screen.modal === 'register') return texts.register.title;
      if (screen.modal) return texts.resetPasswordTitle;
      return null;
    case 'lobby':
      return texts.games.lobbies[screen.pageType].title;
    case 'sports':
      return texts.games.sportsTitle;
    case 'lottery':
      return texts.games.lottery[screen.route];
    case 'game':
      return texts.games.gameTitle;
    case 'promotions':
      return texts.games.promotions.title;
    case 'promotion-detail':
      return texts.games.promotions.detailTitle;
    case 'point-mall':
      return texts.member.pointMallTitle;
    case 'tournaments':
      return texts.member.tournamentsTitle;
    case 'lucky-wheel':
      return texts.member.luckyWheelTitle;
    case 'jackpots':
      return texts.member.jackpotsTitle;
    case 'vip':
      return texts.member.vipTitle;
    case 'download':
      return texts.member.downloadTitle;
    case 'join':
      return texts.member.joinTitle;
    case 'notices':
      return texts.member.noticesTitle;
    case 'register-page':
      return texts.register.title;
    case 'login':
      return texts.login.title;
    case 'help':
      return texts.help.title;
    case 'feedback':
      return texts.member.feedbackTitle;
    case 'service-chat':
      return texts.footer.about.contact;
    case 'not-found':
      return texts.notFound.title;
  }
}

/** The document title: the home page keeps the site's own line, every other screen leads with its title. */
export function documentTitleFor(screen: Screen, texts: SiteTexts): string {
  const title = screenTitle(screen, texts);
  return title === null ? texts.documentTitle : `${title} · ${siteName}`;
}
