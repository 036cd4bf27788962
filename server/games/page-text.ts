import { siteTexts } from '../config/site-texts';
import { PLAY_LANGUAGES, type PlayLanguage } from './language';

/**
 * The few site texts a game page shows before (or instead of) its script: read from the site's locales
 * (the `play` namespace, and two errors of `common`).
 */
const KEYS = [
  'play_loading',
  'play_expired_title',
  'play_ended_title',
  'err_launch_expired',
  'err_game_session_ended',
] as const;
export type PageTextKey = (typeof KEYS)[number];

const texts = Object.fromEntries(
  PLAY_LANGUAGES.map((language) => {
    const locale = { ...siteTexts(language, 'common'), ...siteTexts(language, 'play') };
    return [language, Object.fromEntries(KEYS.map((key) => [key, locale[key] ?? key]))];
  }),
) as Record<PlayLanguage, Record<PageTextKey, string>>;

export function pageText(language: PlayLanguage, key: PageTextKey): string {
  return texts[language][key];
}

/** The texts a game page's script shows (the `play` namespace), written into its data block in the page's language. */
export type ScriptTexts = Record<keyof typeof import('../../locales/en/play.json'), string>;

export function scriptTexts(language: PlayLanguage): ScriptTexts {
  return siteTexts(language, 'play') as ScriptTexts;
}

/** The lang attribute of a page: the site's ty is French. */
export const htmlLang = (language: PlayLanguage): string => (language === 'ty' ? 'fr' : language);
