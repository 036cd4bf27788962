/**
 * Every country-flag-icons SVG, each bundled from the package as its own lazy chunk. Flag imports this
 * table lazily too, so no element carries it until a flag is shown.
 */
const flagFiles = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?raw',
  import: 'default',
});

/** The SVG markup of the flag of `code` (ISO 3166 alpha-2, upper case); null when the package has none. */
export async function loadFlagMarkup(code: string): Promise<string | null> {
  const load = flagFiles[`/node_modules/country-flag-icons/3x2/${code}.svg`];
  return load ? load() : null;
}
