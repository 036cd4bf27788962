import type { LobbyPage, LotteryRoute } from '../routes';

/** The shape of the demo site's own texts; every language file fills all of it. */

export type CategoryKind = 'sports' | 'live' | 'rng' | 'fish' | 'lottery' | 'pvp';
export type StepKind = 'register' | 'play' | 'win';
/**
 * Help centre articles the footer links to (/help#<id>): its Help column's guides and its About
 * column (spec §1). The articles themselves are the operator's (GET /wps/system/helpCenter).
 */
export type GuideTopic = 'register' | 'login' | 'password' | 'demo';
export type AboutTopic = 'about' | 'contact' | 'terms' | 'responsible' | 'privacy' | 'affiliates' | 'refund';

interface Titled {
  title: string;
  text: string;
}

export interface SiteTexts {
  documentTitle: string;
  /** Accessible name of the logo link back to the home page. */
  homeLink: string;
  home: {
    eyebrow: string;
    titleLead: string;
    titleAccent: string;
    lead: string;
    createAccount: string;
    demoGuide: string;
    productsTitle: string;
    categories: Record<CategoryKind, { title: string; blurb: string }>;
    stepsTitle: string;
    steps: Record<StepKind, Titled>;
  };
  footer: {
    tagline: string;
    followUs: string;
    helpTitle: string;
    productsTitle: string;
    aboutTitle: string;
    /** Short link labels of the Help column. */
    guides: Record<GuideTopic, string>;
    /** The feedback page's link in the Help column. */
    feedback: string;
    /** Link labels of the About column (spec §1). */
    about: Record<AboutTopic, string>;
    licence: string;
    adultsOnly: string;
    copyright: string;
  };
  /** The help centre's page (its articles come from the server). */
  help: {
    title: string;
  };
  /** The title of the home page with the reset-password form open. */
  resetPasswordTitle: string;
  login: {
    /** The /login page's heading (read out; the form shows its own title). */
    title: string;
    newHere: string;
    createAccount: string;
    help: string;
  };
  /** The stand-alone register page (/register.html). */
  register: {
    title: string;
  };
  /** The game pages: lobby titles, the sports page, promotions and the game page. */
  games: {
    lobbies: Record<LobbyPage, { title: string; lead: string }>;
    sportsTitle: string;
    /** The lottery pages' titles (the page heading and the document title). */
    lottery: Record<LotteryRoute, string>;
    gameTitle: string;
    promotions: {
      title: string;
      /** /promoDetail: one promotion's terms, progress and actions. */
      detailTitle: string;
      rewardsTitle: string;
      rewardsText: string;
      openRewards: string;
    };
  };
  /** The member's pages outside the member centre (their elements carry the visible titles). */
  member: {
    pointMallTitle: string;
    tournamentsTitle: string;
    luckyWheelTitle: string;
    jackpotsTitle: string;
    noticesTitle: string;
    vipTitle: string;
    liveChatTitle: string;
    downloadTitle: string;
    joinTitle: string;
    feedbackTitle: string;
  };
  notFound: {
    title: string;
    message: string;
    backHome: string;
  };
}
