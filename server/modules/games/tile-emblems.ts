/**
 * The picture in the middle of a generated game tile: an emblem for what the game is about, read
 * from its English name (a dragon, gems, a roulette wheel…), else from its kind (a slot's 7, live
 * tables' cards, a fish). Each emblem is a few SVG shapes in a 140 × 140 box, drawn at (90, 60).
 */

export type EmblemTheme =
  | 'dragon'
  | 'coins'
  | 'gem'
  | 'fish'
  | 'roulette'
  | 'cards'
  | 'dice'
  | 'balls'
  | 'blossom'
  | 'magic'
  | 'crown'
  | 'fruit'
  | 'bolt'
  | 'paw'
  | 'seven';

/** Words of a name that tell its theme; the first theme whose word the name holds wins. */
const themeWords: readonly [EmblemTheme, RegExp][] = [
  ['roulette', /\broulette\b/],
  ['cards', /\b(baccarat|blackjack|poker|tongits|pusoy|cards?|dragon tiger|teen patti|rummy)\b/],
  ['dice', /\b(sic ?bo|dice|craps|fan ?tan|sedie)\b/],
  ['balls', /\b(bingo|keno|lott?o|balls?)\b/],
  ['fish', /\b(fish\w*|shark|turtle|crab|ocean|jellyfish|whale|sea|octopus|lobster)\b/],
  ['dragon', /\b(dragon|phoenix|fire|flame|inferno)\b/],
  ['gem', /\b(gems?|diamonds?|jewels?|crystal|ruby|emerald|sapphire|frozen|ice|snow)\b/],
  ['blossom', /\b(samurai|geisha|sakura|lotus|blossom|panda|bamboo)\b/],
  ['magic', /\b(wizard|magic|mystic|witch|spell|moon|star)\b/],
  [
    'crown',
    /\b(king|queen|empire|royal|legend|emperor|pharaoh|anubis|zeus|olympus|viking|pirate|temple|aztec)\b/,
  ],
  ['fruit', /\b(fruit|cherry|cherries|sweet|candy|sugar|juicy)\b/],
  ['bolt', /\b(thunder|lightning|storm|power|rush)\b/],
  ['paw', /\b(bear|elephant|tiger|lion|buffalo|wolf|monkey|bull)\b/],
  ['coins', /\b(fortune|jackpot|gold\w*|treasure|lucky|money|rich|wealth|coins?|cash|bonanza|prosper\w*)\b/],
];

/** What a game of this kind shows when its name tells nothing. */
const kindThemes: Readonly<Record<string, EmblemTheme>> = {
  RNG: 'seven',
  LIVE: 'cards',
  FISH: 'fish',
  PVP: 'cards',
  BINGO: 'balls',
  BGS: 'dice',
  LOTT: 'balls',
  ELOTT: 'balls',
};

export function themeOf(englishName: string, gameType: string): EmblemTheme {
  const name = englishName.toLowerCase();
  return themeWords.find(([, words]) => words.test(name))?.[0] ?? kindThemes[gameType] ?? 'seven';
}

const polygon = (points: number, outer: number, inner: number, cx = 70, cy = 70): string =>
  Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** The emblem's shapes in its 140 × 140 box; `accent` is the tile's contrasting colour. */
function shapes(theme: EmblemTheme, accent: string): string {
  const gold = '#ffd45c';
  switch (theme) {
    case 'dragon':
      return `<path d="M70 8 C98 40 120 58 112 92 C106 118 86 132 70 132 C50 132 28 118 26 92 C22 66 44 52 52 28 C60 48 66 56 70 62 C74 44 74 26 70 8 Z" fill="#ff7a3d"/><path d="M70 62 C86 78 96 92 90 108 C86 120 78 126 70 126 C58 126 50 116 50 104 C50 90 62 80 70 62 Z" fill="${gold}"/>`;
    case 'coins':
      return `<ellipse cx="70" cy="108" rx="46" ry="14" fill="#b8860b"/><rect x="24" y="84" width="92" height="24" fill="#d4a017"/><ellipse cx="70" cy="84" rx="46" ry="14" fill="${gold}"/><circle cx="70" cy="50" r="40" fill="${gold}" stroke="#b8860b" stroke-width="6"/><polygon points="${polygon(5, 22, 9, 70, 50)}" fill="#b8860b"/>`;
    case 'gem':
      return `<polygon points="30,48 50,20 90,20 110,48 70,124" fill="${accent}"/><polygon points="30,48 110,48 70,124" fill="#fff" opacity="0.35"/><polygon points="50,20 70,48 90,20" fill="#fff" opacity="0.55"/><polyline points="30,48 50,20 90,20 110,48 70,124 30,48" fill="none" stroke="#fff" stroke-width="3"/>`;
    case 'fish':
      return `<path d="M14 70 C40 30 92 28 116 70 C92 112 40 110 14 70 Z" fill="${accent}"/><polygon points="110,70 136,44 136,96" fill="${accent}"/><circle cx="42" cy="62" r="7" fill="#fff"/><circle cx="43" cy="62" r="3" fill="#111"/><path d="M62 50 C72 62 72 78 62 90" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>`;
    case 'roulette':
      return `<circle cx="70" cy="70" r="62" fill="#3a1d0e"/><circle cx="70" cy="70" r="54" fill="#c0392b"/>${Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M70 70 L${(70 + 54 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(70 + 54 * Math.sin((i * Math.PI) / 4)).toFixed(1)} A54 54 0 0 1 ${(70 + 54 * Math.cos(((i + 0.5) * Math.PI) / 4)).toFixed(1)} ${(70 + 54 * Math.sin(((i + 0.5) * Math.PI) / 4)).toFixed(1)} Z" fill="#111"/>`,
      ).join(
        '',
      )}<circle cx="70" cy="70" r="26" fill="${gold}"/><circle cx="70" cy="70" r="8" fill="#3a1d0e"/><circle cx="70" cy="24" r="6" fill="#fff"/>`;
    case 'cards':
      return `<rect x="18" y="26" width="62" height="88" rx="8" fill="#fff" transform="rotate(-14 49 70)"/><rect x="60" y="22" width="62" height="88" rx="8" fill="#fff" stroke="#ddd" transform="rotate(10 91 66)"/><path d="M91 44 C104 58 112 66 100 76 C95 80 92 78 91 74 C90 78 87 80 82 76 C70 66 78 58 91 44 Z" fill="#d62839" transform="rotate(10 91 66)"/><text x="34" y="60" font-size="22" font-weight="700" fill="#111" transform="rotate(-14 49 70)">A</text>`;
    case 'dice':
      return `<rect x="14" y="40" width="64" height="64" rx="12" fill="#fff" transform="rotate(-12 46 72)"/><rect x="66" y="30" width="60" height="60" rx="12" fill="${accent}" transform="rotate(14 96 60)"/>${[
        [32, 58],
        [46, 72],
        [60, 86],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#d62839" transform="rotate(-12 46 72)"/>`)
        .join(
          '',
        )}<circle cx="86" cy="50" r="5" fill="#fff" transform="rotate(14 96 60)"/><circle cx="106" cy="70" r="5" fill="#fff" transform="rotate(14 96 60)"/>`;
    case 'balls':
      return [
        [46, 88, 34, '#e63946', '7'],
        [96, 92, 30, '#457b9d', '21'],
        [72, 44, 32, gold, '42'],
      ]
        .map(
          ([x, y, r, fill, label]) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${Number(r) * 0.55}" fill="#fff"/><text x="${x}" y="${Number(y) + 7}" text-anchor="middle" font-size="20" font-weight="700" fill="#111">${label}</text>`,
        )
        .join('');
    case 'blossom':
      return `${Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="70" cy="36" rx="20" ry="32" fill="#ffb7c5" transform="rotate(${i * 72} 70 70)"/>`,
      ).join('')}<circle cx="70" cy="70" r="14" fill="${gold}"/>`;
    case 'magic':
      return `<circle cx="70" cy="78" r="48" fill="${accent}" opacity="0.85"/><circle cx="56" cy="62" r="14" fill="#fff" opacity="0.5"/><polygon points="${polygon(4, 26, 7, 108, 24)}" fill="#fff"/><polygon points="${polygon(4, 14, 4, 24, 34)}" fill="${gold}"/><rect x="36" y="122" width="68" height="12" rx="6" fill="#4a2c0a"/>`;
    case 'crown':
      return `<polygon points="14,104 22,40 48,72 70,24 92,72 118,40 126,104" fill="${gold}" stroke="#b8860b" stroke-width="4" stroke-linejoin="round"/><rect x="14" y="104" width="112" height="18" rx="4" fill="#d4a017"/><circle cx="70" cy="86" r="9" fill="#d62839"/><circle cx="38" cy="90" r="6" fill="${accent}"/><circle cx="102" cy="90" r="6" fill="${accent}"/>`;
    case 'fruit':
      return `<path d="M70 20 C66 50 50 70 42 84 M70 20 C78 50 92 66 100 80" stroke="#2d6a4f" stroke-width="6" fill="none"/><path d="M70 20 C86 12 104 18 110 30 C94 34 80 30 70 20 Z" fill="#52b788"/><circle cx="42" cy="98" r="30" fill="#d62839"/><circle cx="100" cy="92" r="28" fill="#e63946"/><circle cx="32" cy="88" r="8" fill="#fff" opacity="0.5"/><circle cx="90" cy="82" r="7" fill="#fff" opacity="0.5"/>`;
    case 'bolt':
      return `<polygon points="82,6 30,78 64,78 50,134 112,52 76,52 96,6" fill="${gold}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
    case 'paw':
      return `<ellipse cx="70" cy="92" rx="34" ry="28" fill="${accent}"/>${[
        [30, 56],
        [52, 34],
        [88, 34],
        [110, 56],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="13" ry="17" fill="${accent}"/>`)
        .join('')}`;
    case 'seven':
      return `<rect x="12" y="12" width="116" height="116" rx="22" fill="#fff" opacity="0.18"/><text x="70" y="112" text-anchor="middle" font-family="Georgia, serif" font-size="118" font-weight="700" fill="#d62839" stroke="${gold}" stroke-width="5">7</text>`;
  }
}

/** The emblem, centred in the top of a 320 × 320 tile, on a soft glow. */
export function emblem(theme: EmblemTheme, accent: string): string {
  return `<circle cx="160" cy="130" r="92" fill="url(#glow)"/><g transform="translate(90 60)">${shapes(theme, accent)}</g>`;
}
