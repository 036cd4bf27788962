import { describe, expect, it } from 'vitest';
import { artCache, gameArt, monogramOf, vendorArt } from '../../../server/modules/games/thumbnails';
import { type EmblemTheme, themeOf } from '../../../server/modules/games/tile-emblems';

describe('generated game tiles', () => {
  it('pick an emblem from the English name, else from the kind of game', () => {
    const cases: [string, string, EmblemTheme][] = [
      ['Dragon Palace', 'RNG', 'dragon'],
      ['Royal Roulette 1', 'LIVE', 'roulette'],
      ['Lightning Baccarat 1', 'LIVE', 'cards'],
      ['Speed Sic Bo 1', 'LIVE', 'dice'],
      ['Lucky Bingo 90', 'BINGO', 'balls'],
      ['Shining Turtle', 'FISH', 'fish'],
      ['Geisha Gems', 'RNG', 'gem'],
      ['Samurai Treasure', 'RNG', 'blossom'],
      ['Sweet Bonanza', 'RNG', 'fruit'],
      ['Golden Anubis', 'RNG', 'crown'],
      ['Midnight Pirate Max', 'RNG', 'crown'],
      ['Mystic Night', 'RNG', 'magic'],
      ['Black Elephant Megaways', 'RNG', 'paw'],
      ['Lucky Quest 3', 'RNG', 'coins'],
      ['Quiet Harbour', 'RNG', 'seven'],
      ['Quiet Harbour', 'LIVE', 'cards'],
      ['Quiet Harbour', 'FISH', 'fish'],
    ];
    for (const [name, kind, theme] of cases) expect(themeOf(name, kind), name).toBe(theme);
  });

  it('draw every emblem into a tile of bounded size, whatever the name', () => {
    const themes = [
      'Dragon',
      'Coins',
      'Gems',
      'Fish',
      'Roulette',
      'Cards',
      'Dice',
      'Bingo',
      'Sakura',
      'Wizard',
    ];
    for (const [index, word] of [...themes, 'King', 'Cherry', 'Thunder', 'Tiger', 'Nothing'].entries()) {
      const svg = gameArt({ code: `T-${index}`, name: word, englishName: word, gameType: 'RNG' }, 'en');
      expect(svg.startsWith('<svg') && svg.trimEnd().endsWith('</svg>'), word).toBe(true);
      expect(svg.length, word).toBeLessThan(6000);
    }
    const long = 'Extraordinarily Lengthy Jackpot '.repeat(40);
    const svg = gameArt({ code: 'T-LONG', name: long, englishName: long, gameType: 'RNG' }, 'en');
    expect(svg.length).toBeLessThan(6000);
    expect(svg).toContain('…');
  });

  it('marks a vendor by initials that stay readable in any crop', () => {
    expect(monogramOf('Pragmatic Play')).toBe('PP');
    expect(monogramOf('PG Soft')).toBe('PG');
    expect(monogramOf('JILI Slots')).toBe('JILI');
    expect(monogramOf('CQ9 Gaming')).toBe('CQ9');
    expect(monogramOf('Evolution')).toBe('Ev');
    expect(monogramOf('CMD368')).toBe('CMD');
    const svg = vendorArt({ code: 'PP', displayName: 'Pragmatic Play' });
    expect(svg).toContain('aria-label="Pragmatic Play"');
    // The full name is not drawn: only the initials, which the square and 16:9 crops both keep whole.
    expect(svg).not.toContain('>Pragmatic');
  });

  it('keep at most their bound of drawings, drawing a forgotten one again', async () => {
    const cached = artCache(2);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return `<svg>${draws}</svg>`;
    };
    await cached('a', draw);
    await cached('a', draw);
    expect(draws).toBe(1);
    await cached('b', draw);
    await cached('c', draw);
    await cached('a', draw);
    expect(draws).toBe(4);
    expect(await cached('missing', async () => null)).toBe(null);
  });
});
