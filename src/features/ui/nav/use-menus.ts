import { useQuery } from '../data/use-query';
import { useLanguage } from '../use-t';
import { loadMenus } from './menus';

/** The game menus in the element's language, loaded again when the language changes. */
export function useMenus() {
  const language = useLanguage();
  return useQuery(() => loadMenus(language), language);
}
