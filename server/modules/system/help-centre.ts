import type { ResponseOf, system } from '../../../src/core/contract';
import type { HelpCentreLanguage } from '../../config/help-centre';
import type { ServerContext } from '../context';
import { pickLanguage } from './language';

/**
 * The help centre from the operator's configuration in the caller's language (the Language
 * header), else the brand's default language, else English, else the first language written:
 * the same fallback as the site's texts. No language at all answers no sections.
 */
export function helpCentre(ctx: ServerContext, requested: unknown): ResponseOf<typeof system.helpCenter> {
  const config = ctx.operator.current();
  const table: Readonly<Record<string, HelpCentreLanguage>> = config.helpCentre;
  const first = Object.keys(table)[0];
  const picked =
    pickLanguage(table, requested) ??
    pickLanguage(table, config.languages.default) ??
    pickLanguage(table, 'en') ??
    (first ? { lang: first, entry: table[first]! } : null);
  if (!picked) return { language: config.languages.default, sections: [] };
  return { language: picked.lang, sections: picked.entry.sections };
}
