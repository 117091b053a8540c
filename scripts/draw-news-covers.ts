/**
 * Draws the news and case-story covers of the fixtures (public/images/news/cover-*.svg): one per article, its
 * subject's motif on its own colours, with the figure or year it is about. Run `npx tsx scripts/draw-news-covers.ts`
 * after adding an article to the table below, then point the article's `coverUrl` (both locales) at its file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

type Palette = readonly [from: string, to: string, accent: string];
type Motif = (accent: string) => string;
type Cover = { id: number; slug: string; palette: Palette; motif: Motif; label: string };

const W = 'fill="#fff"';
const pairs = (...points: [number, number][]) => points;
const line = (d: string, width = 6, colour = '#fff', opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
const box = (x: number, y: number, w: number, h: number, fill = '#fff', opacity = 1, r = 10) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
const dot = (x: number, y: number, r: number, fill = '#fff', opacity = 1) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;

// The motifs: each a few shapes around the picture's centre (400, 170), the label sits bottom left.
const cloud = (x: number, y: number, s = 1, fill = '#fff', opacity = 0.92) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-90 40h170a45 45 0 0 0 0-90 62 62 0 0 0-116-16 50 50 0 0 0-54 106z" fill="${fill}" fill-opacity="${opacity}"/>`;
const shield = (x: number, y: number, s = 1, fill = '#fff', opacity = 0.25) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-90l80 30v55C80 50 45 80 0 95-45 80-80 50-80-5v-55z" fill="${fill}" fill-opacity="${opacity}" stroke="#fff" stroke-width="5"/>`;
const check = (x: number, y: number, accent: string) => line(`M${x - 30} ${y}l22 22 44-46`, 11, accent);
const bolt = (x: number, y: number, fill: string) => `<path d="M${x + 8} ${y - 50}l-40 58h28l-12 46 42-62h-28z" fill="${fill}"/>`;
const chip = (x: number, y: number, accent: string, text = '') => {
  const pins = [-36, -12, 12, 36].map((o) => `M${x + o} ${y - 70}v-16M${x + o} ${y + 70}v16M${x - 70} ${y + o}h-16M${x + 70} ${y + o}h16`).join('');
  return `${line(pins, 5, '#fff', 0.8)}${box(x - 70, y - 70, 140, 140, '#fff', 0.95, 16)}${box(x - 44, y - 44, 88, 88, accent, 1, 8)}${text ? `<text x="${x}" y="${y + 9}" font-size="26" font-weight="700" text-anchor="middle" ${W}>${text}</text>` : ''}`;
};
const globe = (x: number, y: number, r: number, accent: string, nodes: [number, number][]) =>
  `${dot(x, y, r, '#fff', 0.14)}${line(`M${x - r} ${y}h${2 * r}M${x} ${y - r}v${2 * r}`, 2, '#fff', 0.6)}<ellipse cx="${x}" cy="${y}" rx="${r * 0.45}" ry="${r}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.4}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>${nodes.map(([dx, dy]) => dot(x + dx, y + dy, 8, accent)).join('')}`;
const bars = (x: number, y: number, heights: number[], accent: string, trend = true) =>
  `${heights.map((h, i) => box(x + i * 46, y - h, 30, h, '#fff', 0.35 + i * 0.1, 4)).join('')}${trend ? line(`M${heights.map((h, i) => `${x + 15 + i * 46} ${y - h - 18}`).join('L')}`, 5, accent) : ''}${line(`M${x - 14} ${y + 8}h${heights.length * 46 + 10}`, 3, '#fff', 0.6)}`;
const pie = (x: number, y: number, r: number, accent: string, share: number) => {
  const a = share * 2 * Math.PI;
  const ex = (x + r * Math.sin(a)).toFixed(1);
  const ey = (y - r * Math.cos(a)).toFixed(1);
  return `${dot(x, y, r, '#fff', 0.3)}<path d="M${x} ${y}V${y - r}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${ex} ${ey}z" fill="${accent}"/>`;
};
const doc = (x: number, y: number, accent: string) =>
  `<path d="M${x - 70} ${y - 95}h100l40 40v150h-140z" fill="#fff" fill-opacity=".94"/><path d="M${x + 30} ${y - 95}v40h40" fill="#fff" fill-opacity=".5"/>${box(x - 50, y - 60, 60, 10, accent, 1, 5)}${[-30, -12, 6].map((o) => box(x - 50, y + o, 100, 7, '#94a3b8', 0.6, 3)).join('')}`;
/** A cog: a thick dashed ring makes the teeth. */
const gear = (x: number, y: number, r: number, fill = '#fff', opacity = 0.9) => {
  const tooth = ((2 * Math.PI * r) / 16).toFixed(1);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${opacity}" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${r * 0.4}" stroke-dasharray="${tooth}"/>${dot(x, y, r * 0.4, '#0f172a', 0.35)}`;
};
const wheel = (x: number, y: number, r: number, accent: string) =>
  `${dot(x, y, r, accent, 0.9)}${line(
    Array.from({ length: 7 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 7;
      return `M${x} ${y}L${Math.round(x + r * 0.72 * Math.sin(a))} ${Math.round(y - r * 0.72 * Math.cos(a))}`;
    }).join(''),
    Math.max(3, r / 12),
  )}<circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="none" stroke="#fff" stroke-width="${Math.max(3, r / 12)}"/>`;
const rack = (x: number, y: number, accent: string, units = 4) =>
  `${box(x - 70, y - 100, 140, 200, '#fff', 0.2, 12)}${Array.from({ length: units }, (_, i) => `${box(x - 56, y - 86 + i * 44, 112, 34, '#fff', 0.9, 6)}${dot(x + 38, y - 69 + i * 44, 5, accent)}`).join('')}`;
const play = (x: number, y: number, s: number, accent: string) =>
  `${box(x - 70 * s, y - 50 * s, 140 * s, 100 * s, accent, 1, 22 * s)}<path d="M${x - 16 * s} ${y - 26 * s}l44 ${26 * s}-44 ${26 * s}z" ${W}/>`;
const lock = (x: number, y: number, accent: string) =>
  `${line(`M${x - 34} ${y - 10}v-30a34 34 0 0 1 68 0v30`, 12)}${box(x - 56, y - 14, 112, 86, accent, 1, 12)}${dot(x, y + 22, 10)}${line(`M${x} ${y + 26}v20`, 6)}`;
const pin = (x: number, y: number, accent: string) =>
  `<path d="M${x} ${y + 40}c-30-34-44-56-44-78a44 44 0 0 1 88 0c0 22-14 44-44 78z" fill="${accent}"/>${dot(x, y - 38, 15)}`;
const building = (x: number, y: number, accent: string, kind: 'cross' | 'columns' | 'pediment' | 'factory' | 'tower') => {
  if (kind === 'columns')
    return `<path d="M${x - 110} ${y - 50}L${x} ${y - 110}l110 60z" ${W}/>${[-80, -40, 0, 40, 80].map((o) => box(x + o - 10, y - 40, 20, 110, '#fff', 0.9, 3)).join('')}${box(x - 120, y + 74, 240, 16, accent, 1, 3)}`;
  if (kind === 'pediment')
    return `<path d="M${x - 120} ${y - 40}L${x} ${y - 100}l120 60z" fill="${accent}"/>${box(x - 100, y - 36, 200, 120, '#fff', 0.92, 4)}${[-60, -20, 20, 60].map((o) => box(x + o - 12, y - 16, 24, 40, accent, 0.5, 12)).join('')}${box(x - 18, y + 40, 36, 44, accent, 1, 4)}`;
  if (kind === 'factory')
    return `<path d="M${x - 130} ${y + 80}V${y - 20}l60-40v40l60-40v40l60-40v40h80v120z" fill="#fff" fill-opacity=".92"/>${box(x + 60, y - 110, 26, 90, '#fff', 0.92, 3)}${[-100, -40, 20].map((o) => box(x + o, y + 20, 36, 28, accent, 0.8, 4)).join('')}`;
  if (kind === 'tower')
    return `${line(`M${x} ${y - 60}L${x - 60} ${y + 90}M${x} ${y - 60}L${x + 60} ${y + 90}M${x - 36} ${y + 30}h72M${x - 20} ${y - 10}h40`, 8)}${dot(x, y - 72, 16, accent)}${[44, 78].map((r) => `<path d="M${x - r} ${y - 72 - r * 0.6}a${r} ${r} 0 0 0 0 ${r * 1.2}M${x + r} ${y - 72 - r * 0.6}a${r} ${r} 0 0 1 0 ${r * 1.2}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`).join('')}`;
  return `${box(x - 100, y - 80, 200, 170, '#fff', 0.92, 6)}${box(x - 22, y - 120, 44, 44, '#fff', 0.92, 4)}<path d="M${x - 8} ${y - 112}h16v12h12v16h-12v12h-16v-12h-12v-16h12z" fill="${accent}"/>${[-70, -20, 30].map((o) => box(x + o, y - 50, 36, 30, accent, 0.4, 4)).join('')}${box(x - 24, y + 30, 48, 60, accent, 1, 4)}`;
};
const laptop = (x: number, y: number, accent: string, inner: string) =>
  `${box(x - 120, y - 90, 240, 150, '#fff', 0.95, 12)}${box(x - 106, y - 76, 212, 122, accent, 0.9, 6)}<path d="M${x - 150} ${y + 66}h300l-20 22h-260z" ${W}/>${inner}`;
const stage = (x: number, y: number, accent: string, year: string) =>
  `<path d="M${x - 60} ${y - 130}L${x - 170} ${y + 70}h120zM${x + 60} ${y - 130}L${x + 170} ${y + 70}h-120z" fill="#fff" fill-opacity=".16"/>${box(x - 190, y + 50, 380, 40, '#fff', 0.9, 6)}<text x="${x}" y="${y + 10}" font-size="64" font-weight="800" text-anchor="middle" fill="${accent}">${year}</text>`;
const people = (x: number, y: number, accent: string, n = 3) =>
  Array.from({ length: n }, (_, i) => {
    const px = x + (i - (n - 1) / 2) * 70;
    return `${dot(px, y - 30, 20, i === (n - 1) >> 1 ? accent : '#fff', 0.95)}<path d="M${px - 32} ${y + 40}a32 36 0 0 1 64 0z" fill="#fff" fill-opacity=".85"/>`;
  }).join('');
const magnifier = (x: number, y: number, accent: string) =>
  `<circle cx="${x}" cy="${y}" r="40" fill="#fff" fill-opacity=".25" stroke="${accent}" stroke-width="10"/>${line(`M${x + 30} ${y + 30}l36 36`, 14, accent)}`;
const arrow = (x1: number, x2: number, y: number, accent: string) => `${line(`M${x1} ${y}H${x2}M${x2 - 18} ${y - 16}l18 16-18 16`, 8, accent)}`;
const leaf = (x: number, y: number, accent: string) =>
  `<path d="M${x - 50} ${y + 50}c0-80 40-110 110-110 0 80-40 110-110 110z" fill="${accent}"/>${line(`M${x - 50} ${y + 50}l70-70`, 5)}`;
const stopwatch = (x: number, y: number, accent: string) =>
  `${dot(x, y, 80, '#fff', 0.92)}${box(x - 16, y - 104, 32, 20, '#fff', 0.92, 4)}${line(`M${x} ${y}V${y - 56}M${x} ${y}l36 22`, 8, accent)}${dot(x, y, 8, accent)}`;
const brackets = (x: number, y: number, accent: string) =>
  `${line(`M${x - 60} ${y - 80}c-30 0-30 10-30 40s0 40-24 40c24 0 24 10 24 40s0 40 30 40M${x + 60} ${y - 80}c30 0 30 10 30 40s0 40 24 40c-24 0-24 10-24 40s0 40-30 40`, 10)}${lock(x, y + 6, accent)}`;
const bucket = (x: number, y: number, fill: string, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-50-40h100l-12 90h-76z" fill="${fill}"/><ellipse cx="${x}" cy="${y - 40 * s}" rx="${50 * s}" ry="${12 * s}" fill="#fff"/>`;
const hexMesh = (x: number, y: number, accent: string) => {
  const pts: [number, number][] = [
    [0, 0],
    [-90, -52],
    [90, -52],
    [-90, 52],
    [90, 52],
    [0, -104],
    [0, 104],
  ];
  const edges =
    pts
      .slice(1)
      .map(([dx, dy]) => `M${x} ${y}L${x + dx} ${y + dy}`)
      .join('') +
    `M${x - 90} ${y - 52}L${x} ${y - 104}L${x + 90} ${y - 52}M${x - 90} ${y + 52}L${x} ${y + 104}L${x + 90} ${y + 52}M${x - 90} ${y - 52}V${y + 52}M${x + 90} ${y - 52}V${y + 52}`;
  return `${line(edges, 3, '#fff', 0.55)}${pts.map(([dx, dy], i) => dot(x + dx, y + dy, i ? 16 : 26, i ? '#fff' : accent)).join('')}`;
};
const star = (x: number, y: number, r: number, fill: string) =>
  `<path d="${Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    const d = i % 2 ? r * 0.45 : r;
    return `${i ? 'L' : 'M'}${(x + d * Math.sin(a)).toFixed(1)} ${(y - d * Math.cos(a)).toFixed(1)}`;
  }).join('')}z" fill="${fill}"/>`;

const palettes = {
  navy: ['#0b1f4d', '#2563eb', '#7dd3fc'],
  sky: ['#0c4a6e', '#0ea5e9', '#fde68a'],
  teal: ['#134e4a', '#14b8a6', '#fef08a'],
  green: ['#14532d', '#22c55e', '#bbf7d0'],
  crimson: ['#450a0a', '#b91c1c', '#fecaca'],
  ember: ['#431407', '#ea580c', '#fde68a'],
  violet: ['#2e1065', '#7c3aed', '#f0abfc'],
  indigo: ['#1e1b4b', '#4f46e5', '#a5f3fc'],
  slate: ['#0f172a', '#475569', '#facc15'],
  rose: ['#4c0519', '#e11d48', '#fde68a'],
  cyan: ['#083344', '#0891b2', '#fbcfe8'],
  amber: ['#451a03', '#d97706', '#fef3c7'],
  plum: ['#3b0764', '#c026d3', '#fef08a'],
  forest: ['#052e16', '#15803d', '#fde68a'],
  steel: ['#1e293b', '#0369a1', '#86efac'],
} as const satisfies Record<string, Palette>;

const COVERS: Cover[] = [
  // Press
  { id: 60101, slug: '3000-customers', palette: palettes.navy, label: '3000+', motif: (a) => `${people(400, 170, a, 5)}${star(560, 80, 18, a)}` },
  {
    id: 60102,
    slug: '70-countries',
    palette: palettes.sky,
    label: '70',
    motif: (a) =>
      globe(400, 170, 110, a, [
        [-60, -50],
        [40, -80],
        [85, -20],
        [-90, 30],
        [20, 60],
        [70, 70],
        [-30, -10],
      ]),
  },
  {
    id: 60103,
    slug: 'regional-medical-cloud',
    palette: palettes.teal,
    label: 'HEALTH',
    motif: (a) => `${building(360, 200, a, 'cross')}${cloud(540, 110, 0.7)}`,
  },
  {
    id: 60104,
    slug: 'xinchuang-certified',
    palette: palettes.crimson,
    label: 'CERTIFIED',
    motif: (a) => `${chip(380, 170, '#b91c1c', 'CPU')}${dot(510, 90, 36, a)}${check(512, 88, '#7f1d1d')}`,
  },
  {
    id: 60105,
    slug: 'partner-programme',
    palette: palettes.cyan,
    label: '2.0',
    motif: (a) =>
      `<circle cx="350" cy="170" r="80" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-width="5"/><circle cx="460" cy="170" r="80" fill="${a}" fill-opacity=".35" stroke="#fff" stroke-width="5"/>${star(405, 170, 24, '#fff')}`,
  },
  {
    id: 60106,
    slug: 'ddos-1-02t',
    palette: palettes.rose,
    label: '1.02T',
    motif: (a) => `${shield(430, 170, 1.2)}${check(430, 165, a)}${line('M120 90l90 40M100 170h110M120 250l90-40', 6, a, 0.7)}`,
  },
  {
    id: 60107,
    slug: 'leader-quadrant',
    palette: palettes.indigo,
    label: 'LEADER',
    motif: (a) =>
      `${box(270, 50, 260, 240, '#fff', 0.12, 4)}${line('M400 50v240M270 170h260', 3, '#fff', 0.6)}${dot(330, 240, 10, '#fff', 0.6)}${dot(370, 120, 10, '#fff', 0.6)}${dot(450, 220, 10, '#fff', 0.6)}${star(480, 100, 26, a)}`,
  },
  {
    id: 60108,
    slug: 'scrubbing-15t',
    palette: palettes.ember,
    label: '15T',
    motif: (a) =>
      `<path d="M250 70h300l-110 110v80l-80 30v-110z" fill="#fff" fill-opacity=".9"/>${line('M170 80h60M150 130h80M180 180h50', 6, a, 0.8)}${line('M480 290h120', 8, '#86efac')}`,
  },
  {
    id: 60109,
    slug: 'education-cloud',
    palette: palettes.violet,
    label: 'EDU',
    motif: (a) => `${cloud(400, 200, 1.2)}<path d="M400 120l-90 40 90 40 90-40z" fill="${a}"/>${line('M440 178v38', 5, a)}`,
  },
  {
    id: 60110,
    slug: 'singapore-rnd',
    palette: palettes.steel,
    label: 'SG',
    motif: (a) =>
      `${box(290, 110, 70, 180, '#fff', 0.85, 4)}${box(370, 70, 80, 220, '#fff', 0.95, 4)}${box(460, 140, 60, 150, '#fff', 0.75, 4)}${pin(560, 110, a)}`,
  },
  { id: 60111, slug: 'interim-results', palette: palettes.green, label: 'H1 2026', motif: (a) => bars(290, 270, [70, 100, 130, 170, 210], a) },
  { id: 60112, slug: 'green-data-centre', palette: palettes.forest, label: 'PUE 1.2', motif: (a) => `${rack(360, 170, a)}${leaf(500, 150, '#86efac')}` },
  { id: 60190, slug: 'edge-ai-platform', palette: palettes.plum, label: 'AI', motif: (a) => `${hexMesh(400, 170, a)}` },
  // Product updates
  {
    id: 60201,
    slug: 'enterprise-cloud-6-2',
    palette: palettes.navy,
    label: 'v6.2',
    motif: (a) => `${rack(300, 170, a, 3)}${arrow(390, 450, 170, a)}${rack(530, 170, a, 3)}`,
  },
  {
    id: 60202,
    slug: 'node-pool-autoscaling',
    palette: palettes.teal,
    label: 'K8s 1.33',
    motif: (a) => `${[0, 1, 2, 3].map((i) => box(250 + i * 80, 230 - i * 40, 64, 40 + i * 40, '#fff', 0.5 + i * 0.15, 6)).join('')}${arrow(250, 560, 70, a)}`,
  },
  {
    id: 60203,
    slug: 'object-lock',
    palette: palettes.indigo,
    label: 'ARCHIVE',
    motif: (a) =>
      `${box(290, 80, 150, 180, '#fff', 0.2, 14)}${box(310, 100, 110, 40, '#fff', 0.8, 8)}${box(310, 150, 110, 40, '#fff', 0.6, 8)}${lock(500, 180, a === '#a5f3fc' ? '#4f46e5' : a)}`,
  },
  {
    id: 60204,
    slug: 'hybrid-console',
    palette: palettes.sky,
    label: 'CONSOLE',
    motif: (a) =>
      `${box(240, 60, 320, 220, '#fff', 0.94, 12)}${box(240, 60, 320, 30, a, 1, 12)}${cloud(330, 190, 0.5, '#0ea5e9', 1)}${cloud(470, 190, 0.5, '#0c4a6e', 1)}${line('M370 190h60', 4, '#0c4a6e')}`,
  },
  {
    id: 60205,
    slug: 'edge-gpu-regions',
    palette: palettes.slate,
    label: 'GPU',
    motif: (a) => `${chip(340, 180, '#334155', 'GPU')}${pin(480, 140, a)}${pin(560, 200, '#fff')}`,
  },
  {
    id: 60206,
    slug: 'nfs-throughput',
    palette: palettes.amber,
    label: 'NFS 4.1',
    motif: (a) =>
      `<path d="M260 100h80l20 20h130v150H260z" fill="#fff" fill-opacity=".92"/>${line('M420 250a70 70 0 1 1 140 0', 10, a)}${line('M490 250l40-46', 8, '#fff')}`,
  },
  {
    id: 60207,
    slug: 'stretched-cluster',
    palette: palettes.steel,
    label: '3.0',
    motif: (a) => `${building(290, 180, '#0369a1', 'pediment')}${building(520, 180, '#0369a1', 'pediment')}${line('M420 170h-10M390 170h20M400 150v40', 6, a)}`,
  },
  {
    id: 60208,
    slug: 'x86-and-arm',
    palette: palettes.crimson,
    label: 'x86 + ARM',
    motif: (a) => `${chip(320, 170, '#991b1b', 'x86')}${chip(500, 170, '#7f1d1d', 'ARM')}${dot(410, 170, 10, a)}`,
  },
  {
    id: 60209,
    slug: 'nvme-over-tcp',
    palette: palettes.violet,
    label: 'NVMe/TCP',
    motif: (a) =>
      `${box(250, 120, 180, 100, '#fff', 0.92, 10)}${[270, 310, 350, 390].map((x) => box(x, 200, 24, 14, a, 1, 2)).join('')}${line('M430 170h140M470 130h100M470 210h100', 5, a)}`,
  },
  {
    id: 60210,
    slug: 'gpu-sharing-cost',
    palette: palettes.cyan,
    label: 'K8s 1.35',
    motif: (a) =>
      `${wheel(360, 170, 90, '#0e7490')}${dot(520, 200, 46, a)}<text x="520" y="215" font-size="40" font-weight="800" text-anchor="middle" fill="#083344">¥</text>`,
  },
  {
    id: 60290,
    slug: 'serverless-containers',
    palette: palettes.plum,
    label: 'BETA',
    motif: (a) => `${box(300, 90, 200, 150, '#fff', 0.25, 14)}${line('M300 140h200M300 190h200M366 90v150M433 90v150', 3, '#fff', 0.6)}${bolt(400, 165, a)}`,
  },
  // Blog
  {
    id: 60301,
    slug: 'what-is-edge',
    palette: palettes.sky,
    label: 'EDGE 101',
    motif: (a) =>
      `${[150, 105, 60].map((r, i) => dot(400, 170, r, '#fff', 0.1 + i * 0.08)).join('')}${dot(400, 170, 24, a)}${pairs(
        [-120, -70],
        [130, -60],
        [-110, 90],
        [120, 95],
      )
        .map(([x, y]) => box(384 + x, 158 + y, 32, 24, '#fff', 0.95, 4))
        .join('')}`,
  },
  {
    id: 60302,
    slug: 'k8s-edge-patterns',
    palette: palettes.navy,
    label: '5 PATTERNS',
    motif: (a) =>
      `<defs><g id="w">${wheel(0, 0, 36, '#3b82f6')}</g></defs>${[230, 315, 485, 570].map((x, i) => `<use href="#w" x="${x}" y="${i % 2 ? 200 : 140}"/>`).join('')}${wheel(400, 140, 36, a)}`,
  },
  {
    id: 60303,
    slug: 'ddos-anatomy',
    palette: palettes.crimson,
    label: 'SYN → H2',
    motif: (a) => `${line('M170 240h60l20-20 20 20h40l30-170 30 170h40l20-60 20 60h60l16-120 16 120h60', 6, a)}${line('M170 250h470', 2, '#fff', 0.4)}`,
  },
  {
    id: 60304,
    slug: 'requests-and-limits',
    palette: palettes.teal,
    label: 'REQ / LIM',
    motif: (a) =>
      `${[120, 80, 150].map((h, i) => `${box(270 + i * 100, 80, 60, 200, '#fff', 0.2, 8)}${box(270 + i * 100, 280 - h, 60, h, '#fff', 0.9, 8)}`).join('')}${line('M250 110h340', 5, a)}`,
  },
  {
    id: 60305,
    slug: 'vmware-migration',
    palette: palettes.amber,
    label: '200 PROJECTS',
    motif: (a) => `${[0, 1, 2].map((i) => box(210, 90 + i * 60, 120, 44, '#fff', 0.9 - i * 0.2, 6)).join('')}${arrow(350, 440, 170, a)}${cloud(540, 190, 0.9)}`,
  },
  {
    id: 60306,
    slug: 'multi-tenant-buckets',
    palette: palettes.indigo,
    label: 'BUCKETS',
    motif: (a) => `${bucket(290, 190, '#38bdf8', 1)}${bucket(410, 190, a, 1)}${bucket(530, 190, '#c4b5fd', 1)}`,
  },
  {
    id: 60307,
    slug: 'api-rate-limits',
    palette: palettes.rose,
    label: '429',
    motif: (a) =>
      `${line('M160 100h120M160 170h120M160 240h120', 6, '#fff', 0.5)}<path d="M300 70h60v200h-60z" fill="#fff" fill-opacity=".9"/>${line('M380 170h170', 8, a)}${dot(570, 170, 14, a)}`,
  },
  {
    id: 60308,
    slug: 'gitops-argo',
    palette: palettes.ember,
    label: 'GITOPS',
    motif: (a) =>
      `${line('M220 220h360M300 220c0-70 40-90 100-90h80c50 0 60 40 60 90', 6)}${[220, 300, 580].map((x) => dot(x, 220, 18, '#fff')).join('')}${[400, 480].map((x) => dot(x, 130, 18, a)).join('')}`,
  },
  {
    id: 60309,
    slug: 'latency-budget',
    palette: palettes.cyan,
    label: '20 ms',
    motif: (a) => `${stopwatch(340, 180, a)}${line('M460 250h140', 4, '#fff', 0.7)}${dot(460, 250, 10, a)}${dot(600, 250, 10, '#fff')}`,
  },
  {
    id: 60310,
    slug: 'opentelemetry',
    palette: palettes.slate,
    label: 'TRACES',
    motif: (a) =>
      `${pairs([230, 330], [260, 160], [300, 90], [420, 140], [450, 70])
        .map(([x, w], i) => box(x, 80 + i * 40, w, 24, i % 2 ? a : '#fff', 0.9, 5))
        .join('')}`,
  },
  { id: 60390, slug: 'service-mesh', palette: palettes.green, label: 'MESH', motif: (a) => hexMesh(400, 170, a) + dot(400, 170, 10, '#14532d') },
  // Reports
  {
    id: 60401,
    slug: 'ddos-report-2024',
    palette: palettes.crimson,
    label: '2024',
    motif: (a) => `${doc(340, 180, '#b91c1c')}${shield(510, 170, 0.7, a, 0.5)}`,
  },
  {
    id: 60402,
    slug: 'edge-market-2025',
    palette: palettes.sky,
    label: '2025',
    motif: (a) =>
      `${line('M220 260l90-50 70 20 90-90 100-60', 8, a)}${dot(570, 80, 14, a)}${line('M220 270h380', 3, '#fff', 0.6)}${globe(300, 120, 50, '#fff', [])}`,
  },
  {
    id: 60403,
    slug: 'ddos-2024-takeaways',
    palette: palettes.rose,
    label: '5 TAKEAWAYS',
    motif: (a) =>
      `${[0, 1, 2, 3, 4].map((i) => `${dot(290, 70 + i * 50, 12, a)}${box(315, 62 + i * 50, 180 - i * 20, 16, '#fff', 0.85, 8)}`).join('')}${magnifier(540, 220, a)}`,
  },
  {
    id: 60404,
    slug: 'cloud-native-survey',
    palette: palettes.teal,
    label: 'SURVEY 2025',
    motif: (a) => `${pie(360, 170, 100, a, 0.68)}${[0, 1, 2].map((i) => box(500, 110 + i * 44, 90 - i * 20, 22, '#fff', 0.85, 6)).join('')}`,
  },
  {
    id: 60405,
    slug: 'platform-teams',
    palette: palettes.indigo,
    label: 'PLATFORM',
    motif: (a) => `${pie(340, 170, 90, a, 0.42)}${people(520, 190, '#fff', 2)}`,
  },
  { id: 60406, slug: 'api-security-2025', palette: palettes.slate, label: 'API 2025', motif: (a) => brackets(400, 160, '#b45309') + dot(560, 70, 8, a) },
  {
    id: 60407,
    slug: 'edge-ai-benchmark',
    palette: palettes.plum,
    label: 'BENCHMARK',
    motif: (a) => `${chip(300, 170, '#86198f', 'AI')}${[170, 120, 80].map((w, i) => box(420, 110 + i * 44, w, 26, i ? '#fff' : a, 0.9, 6)).join('')}`,
  },
  {
    id: 60408,
    slug: 'manufacturing-white-paper',
    palette: palettes.steel,
    label: 'WHITE PAPER',
    motif: (a) => `${doc(330, 180, '#0369a1')}${gear(500, 150, 50, a)}${gear(560, 230, 30)}`,
  },
  {
    id: 60409,
    slug: 'ddos-h1-2026',
    palette: palettes.ember,
    label: 'H1 2026',
    motif: (a) =>
      `<path d="M220 270V210l60-30 60 20 60-80 60 40 60-90 60 30v170z" fill="#fff" fill-opacity=".85"/>${line('M220 210l60-30 60 20 60-80 60 40 60-90 60 30', 6, a)}`,
  },
  {
    id: 60410,
    slug: 'dns-weak-spot',
    palette: palettes.navy,
    label: 'DNS',
    motif: (a) =>
      `${line('M400 80v50M400 130l-120 70M400 130l120 70M280 200l-50 70M280 200l50 70M520 200v70', 4, '#fff', 0.7)}${dot(400, 80, 22)}${pairs(
        [280, 200],
        [520, 200],
        [230, 270],
        [330, 270],
      )
        .map(([x, y]) => dot(x, y, 16))
        .join('')}${dot(520, 270, 22, '#ef4444')}${dot(520, 270, 9, a)}`,
  },
  // Events
  { id: 60501, slug: 'summit-2025', palette: palettes.violet, label: 'SUMMIT', motif: (a) => stage(400, 170, a, '2025') },
  {
    id: 60502,
    slug: 'webinar-k8s-edge',
    palette: palettes.navy,
    label: 'WEBINAR',
    motif: (a) => laptop(400, 170, '#1d4ed8', wheel(400, 110, 44, '#0b1f4d')) + dot(560, 60, 10, a),
  },
  { id: 60503, slug: 'meetup-shenzhen', palette: palettes.amber, label: 'SHENZHEN', motif: (a) => `${people(360, 200, a, 3)}${pin(540, 140, '#fff')}` },
  { id: 60504, slug: 'summit-2026', palette: palettes.cyan, label: 'SUMMIT', motif: (a) => stage(400, 170, a, '2026') },
  {
    id: 60505,
    slug: 'webinar-ddos-2027',
    palette: palettes.rose,
    label: 'WEBINAR',
    motif: (a) => laptop(400, 170, '#9f1239', `${shield(400, 115, 0.45, '#fff', 0.3)}`) + dot(560, 60, 10, a),
  },
  // Case stories
  {
    id: 60601,
    slug: 'case-hospital',
    palette: palettes.green,
    label: '10 s → 2 s',
    motif: (a) =>
      `${building(340, 190, '#15803d', 'cross')}${box(480, 100, 110, 130, '#0f172a', 0.85, 8)}${dot(535, 165, 40, a, 0.6)}${dot(535, 165, 18, '#fff', 0.8)}`,
  },
  {
    id: 60602,
    slug: 'case-ev-parts',
    palette: palettes.ember,
    label: '0.3%',
    motif: (a) => `${building(330, 190, '#ea580c', 'factory')}${gear(520, 130, 40, a)}${check(520, 250, a)}`,
  },
  {
    id: 60603,
    slug: 'case-media-centre',
    palette: palettes.plum,
    label: 'LIVE',
    motif: (a) =>
      `${building(340, 190, a, 'tower')}${box(470, 80, 120, 44, '#ef4444', 1, 22)}<text x="530" y="110" font-size="22" font-weight="800" text-anchor="middle" ${W}>10M+</text>`,
  },
  {
    id: 60604,
    slug: 'case-university',
    palette: palettes.indigo,
    label: '40+ → 1',
    motif: (a) => `${building(340, 200, '#4f46e5', 'pediment')}${cloud(530, 110, 0.7, a, 0.95)}`,
  },
  {
    id: 60605,
    slug: 'case-bank',
    palette: palettes.amber,
    label: '120+ SYSTEMS',
    motif: (a) => `${building(300, 190, '#b45309', 'columns')}${arrow(430, 470, 170, a)}${chip(540, 170, '#b45309')}`,
  },
  {
    id: 60606,
    slug: 'case-video-platform',
    palette: palettes.rose,
    label: '−45%',
    motif: (a) =>
      `${play(340, 170, 1.3, '#be123c')}${globe(530, 170, 70, a, [
        [-40, -40],
        [30, -50],
        [50, 20],
        [-20, 50],
      ])}`,
  },
];

const svg = ({ palette: [from, to, accent], motif, label }: Cover) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="system-ui,sans-serif"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/>${dot(600, 40, 120, '#fff', 0.06)}${dot(40, 330, 90, '#fff', 0.05)}${motif(accent)}${box(24, 300, 24 + label.length * 13, 36, '#000', 0.28, 18)}<text x="${36 + (label.length * 13) / 2}" y="324" font-size="18" font-weight="700" text-anchor="middle" ${W}>${label}</text></svg>\n`;

const coverPath = (cover: Pick<Cover, 'slug'>) => `/images/news/cover-${cover.slug}.svg`;

const dir = path.join(process.cwd(), 'public');
for (const cover of COVERS) writeFileSync(path.join(dir, coverPath(cover)), svg(cover));
console.log(JSON.stringify(Object.fromEntries(COVERS.map((cover) => [cover.id, coverPath(cover)]))));
