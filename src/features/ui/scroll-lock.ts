/** Page scroll lock shared by every open modal on the page (nested or from other elements). */
const globalKey = '__gamedeckScrollLocks';

export function lockPageScroll(): () => void {
  const holder = globalThis as unknown as Record<string, { count: number; previous: string } | undefined>;
  holder[globalKey] ??= { count: 0, previous: '' };
  const state = holder[globalKey];
  if (state.count === 0) {
    state.previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) document.documentElement.style.overflow = state.previous;
  };
}
