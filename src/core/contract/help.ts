import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

/** One article of the help centre; its `id` is the deep link (/help#id or /help?article=id). */
export const helpArticle = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML (sanitised by the element before it is shown). */
  body: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpSection = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(helpArticle),
});
export type HelpSection = z.infer<typeof helpSection>;

/**
 * The help centre the operator publishes (its configuration), in the caller's language (the
 * Language header) when the operator wrote one, else the brand's default language: `language`
 * says which was answered. Sections may be empty when the operator has published none.
 */
export const helpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  request: empty,
  response: z.object({
    language: z.string(),
    sections: z.array(helpSection),
  }),
});
