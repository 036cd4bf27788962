/** What the console gives each of its panels: its API caller (with the key) and its element maker. */
export type Api = <T>(path: string, init?: RequestInit) => Promise<T>;
export type El = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
) => HTMLElementTagNameMap[K];
