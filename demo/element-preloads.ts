/** Element files by index, written by the demo build from the elements' manifest (vite.demo.config.ts). */
declare const __ELEMENT_FILES__: {
  files: string[];
  elements: Record<string, { code: number[]; texts: string[] }>;
  texts: Record<string, Record<string, number>>;
};

const preloaded = new Set<number>();
/** Files waiting for their link, in the order asked. */
const queue: number[] = [];
/**
 * Links added per task. Adding a link starts its request on the page's thread (0.3-0.7 ms each while the
 * page starts), so the fifty or so files of a home page, added at once or one element at a time, made tasks
 * of 15-25 ms; six at a time keep each task short and still ask for every file within a few frames.
 */
const LINKS_PER_TASK = 6;

/**
 * Asks for every file the elements need at once, their code and their texts in `language`, so they arrive
 * together instead of one import level at a time. Files already asked for are skipped; an element the
 * build did not know is simply imported. The links are added a few per task, after the caller's task, in
 * the order the elements are given.
 */
export function preloadElements(tags: readonly string[], language: string): void {
  const map = __ELEMENT_FILES__;
  const texts = map.texts[language] ?? {};
  const idle = queue.length === 0;
  for (const tag of tags) {
    const element = map.elements[tag];
    if (!element) continue;
    for (const index of [...element.code, ...element.texts.flatMap((namespace) => texts[namespace] ?? [])]) {
      if (preloaded.has(index)) continue;
      preloaded.add(index);
      queue.push(index);
    }
  }
  if (idle && queue.length > 0) setTimeout(addLinks, 0);
}

function addLinks(): void {
  const links = document.createDocumentFragment();
  for (const index of queue.splice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Behind the pictures and calls the page asked for first (a banner poster's picture): over one HTTP/1.1
    // link's six connections, priority decides what waits; the element code still arrives in the order asked.
    link.fetchPriority = 'low';
    link.href = __ELEMENT_FILES__.files[index]!;
    links.append(link);
  }
  document.head.append(links);
  if (queue.length > 0) setTimeout(addLinks, 0);
}
