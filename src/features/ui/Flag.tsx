import { useEffect, useState } from 'react';

/** A flag's viewBox and inner shapes, drawn inside our own sized <svg>. */
interface FlagDrawing {
  viewBox: string;
  shapes: string;
}

/** Flags already fetched (null: the package has none), so a reopened picker draws them at once. */
const drawings = new Map<string, FlagDrawing | null>();

function parseFlag(markup: string): FlagDrawing {
  const open = markup.indexOf('>', markup.indexOf('<svg')) + 1;
  return {
    viewBox: /viewBox="([^"]+)"/.exec(markup)?.[1] ?? '0 0 3 2',
    shapes: markup.slice(open, markup.lastIndexOf('</svg>')),
  };
}

async function fetchDrawing(code: string): Promise<FlagDrawing | null> {
  const { loadFlagMarkup } = await import('./flag-files');
  const markup = await loadFlagMarkup(code);
  return markup === null ? null : parseFlag(markup);
}

/**
 * The flag of `countryCode` (ISO 3166 alpha-2) from country-flag-icons, as SVG since no emoji font is
 * guaranteed on the page, named `label`; a neutral badge with the code where the package has no flag.
 * Fetched when first shown, so elements pay nothing for flags until a picker opens.
 */
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
  const [drawing, setDrawing] = useState(() => drawings.get(code));
  const height = Math.round((size * 2) / 3);

  useEffect(() => {
    setDrawing(drawings.get(code));
    if (drawings.has(code)) return;
    let shown = true;
    fetchDrawing(code).then(
      (fetched) => {
        drawings.set(code, fetched);
        if (shown) setDrawing(fetched);
      },
      // A flag that fails to load leaves its blank space; the name beside it still says which country.
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [code]);

  if (drawing === null) {
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
