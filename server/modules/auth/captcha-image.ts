import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** A 5x7 bitmap font for the ten digits, one string per row ('#' = ink). */
const GLYPHS: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

function paint(png: PNG, x: number, y: number, rgb: [number, number, number]): void {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
  const at = (y * WIDTH + x) * 4;
  png.data[at] = rgb[0];
  png.data[at + 1] = rgb[1];
  png.data[at + 2] = rgb[2];
  png.data[at + 3] = 255;
}

const randomColour = (low: number, high: number): [number, number, number] => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

/** Draws the digits with per-glyph jitter, stray lines and speckle; returns the PNG as base64. */
export function drawCaptcha(answer: string): string {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const background = randomColour(225, 250);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) paint(png, x, y, background);

  [...answer].forEach((digit, index) => {
    const glyph = GLYPHS[digit] ?? GLYPHS['0']!;
    const ink = randomColour(20, 110);
    const left = 8 + index * 28 + randomInt(-2, 3);
    const top = 6 + randomInt(-3, 4);
    const slant = randomInt(-1, 2);
    glyph.forEach((row, rowIndex) => {
      [...row].forEach((cell, column) => {
        if (cell !== '#') return;
        const shift = Math.round((slant * (3 - rowIndex)) / 2);
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1)
            paint(png, left + column * SCALE + dx + shift, top + rowIndex * SCALE + dy, ink);
      });
    });
  });

  for (let line = 0; line < 4; line += 1) {
    const colour = randomColour(80, 200);
    let y = randomInt(0, HEIGHT);
    const slope = (randomInt(0, HEIGHT) - y) / WIDTH;
    for (let x = 0; x < WIDTH; x += 1) {
      paint(png, x, Math.round(y), colour);
      y += slope;
    }
  }
  for (let dot = 0; dot < 260; dot += 1) {
    paint(png, randomInt(0, WIDTH), randomInt(0, HEIGHT), randomColour(60, 230));
  }
  return PNG.sync.write(png).toString('base64');
}
