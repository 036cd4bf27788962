/** Element files by index, written by the demo build from the elements' manifest (vite.demo.config.ts). */
declare const __ELEMENT_FILES__: {
  files: string[];
  elements: Record<string, { code: number[]; texts: string[] }>;
  texts: Record<string, Record<string, number>>;
};

const preloaded = new Set<number>();

/**
 * Asks for every file an element needs at once, its code and its texts in `language`, so they arrive
 * together instead of one import level at a time. Files already asked for are skipped; an element the
 * build did not know is simply imported.
 */
export function preloadElement(tag: string, language: string): void {
  const map = __ELEMENT_FILES__;
  const element = map.elements[tag];
  if (!element) return;
  const texts = map.texts[language] ?? {};
  const wanted = [...element.code, ...element.texts.flatMap((namespace) => texts[namespace] ?? [])];
  for (const index of wanted) {
    if (preloaded.has(index)) continue;
    preloaded.add(index);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Behind the pictures and calls the page asked for first (a banner poster's picture): over one HTTP/1.1
    // link's six connections, priority decides what waits; the element code still arrives in the order asked.
    link.fetchPriority = 'low';
    link.href = map.files[index]!;
    document.head.append(link);
  }
}
