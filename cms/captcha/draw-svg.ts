import { randomInt } from 'node:crypto';
import { glyphOutlines, type Point, type Segment } from './glyphs';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A number in [0, 1). */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(0x1000000) / 0x1000000;

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
const between = (random: Random, min: number, max: number) => min + (max - min) * random();

/** Per-glyph affine placement, then one sine warp over the whole image and a little jitter per point. */
function placer(random: Random, centre: Point, scale: number) {
  const angle = between(random, -0.3, 0.3);
  const skew = between(random, -0.25, 0.25);
  const stretch = between(random, 0.85, 1.2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return ([x, y]: Point): Point => {
    const sx = x * scale * stretch + y * scale * skew;
    const sy = y * scale;
    return [centre[0] + sx * cos - sy * sin, centre[1] + sx * sin + sy * cos];
  };
}

function warper(random: Random) {
  const [ax, ay] = [between(random, 1, 2.2), between(random, 1.5, 3)];
  const [fx, fy] = [between(random, 0.8, 1.6), between(random, 1, 2)];
  const [px, py] = [between(random, 0, 2 * Math.PI), between(random, 0, 2 * Math.PI)];
  return ([x, y]: Point): Point => [
    x + ax * Math.sin((y / CAPTCHA_HEIGHT) * 2 * Math.PI * fx + px) + between(random, -0.35, 0.35),
    y + ay * Math.sin((x / CAPTCHA_WIDTH) * 2 * Math.PI * fy + py) + between(random, -0.35, 0.35),
  ];
}

/** Path data per contour, so contours of all glyphs and the decoys can be shuffled into one path. */
function contoursOf(segments: Segment[], map: (p: Point) => Point): string[] {
  const contours: string[] = [];
  let current = '';
  for (const segment of segments) {
    if (segment.kind === 'M' && current !== '') {
      contours.push(current);
      current = '';
    }
    current += segment.kind + segment.points.map((p) => map(p).map(fmt).join(' ')).join(' ');
  }
  if (current !== '') contours.push(current);
  return contours;
}

/** Small filled specks in the glyphs' path: they make the path's contours harder to sort into letters. */
function decoy(random: Random, warp: (p: Point) => Point): string {
  const centre: Point = [between(random, 4, CAPTCHA_WIDTH - 4), between(random, 4, CAPTCHA_HEIGHT - 4)];
  const corners = 3 + Math.floor(random() * 3);
  const radius = between(random, 0.8, 2);
  const points = Array.from({ length: corners }, (_, i): Point => {
    const a = (i / corners) * 2 * Math.PI + random();
    return warp([centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)]);
  });
  return `M${points.map((p) => p.map(fmt).join(' ')).join('L')}Z`;
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [items[i], items[j]];
    if (a !== undefined && b !== undefined) [items[i], items[j]] = [b, a];
  }
  return items;
}

function noiseCurve(random: Random, colour: string, width: number): string {
  const y = () => fmt(between(random, 4, CAPTCHA_HEIGHT - 4));
  const x = (from: number, to: number) => fmt(between(random, from, to));
  const d = `M${x(0, 10)} ${y()}C${x(25, 50)} ${y()} ${x(70, 95)} ${y()} ${x(110, CAPTCHA_WIDTH)} ${y()}`;
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${fmt(width)}" stroke-linecap="round"/>`;
}

/**
 * The captcha as SVG with no text in it: each character is its font outline, placed, rotated,
 * skewed and warped, and all outlines go into one path together with decoy specks and in shuffled
 * order, under crossing curves and dots.
 */
export function drawCaptchaSvg(code: string, random: Random = cryptoRandom): string {
  const outlines = glyphOutlines();
  const hue = Math.floor(random() * 360);
  const ink = `hsl(${hue} 65% 28%)`;
  const background = `hsl(${(hue + 180) % 360} 35% 93%)`;
  const warp = warper(random);
  const cell = CAPTCHA_WIDTH / code.length;

  const contours: string[] = [];
  [...code].forEach((char, index) => {
    const outline = outlines.get(char);
    if (!outline) throw new Error(`no captcha glyph for ${JSON.stringify(char)}`);
    const scale = between(random, 20, 24) / Math.max(outline.height, 0.5);
    const centre: Point = [cell * (index + 0.5) + between(random, -3, 3), CAPTCHA_HEIGHT / 2 + between(random, -2, 2)];
    const place = placer(random, centre, scale);
    contours.push(...contoursOf(outline.segments, (p) => warp(place(p))));
  });
  for (let i = 6 + Math.floor(random() * 5); i > 0; i -= 1) contours.push(decoy(random, warp));

  const dots = Array.from({ length: 28 }, () => {
    const colour = `hsl(${Math.floor(random() * 360)} 50% ${Math.floor(between(random, 35, 70))}%)`;
    return `<circle cx="${fmt(random() * CAPTCHA_WIDTH)}" cy="${fmt(random() * CAPTCHA_HEIGHT)}" r="${fmt(between(random, 0.5, 1.3))}" fill="${colour}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    noiseCurve(random, `hsl(${(hue + 40) % 360} 40% 70%)`, 3),
    `<path d="${shuffle(contours, random).join('')}" fill="${ink}" stroke="${ink}" stroke-width="0.7" stroke-linejoin="round"/>`,
    noiseCurve(random, ink, between(random, 1.1, 1.7)),
    noiseCurve(random, ink, between(random, 0.8, 1.2)),
    ...dots,
    '</svg>',
  ].join('');
}
