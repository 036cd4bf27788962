import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLAY_LANGUAGES, type PlayLanguage } from './language';

/** The few site texts a game page shows before (or instead of) its script: read from the site's locales. */
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
    const file = fileURLToPath(new URL(`../../locales/${language}.json`, import.meta.url));
    const locale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return [language, Object.fromEntries(KEYS.map((key) => [key, locale[key] ?? key]))];
  }),
) as Record<PlayLanguage, Record<PageTextKey, string>>;

export function pageText(language: PlayLanguage, key: PageTextKey): string {
  return texts[language][key];
}

/** The lang attribute of a page: the site's ty is French. */
export const htmlLang = (language: PlayLanguage): string => (language === 'ty' ? 'fr' : language);
