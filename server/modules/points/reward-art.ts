/** Generated pictures for the demo rewards (operator.json may point at any image instead). */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const frame = (from: string, to: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#g)"/>${body}</svg>`;

const coin = (label: string) =>
  frame(
    '#0f5132',
    '#1f8f5f',
    `<circle cx="160" cy="120" r="70" fill="#f5c542" stroke="#c9971c" stroke-width="8"/>
<text x="160" y="138" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#7a5a00">${escapeXml(label)}</text>`,
  );

const art: Record<string, string> = {
  'cash-50': coin('50'),
  'cash-200': coin('200'),
  'team-jersey': frame(
    '#1d3f8f',
    '#3a6fd8',
    '<path d="M110 60l30-14h40l30 14 40 26-22 36-22-12v104H114V110l-22 12-22-36z" fill="#ffffff"/><text x="160" y="160" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#1d3f8f">10</text>',
  ),
  headphones: frame(
    '#3b1d6e',
    '#7a4fd0',
    '<path d="M90 150v-30a70 70 0 0 1 140 0v30" fill="none" stroke="#ffffff" stroke-width="14"/><rect x="74" y="140" width="40" height="62" rx="12" fill="#ffffff"/><rect x="206" y="140" width="40" height="62" rx="12" fill="#ffffff"/>',
  ),
  smartwatch: frame(
    '#5a1a1a',
    '#c0392b',
    '<rect x="138" y="30" width="44" height="180" rx="14" fill="#2b2b2b"/><rect x="112" y="70" width="96" height="100" rx="22" fill="#111" stroke="#ffffff" stroke-width="6"/><text x="160" y="132" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#ffffff">12:00</text>',
  ),
};

export function rewardArt(code: string): string | null {
  return Object.hasOwn(art, code) ? art[code]! : null;
}
