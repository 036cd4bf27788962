/**
 * Country flags drawn as small SVGs (no emoji font is guaranteed on the page). Simplified
 * but recognisable designs for the markets the brands serve; other countries get a neutral
 * badge with their code.
 */
interface FlagDesign {
  /** Stripe colours with relative weights; `vertical` stacks them left to right. */
  stripes: [string, number][];
  vertical?: boolean;
  /** Extra shapes drawn on a 30 x 20 canvas. */
  extra?: string;
}

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

const usStripes: [string, number][] = Array.from({ length: 13 }, (_, i) => [i % 2 ? '#fff' : '#b22234', 1]);
const myStripes: [string, number][] = Array.from({ length: 14 }, (_, i) => [i % 2 ? '#fff' : '#cc0001', 1]);

const designs: Record<string, FlagDesign> = {
  PH: {
    stripes: [
      ['#0038a8', 1],
      ['#ce1126', 1],
    ],
    extra: `<polygon points="0,0 17,10 0,20" fill="#fff"/>${circle(5.5, 10, 2.2, '#fcd116')}`,
  },
  VN: { stripes: [['#da251d', 1]], extra: star(15, 10, 6, '#ffff00') },
  CN: { stripes: [['#de2910', 1]], extra: star(6, 6, 4, '#ffde00') },
  TH: {
    stripes: [
      ['#a51931', 1],
      ['#f4f5f8', 1],
      ['#2d2a4a', 2],
      ['#f4f5f8', 1],
      ['#a51931', 1],
    ],
  },
  ID: {
    stripes: [
      ['#ce1126', 1],
      ['#fff', 1],
    ],
  },
  MY: {
    stripes: myStripes,
    extra: `<rect width="15" height="11.4" fill="#010066"/>${circle(6, 5.7, 3.6, '#fc0')}${circle(7.2, 5.7, 3, '#010066')}${star(11, 5.7, 2.4, '#fc0')}`,
  },
  SG: {
    stripes: [
      ['#ef3340', 1],
      ['#fff', 1],
    ],
    extra: `${circle(6, 5, 3.4, '#fff')}${circle(7.3, 5, 3.2, '#ef3340')}`,
  },
  KH: {
    stripes: [
      ['#032ea1', 1],
      ['#e00025', 2],
      ['#032ea1', 1],
    ],
    extra: '<path d="M10 13h10v-2l-1-1v-2h-1l-1-2-1-2-1 2-1 2h-1v2l-1 1z" fill="#fff"/>',
  },
  MM: {
    stripes: [
      ['#fecb00', 1],
      ['#34b233', 1],
      ['#ea2839', 1],
    ],
    extra: star(15, 11, 7, '#fff'),
  },
  LA: {
    stripes: [
      ['#ce1126', 1],
      ['#002868', 2],
      ['#ce1126', 1],
    ],
    extra: circle(15, 10, 4, '#fff'),
  },
  IN: {
    stripes: [
      ['#ff9933', 1],
      ['#fff', 1],
      ['#138808', 1],
    ],
    extra: `<circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" stroke-width="0.8"/>`,
  },
  JP: { stripes: [['#fff', 1]], extra: circle(15, 10, 6, '#bc002d') },
  KR: {
    stripes: [['#fff', 1]],
    extra: `<path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a"/><path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0"/>`,
  },
  US: {
    stripes: usStripes,
    extra: '<rect width="12" height="10.8" fill="#3c3b6e"/>',
  },
  GB: {
    stripes: [['#012169', 1]],
    extra:
      '<path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>',
  },
  ES: {
    stripes: [
      ['#aa151b', 1],
      ['#f1bf00', 2],
      ['#aa151b', 1],
    ],
  },
  PT: {
    stripes: [
      ['#046a38', 2],
      ['#da291c', 3],
    ],
    vertical: true,
    extra: circle(12, 10, 3.6, '#ffe900'),
  },
  BR: {
    stripes: [['#009c3b', 1]],
    extra: `<polygon points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#ffdf00"/>${circle(15, 10, 4.4, '#002776')}`,
  },
  MX: {
    stripes: [
      ['#006847', 1],
      ['#fff', 1],
      ['#ce1126', 1],
    ],
    vertical: true,
    extra: circle(15, 10, 2.2, '#8c6a3d'),
  },
  AR: {
    stripes: [
      ['#74acdf', 1],
      ['#fff', 1],
      ['#74acdf', 1],
    ],
    extra: circle(15, 10, 2, '#f6b40e'),
  },
  CO: {
    stripes: [
      ['#fcd116', 2],
      ['#003893', 1],
      ['#ce1126', 1],
    ],
  },
  PE: {
    stripes: [
      ['#d91023', 1],
      ['#fff', 1],
      ['#d91023', 1],
    ],
    vertical: true,
  },
  CL: {
    stripes: [
      ['#fff', 1],
      ['#d52b1e', 1],
    ],
    extra: `<rect width="10" height="10" fill="#0039a6"/>${star(5, 5, 3, '#fff')}`,
  },
  FR: {
    stripes: [
      ['#002395', 1],
      ['#fff', 1],
      ['#ed2939', 1],
    ],
    vertical: true,
  },
  PF: {
    stripes: [
      ['#ce1126', 1],
      ['#fff', 2],
      ['#ce1126', 1],
    ],
    extra: circle(15, 10, 3, '#f4a300'),
  },
  DE: {
    stripes: [
      ['#000', 1],
      ['#dd0000', 1],
      ['#ffce00', 1],
    ],
  },
  IT: {
    stripes: [
      ['#009246', 1],
      ['#fff', 1],
      ['#ce2b37', 1],
    ],
    vertical: true,
  },
};

function stripesMarkup(design: FlagDesign): string {
  const total = design.stripes.reduce((sum, [, weight]) => sum + weight, 0);
  let offset = 0;
  return design.stripes
    .map(([colour, weight]) => {
      const size = ((design.vertical ? 30 : 20) * weight) / total;
      const rect = design.vertical
        ? `<rect x="${offset}" y="0" width="${size + 0.05}" height="20" fill="${colour}"/>`
        : `<rect x="0" y="${offset}" width="30" height="${size + 0.05}" fill="${colour}"/>`;
      offset += size;
      return rect;
    })
    .join('');
}

/** The flag of `countryCode` (ISO 3166 alpha-2). */
export function Flag({ countryCode, size = 22 }: { countryCode: string; size?: number }) {
  const code = countryCode.toUpperCase();
  const design = designs[code];
  const height = Math.round((size * 2) / 3);
  if (!design) {
    return (
      <svg width={size} height={height} viewBox="0 0 30 20" aria-hidden="true" className="flag">
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
      viewBox="0 0 30 20"
      aria-hidden="true"
      className="flag"
      // The markup is built only from the constant designs above, never from input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant, trusted SVG shapes
      dangerouslySetInnerHTML={{ __html: stripesMarkup(design) + (design.extra ?? '') }}
    />
  );
}
