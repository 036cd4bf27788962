/** Element files by index, written by the demo build from the elements' manifest (vite.demo.config.ts). */
declare const __ELEMENT_FILES__: {
  files: string[];
  elements: Record<string, { code: number[]; texts: string[] }>;
  texts: Record<string, Record<string, number>>;
};

const preloaded = new Set<number>();

/**
 * Asks for every file the elements need at once, their code and their texts in `language`, so they arrive
 * together instead of one import level at a time. Files already asked for are skipped; an element the
 * build did not know is simply imported. Each element's files are asked for in a task of their own:
 * starting a request costs the page's thread, and fifty at once would hold it past a frame.
 */
export function preloadElements(tags: readonly string[], language: string): void {
  tags.forEach((tag, turn) => {
    if (turn === 0) preloadFilesOf(tag, language);
    else setTimeout(() => preloadFilesOf(tag, language), 0);
  });
}

function preloadFilesOf(tag: string, language: string): void {
  const map = __ELEMENT_FILES__;
  const element = map.elements[tag];
  if (!element) return;
  const texts = map.texts[language] ?? {};
  const links = document.createDocumentFragment();
  for (const index of [...element.code, ...element.texts.flatMap((namespace) => texts[namespace] ?? [])]) {
    if (preloaded.has(index)) continue;
    preloaded.add(index);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Behind the pictures and calls the page asked for first (a banner poster's picture): over one HTTP/1.1
    // link's six connections, priority decides what waits; the element code still arrives in the order asked.
    link.fetchPriority = 'low';
    link.href = map.files[index]!;
    links.append(link);
  }
  document.head.append(links);
}
