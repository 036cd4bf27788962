import type { CategoryKind } from '../i18n/texts';

/** Where each product category of the home page and footer leads. */
export const categoryPaths: Readonly<Record<CategoryKind, string | null>> = {
  sports: '/sports',
  live: '/live',
  rng: '/rng',
  fish: '/fish',
  lottery: '/lottery',
  pvp: '/pvp',
};
