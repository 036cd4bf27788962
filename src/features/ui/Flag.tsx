import { useEffect, useState } from 'react';

/**
 * Country flags from country-flag-icons, as SVG (no emoji font is guaranteed on the page). Vite bundles each
 * flag from the package as its own lazy chunk, so a page fetches only the flags it shows, when it shows them.
 */
const FLAG_DIR = '/node_modules/country-flag-icons/3x2/';
const flagLoaders = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?raw',
  import: 'default',
});

interface FlagDrawing {
  viewBox: string;
  shapes: string;
}

/** Flags already fetched, so a reopened picker draws them at once. */
const drawings = new Map<string, FlagDrawing>();

/** The viewBox and inner shapes of a flag file, to draw inside our own sized <svg>. */
function parseFlag(markup: string): FlagDrawing {
  const open = markup.indexOf('>', markup.indexOf('<svg')) + 1;
  return {
    viewBox: /viewBox="([^"]+)"/.exec(markup)?.[1] ?? '0 0 3 2',
    shapes: markup.slice(open, markup.lastIndexOf('</svg>')),
  };
}

/** The flag of `countryCode` (ISO 3166 alpha-2), named `label`; a neutral badge with the code where none exists. */
export function Flag({
  countryCode,
  label,
  size = 22,
}: {
  countryCode: string;
  label: string;
  size?: number;
}) {
  const code = countryCode.toUpperCase();
  const load = flagLoaders[`${FLAG_DIR}${code}.svg`];
  const [drawing, setDrawing] = useState(() => drawings.get(code));
  const height = Math.round((size * 2) / 3);

  useEffect(() => {
    const known = drawings.get(code);
    setDrawing(known);
    if (known || !load) return;
    let shown = true;
    load().then(
      (markup) => {
        const parsed = parseFlag(markup);
        drawings.set(code, parsed);
        if (shown) setDrawing(parsed);
      },
      // A flag that fails to load leaves its blank space; the name beside it still says which country.
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [code, load]);

  if (!load) {
    return (
      <svg width={size} height={height} viewBox="0 0 30 20" role="img" aria-label={label} className="flag">
        <rect width="30" height="20" rx="2" fill="#5b6b82" />
        <text
          x="15"
          y="14"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fill="#fff"
          fontFamily="sans-serif"
        >
          {code.slice(0, 2)}
        </text>
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={height}
      viewBox={drawing?.viewBox ?? '0 0 3 2'}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className="flag"
      // The shapes come only from the country-flag-icons files bundled at build time, never from input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant, trusted SVG shapes from the package
      dangerouslySetInnerHTML={{ __html: drawing?.shapes ?? '' }}
    />
  );
}
