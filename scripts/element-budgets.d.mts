export interface Budget {
  target: Record<string, number>;
  ceiling?: Record<string, number>;
  /** What a signed-in first screen loads besides the element (manifest keys, text namespaces), and its own limit. */
  signedIn?: { loads: string[]; texts: string[]; target?: Record<string, number> };
}
export interface Budgets {
  about?: string;
  language: string;
  elements: Record<string, Budget>;
}
export interface BuildDir {
  name: string;
  dir: string;
}
export interface BudgetRow {
  tag: string;
  /** 'signed in' for the second figure of an element with a signedIn budget. */
  variant?: string;
  build: string;
  initial: number;
  /** Null on a signed-in row (see checkBudgets). */
  afterFirstAction: number | null;
  files: number;
  target: number | null;
  limit: number | null;
}
export const KB: number;
export const RATCHET_SLACK_KB: number;
export const builds: BuildDir[];
export function checkBudgets(
  budgets: Budgets,
  buildList?: BuildDir[],
  namespacesOf?: (entryKey: string) => string[] | null,
): { rows: BudgetRow[]; failures: string[] };
export function formatTable(rows: BudgetRow[]): string;
export function ratchet(budgets: Budgets, rows: BudgetRow[]): Budgets;
/** Element entry keys of a build manifest by tag. */
export function elementEntries(manifest: Record<string, { isEntry?: boolean }>): Record<string, string>;
export function localeLanguage(key: string): string | null;
export function localeNamespace(key: string): string | null;
export function elementNamespaces(sourceFile: string): string[] | null;
