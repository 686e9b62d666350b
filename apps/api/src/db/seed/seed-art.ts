/**
 * Map-like abstract pictures for the demo catalogue, written as SVG and rendered by sharp, so
 * the seed needs no downloads and no binary files in the repository. Deterministic: the same
 * seed number always draws the same picture.
 */

/** mulberry32: a tiny seeded generator, enough for pictures and generated catalogues. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
const f1 = (n: number) => n.toFixed(1);

/** A closed, smooth, irregular outline around (cx, cy): an island or a lake. */
function blob(rand: () => number, cx: number, cy: number, rx: number, ry: number, scale = 1): string {
  const n = 14;
  const wobble = Array.from({ length: n }, () => 0.62 + rand() * 0.38);
  const pts = wobble.map((w, i) => {
    const a = (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * rx * w * scale, cy + Math.sin(a) * ry * w * scale] as const;
  });
  // Quadratic curves through the midpoints make the coastline smooth.
  const mid = (i: number) => {
    const p = pts[i % n]!;
    const q = pts[(i + 1) % n]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as const;
  };
  let d = `M${f1(mid(0)[0])},${f1(mid(0)[1])}`;
  for (let i = 1; i <= n; i++) {
    const c = pts[i % n]!;
    const m = mid(i);
    d += ` Q${f1(c[0])},${f1(c[1])} ${f1(m[0])},${f1(m[1])}`;
  }
  return `${d} Z`;
}

function pin(x: number, y: number, color: string): string {
  return `<g transform="translate(${f1(x)},${f1(y)})"><path d="M0,0 C-6,-14 -16,-20 -16,-32 A16,16 0 1 1 16,-32 C16,-20 6,-14 0,0 Z" fill="${color}" stroke="#fff" stroke-width="2.5"/><circle cx="0" cy="-32" r="6" fill="#fff"/></g>`;
}

/** A solution picture: sea, islands with contour rings, a grid, roads, a heat spot and pins. */
export function mapArtSvg(seed: number, width = 1200, height = 750): string {
  const rand = seededRandom(seed * 7919 + 17);
  const hue = (seed * 137.508) % 360;
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 45, 32)}"/><stop offset="1" stop-color="${hsl(hue + 220, 55, 18)}"/></linearGradient>
    <radialGradient id="heat"><stop offset="0" stop-color="${hsl(hue + 10, 95, 55)}" stop-opacity="0.75"/><stop offset="1" stop-color="${hsl(hue + 10, 95, 55)}" stop-opacity="0"/></radialGradient>
  </defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sea)"/>`);
  for (let r = 1; r <= 5; r++) {
    parts.push(
      `<ellipse cx="${f1(width * (0.3 + rand() * 0.4))}" cy="${f1(height * (0.3 + rand() * 0.4))}" rx="${r * 150}" ry="${r * 95}" fill="none" stroke="#fff" stroke-opacity="0.06" stroke-width="2"/>`,
    );
  }
  const islands = 2 + Math.floor(rand() * 3);
  const land: Array<[number, number, number, number]> = [];
  for (let i = 0; i < islands; i++) {
    const cx = width * (0.15 + rand() * 0.7);
    const cy = height * (0.18 + rand() * 0.64);
    const rx = width * (0.1 + rand() * 0.16);
    const ry = height * (0.1 + rand() * 0.18);
    land.push([cx, cy, rx, ry]);
    const shapeSeed = Math.floor(rand() * 1e9);
    const shape = (scale: number) => blob(seededRandom(shapeSeed), cx, cy, rx, ry, scale);
    parts.push(`<path d="${shape(1.06)}" fill="${hsl(hue + 180, 40, 55)}" fill-opacity="0.35"/>`);
    parts.push(
      `<path d="${shape(1)}" fill="${hsl(hue + 90, 32, 72)}" stroke="${hsl(hue + 90, 30, 38)}" stroke-width="3"/>`,
    );
    parts.push(
      `<path d="${shape(0.7)}" fill="${hsl(hue + 70, 35, 62)}" stroke="${hsl(hue + 70, 25, 45)}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    );
    parts.push(
      `<path d="${shape(0.42)}" fill="${hsl(hue + 45, 40, 52)}" stroke="${hsl(hue + 45, 25, 40)}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    );
  }
  for (let x = 0; x <= width; x += 75)
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="#fff" stroke-opacity="0.12"/>`);
  for (let y = 0; y <= height; y += 75)
    parts.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#fff" stroke-opacity="0.12"/>`);
  for (const [cx, cy, rx, ry] of land) {
    const a = rand() * Math.PI;
    const dx = Math.cos(a) * rx * 0.6;
    const dy = Math.sin(a) * ry * 0.6;
    parts.push(
      `<path d="M${f1(cx - dx)},${f1(cy - dy)} Q${f1(cx + (rand() - 0.5) * rx)},${f1(cy + (rand() - 0.5) * ry)} ${f1(cx + dx)},${f1(cy + dy)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity="0.85"/>`,
    );
  }
  const [hx, hy, hrx] = land[0]!;
  parts.push(`<circle cx="${f1(hx)}" cy="${f1(hy)}" r="${f1(hrx * 0.55)}" fill="url(#heat)"/>`);
  const route = land.map(([cx, cy]) => `${f1(cx)},${f1(cy)}`).join(' L');
  parts.push(
    `<path d="M${route}" fill="none" stroke="${hsl(hue + 180, 85, 62)}" stroke-width="3" stroke-dasharray="12 9"/>`,
  );
  const pins = 4 + Math.floor(rand() * 5);
  for (let i = 0; i < pins; i++) {
    const [cx, cy, rx, ry] = land[i % land.length]!;
    parts.push(pin(cx + (rand() - 0.5) * rx, cy + (rand() - 0.5) * ry + 16, hsl(hue + 180 + i * 25, 80, 52)));
  }
  // North arrow and scale bar, as on any map sheet.
  parts.push(
    `<g transform="translate(${width - 70},70)"><circle r="34" fill="#fff" fill-opacity="0.85"/><path d="M0,-26 L10,8 L0,2 L-10,8 Z" fill="${hsl(hue + 220, 50, 25)}"/></g>`,
  );
  parts.push(
    `<g transform="translate(40,${height - 50})"><rect width="240" height="10" fill="#fff" fill-opacity="0.9"/><rect width="60" height="10" fill="${hsl(hue + 220, 50, 25)}"/><rect x="120" width="60" height="10" fill="${hsl(hue + 220, 50, 25)}"/></g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A product logo: a coloured tile with a stylised globe and the product's short mark. */
export function logoSvg(seed: number, mark: string, size = 320): string {
  const hue = (seed * 47 + 190) % 360;
  const c = size / 2;
  const r = size * 0.26;
  const orbit = 1 + (seed % 3);
  const arcs = Array.from(
    { length: orbit },
    (_, i) =>
      `<ellipse cx="${c}" cy="${c * 0.82}" rx="${f1(r * (0.35 + i * 0.28))}" ry="${f1(r)}" fill="none" stroke="#fff" stroke-width="${f1(size * 0.012)}" stroke-opacity="0.9"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 48)}"/><stop offset="1" stop-color="${hsl(hue + 35, 75, 30)}"/></linearGradient></defs>
    <rect width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#g)"/>
    <circle cx="${c}" cy="${c * 0.82}" r="${r}" fill="none" stroke="#fff" stroke-width="${f1(size * 0.016)}"/>
    ${arcs}
    <line x1="${c - r}" y1="${c * 0.82}" x2="${c + r}" y2="${c * 0.82}" stroke="#fff" stroke-width="${f1(size * 0.012)}"/>
    <text x="${c}" y="${size * 0.86}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${f1(size * (mark.length > 3 ? 0.13 : 0.16))}" fill="#fff">${escapeXml(mark)}</text>
  </svg>`;
}
