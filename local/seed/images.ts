/**
 * Demo catalog images, drawn locally (no network, no fonts): a flat illustration of a product's
 * package composed as SVG and encoded to WebP by sharp. The same input always gives the same bytes,
 * so re-seeding rewrites identical objects.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const SHAPES = [
  'bottle',
  'pump',
  'carton',
  'box',
  'pouch',
  'jar',
  'can',
  'bag',
  'tube',
  'bar',
  'tub',
  'round',
  'long',
  'bunch',
  'tray',
  'fish',
  'eggs',
] as const;
export type Shape = (typeof SHAPES)[number];

export type ImageKind = 'product' | 'category' | 'subcategory';

export interface ImagePalette {
  /** Soft backdrop (the category's tint). */
  background: string;
  /** Emblem, caps and stripes (the category's accent). */
  accent: string;
  /** The package (or fruit) colour of each drawn object, in the order of `shapes`. */
  colors: readonly string[];
}

export interface RenderOptions {
  /** 0 = front view; 1 = mirrored, tilted second angle on another backdrop; 2 = close-up. */
  variant?: number;
  /** Output edge in pixels; default 400 for products, 300 for categories and sub categories. */
  size?: number;
}

/**
 * A 400 px illustration comes out at 3–9 KB. Higher efforts save under 5% for half as much time
 * again, and smartSubsample would make each encode about six times slower.
 */
const WEBP = { quality: 82, effort: 2 } as const;

/**
 * Renders one catalog image. Products draw `shapes[0]`; sub categories draw up to two shapes and
 * categories up to three, grouped like a shelf.
 */
export async function renderImage(
  kind: ImageKind,
  seed: string,
  shapes: readonly Shape[],
  palette: ImagePalette,
  options: RenderOptions = {},
): Promise<Buffer> {
  const size = options.size ?? (kind === 'product' ? 400 : 300);
  const variant = options.variant ?? 0;
  const bg = backdropColor(palette, variant);
  const [backdrop, objects] = await Promise.all([
    backdropPixels(bg, palette.accent, size),
    sharp(Buffer.from(svgDocument(size, objectsSvg(kind, seed, shapes, palette, variant))))
      .ensureAlpha()
      .raw()
      .toBuffer(),
  ]);
  return sharp(blendOver(backdrop, objects), { raw: { width: size, height: size, channels: 3 } })
    .webp(WEBP)
    .toBuffer();
}

/**
 * Straight-alpha "over" of RGBA objects onto an RGB backdrop. Done here because libvips'
 * composite works in floating point and costs more than drawing the picture.
 */
function blendOver(backdrop: Buffer, objects: Buffer): Buffer {
  const out = Buffer.from(backdrop);
  for (let px = 0, o = 0; o < objects.length; px += 3, o += 4) {
    const alpha = objects[o + 3] ?? 0;
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c++) {
      const under = out[px + c] ?? 0;
      out[px + c] = under + Math.round((((objects[o + c] ?? 0) - under) * alpha) / 255);
    }
  }
  return out;
}

/** The whole picture as one SVG (backdrop and objects), e.g. to preview a design. */
export function composeSvg(
  kind: ImageKind,
  seed: string,
  shapes: readonly Shape[],
  palette: ImagePalette,
  variant: number,
  size = VIEW,
): string {
  const bg = backdropColor(palette, variant);
  return svgDocument(size, backdropSvg(bg, palette.accent) + objectsSvg(kind, seed, shapes, palette, variant));
}

const svgDocument = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}">${body}</svg>`;

const backdropColor = (palette: ImagePalette, variant: number) =>
  variant === 1 ? mix(palette.background, palette.accent, 0.16) : palette.background;

/**
 * Rasterising the large soft gradients of the backdrop costs as much as the objects and the encoding
 * together, and a category's products share it, so each backdrop is drawn once per process.
 */
const backdrops = new Map<string, Promise<Buffer>>();
function backdropPixels(bg: string, accent: string, size: number): Promise<Buffer> {
  const key = `${bg}|${accent}|${size}`;
  let pixels = backdrops.get(key);
  if (!pixels) {
    pixels = sharp(Buffer.from(svgDocument(size, backdropSvg(bg, accent))))
      .removeAlpha()
      .raw()
      .toBuffer();
    backdrops.set(key, pixels);
    pixels.catch(() => backdrops.delete(key));
  }
  return pixels;
}

// ---------------------------------------------------------------------------------------------
// Composition

const VIEW = 400;
const FLOOR = 352;

interface Placed {
  shape: Shape;
  color: string;
  x: number;
  /** Target box the object is fitted into (keeping its proportions). */
  maxW: number;
  maxH: number;
  tilt: number;
  mirror: boolean;
  floor: number;
}

function objectsSvg(kind: ImageKind, seed: string, shapes: readonly Shape[], palette: ImagePalette, variant: number): string {
  const color = (i: number) => palette.colors[i] ?? palette.colors[0] ?? palette.accent;
  const first = shapes[0] ?? 'box';
  const placed: Placed[] = [];

  if (kind === 'product') {
    const zoom = variant === 2 ? 1.28 : 1;
    placed.push({
      shape: first,
      color: color(0),
      x: 200 + (variant === 1 ? 6 : 0),
      maxW: 316 * zoom,
      maxH: 296 * zoom,
      tilt: variant === 1 ? -7 : variant === 2 ? 4 : 0,
      mirror: variant === 1,
      floor: variant === 2 ? FLOOR + 52 : FLOOR,
    });
  } else if (kind === 'subcategory') {
    const second = shapes[1] ?? first;
    placed.push(
      { shape: second, color: color(1), x: 122, maxW: 185, maxH: 222, tilt: -6, mirror: true, floor: FLOOR - 22 },
      { shape: first, color: color(0), x: 238, maxW: 250, maxH: 286, tilt: 3, mirror: false, floor: FLOOR },
    );
  } else {
    const left = shapes[1] ?? first;
    const right = shapes[2] ?? left;
    placed.push(
      { shape: left, color: color(1), x: 104, maxW: 170, maxH: 206, tilt: -8, mirror: true, floor: FLOOR - 26 },
      { shape: right, color: color(2), x: 296, maxW: 170, maxH: 206, tilt: 8, mirror: false, floor: FLOOR - 26 },
      { shape: first, color: color(0), x: 200, maxW: 240, maxH: 268, tilt: 0, mirror: false, floor: FLOOR + 4 },
    );
  }

  const bg = backdropColor(palette, variant);
  return placed.map((p, i) => drawPlaced(p, palette.accent, bg, `o${i}`, rng(`${seed}|${i}|${p.shape}`))).join('');
}

function backdropSvg(bg: string, accent: string): string {
  const rnd = rng(`backdrop|${bg}|${accent}`);
  const dots: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = round(20 + rnd() * 360);
    const y = round(20 + rnd() * 200);
    const r = round(3 + rnd() * 7);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${mix(bg, accent, 0.35)}" opacity="${round(0.25 + rnd() * 0.3)}"/>`);
  }
  return (
    `<radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${mix(bg, '#ffffff', 0.55)}"/>` +
    `<stop offset="1" stop-color="${bg}"/></radialGradient>` +
    `<rect width="${VIEW}" height="${VIEW}" fill="url(#bg)"/>` +
    `<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${mix(bg, '#ffffff', 0.6)}"/>` +
    `<stop offset="0.8" stop-color="${mix(bg, accent, 0.12)}"/><stop offset="1" stop-color="${mix(bg, accent, 0.16)}"/></radialGradient>` +
    `<circle cx="200" cy="192" r="158" fill="url(#halo)"/>` +
    dots.join('') +
    `<rect y="${FLOOR + 8}" width="${VIEW}" height="${VIEW - FLOOR - 8}" fill="${mix(bg, accent, 0.1)}" opacity="0.55"/>`
  );
}

function drawPlaced(p: Placed, accent: string, bg: string, id: string, rnd: Rng): string {
  const paint = makePaint(p.color, accent);
  const drawn = SHAPE_DRAWERS[p.shape](paint, rnd, id);
  const scale = Math.min(p.maxW / drawn.w, p.maxH / drawn.h);
  const shadowW = (drawn.w * scale) / 2 + 10;
  // A radial fade instead of a blur filter: rasterising a blur costs more than the rest of the image.
  const shadow =
    `<radialGradient id="${id}s"><stop offset="0.35" stop-color="${mix(bg, '#1b1b1b', 0.45)}" stop-opacity="0.5"/>` +
    `<stop offset="1" stop-color="${mix(bg, '#1b1b1b', 0.45)}" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${p.x}" cy="${p.floor + 2}" rx="${round(shadowW + 12)}" ry="${round(16 + shadowW * 0.08)}" fill="url(#${id}s)"/>`;
  const transform = `translate(${p.x} ${p.floor}) rotate(${p.tilt}) scale(${round(p.mirror ? -scale : scale, 4)} ${round(scale, 4)})`;
  return `${shadow}<g transform="${transform}">${drawn.svg}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Shapes: each draws around x = 0 with its base on y = 0 (so it extends to negative y).

interface Paint {
  c: string;
  light: string;
  dark: string;
  darker: string;
  label: string;
  ink: string;
  accent: string;
  accentDark: string;
}

interface Drawn {
  svg: string;
  w: number;
  h: number;
}

function makePaint(c: string, accent: string): Paint {
  const label = mix(c, '#ffffff', 0.86);
  // Avoid an emblem the same colour as the package.
  const emblem = distance(c, accent) >= 90 ? accent : luminance(c) > 140 ? mix(c, '#000000', 0.45) : mix(c, '#ffffff', 0.7);
  return {
    c,
    light: mix(c, '#ffffff', 0.32),
    dark: mix(c, '#000000', 0.22),
    darker: mix(c, '#000000', 0.4),
    label,
    ink: mix(c, '#000000', 0.15),
    accent: emblem,
    accentDark: mix(emblem, '#000000', 0.25),
  };
}

/** Cylindrical light: a lit left edge, the colour, a shaded right edge. */
const cylinder = (id: string, p: Paint) =>
  `<linearGradient id="${id}g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${p.light}"/>` +
  `<stop offset="0.38" stop-color="${p.c}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`;

const highlight = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" opacity="0.38"/>`;

/** A wordless label: an emblem and two "text" bars. */
function emblem(p: Paint, cx: number, cy: number, r: number, rnd: Rng): string {
  const kind = Math.floor(rnd() * 3);
  const mark =
    kind === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${p.label}" opacity="0.9"/>`
      : kind === 1
        ? `<path d="M ${cx} ${cy - r} C ${cx + r * 1.1} ${cy - r * 0.3} ${cx + r * 0.6} ${cy + r} ${cx} ${cy + r} C ${cx - r * 0.6} ${cy + r} ${cx - r * 1.1} ${cy - r * 0.3} ${cx} ${cy - r} Z" fill="${p.accent}"/>`
        : `<rect x="${cx - r}" y="${cy - r * 0.8}" width="${r * 2}" height="${r * 1.6}" rx="${r * 0.5}" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${p.label}"/>`;
  return (
    mark +
    `<rect x="${cx - r * 1.5}" y="${cy + r * 1.45}" width="${r * 3}" height="${Math.max(4, r * 0.32)}" rx="${Math.max(2, r * 0.16)}" fill="${p.ink}" opacity="0.55"/>` +
    `<rect x="${cx - r}" y="${cy + r * 2.05}" width="${r * 2}" height="${Math.max(3, r * 0.24)}" rx="${Math.max(1.5, r * 0.12)}" fill="${p.ink}" opacity="0.35"/>`
  );
}

function crimp(x: number, y: number, w: number, h: number, fill: string, line: string): string {
  const lines: string[] = [];
  for (let lx = x + 6; lx < x + w - 3; lx += 8) lines.push(`M ${lx} ${y + 3} V ${y + h - 3}`);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}"/>` +
    `<path d="${lines.join(' ')}" stroke="${line}" stroke-width="2" opacity="0.35"/>`
  );
}

const SHAPE_DRAWERS: Record<Shape, (p: Paint, rnd: Rng, id: string) => Drawn> = {
  bottle(p, rnd, id) {
    const w = 52 + Math.round(rnd() * 8);
    return {
      w: w * 2,
      h: 272,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<rect x="-21" y="-272" width="42" height="30" rx="6" fill="${p.accentDark}"/>` +
        `<rect x="-21" y="-250" width="42" height="6" fill="#000000" opacity="0.12"/>` +
        `<path d="M -16 -243 H 16 V -224 C 16 -200 ${w} -192 ${w} -160 V -16 Q ${w} 0 ${w - 16} 0 H ${-w + 16} Q ${-w} 0 ${-w} -16 V -160 C ${-w} -192 -16 -200 -16 -224 Z" fill="url(#${id}g)"/>` +
        `<rect x="${-w}" y="-134" width="${w * 2}" height="84" fill="${p.label}"/>` +
        `<rect x="${-w}" y="-134" width="${w * 2}" height="7" fill="${p.accent}"/>` +
        emblem(p, 0, -102, 16, rnd) +
        highlight(-w + 12, -176, 11, 150),
    };
  },

  pump(p, rnd, id) {
    const w = 50 + Math.round(rnd() * 8);
    return {
      w: w * 2 + 20,
      h: 270,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<path d="M -8 -262 H 46 Q 56 -262 56 -254 V -246 H 8 V -238 H -8 Z" fill="${p.accentDark}"/>` +
        `<rect x="-16" y="-240" width="32" height="34" rx="5" fill="${p.accent}"/>` +
        `<rect x="-24" y="-210" width="48" height="16" rx="5" fill="${p.accentDark}"/>` +
        `<rect x="${-w}" y="-196" width="${w * 2}" height="196" rx="26" fill="url(#${id}g)"/>` +
        `<rect x="${-w}" y="-140" width="${w * 2}" height="86" fill="${p.label}"/>` +
        emblem(p, 0, -110, 17, rnd) +
        highlight(-w + 12, -184, 11, 164),
    };
  },

  carton(p, rnd) {
    return {
      w: 140,
      h: 282,
      svg:
        `<polygon points="30,-206 70,-222 70,-16 30,0" fill="${p.dark}"/>` +
        `<rect x="-70" y="-206" width="100" height="206" fill="${p.c}"/>` +
        `<polygon points="-70,-206 30,-206 -20,-254" fill="${p.light}"/>` +
        `<polygon points="30,-206 70,-222 20,-268 -20,-254" fill="${p.dark}"/>` +
        `<polygon points="-20,-254 20,-268 20,-282 -20,-268" fill="${p.label}"/>` +
        `<rect x="-70" y="-150" width="100" height="80" fill="${p.label}"/>` +
        `<path d="M -70 -150 C -40 -166 0 -134 30 -152 V -150 H -70 Z" fill="${p.label}"/>` +
        emblem(p, -20, -118, 15, rnd) +
        `<rect x="-70" y="-40" width="100" height="16" fill="${p.accent}"/>` +
        `<polygon points="30,-40 70,-56 70,-40 30,-24" fill="${p.accentDark}"/>` +
        highlight(-60, -196, 10, 180),
    };
  },

  box(p, rnd) {
    const w = 118 + Math.round(rnd() * 30);
    const h = 170 + Math.round(rnd() * 40);
    const d = 34;
    const x0 = -w / 2 - d / 2;
    const x1 = x0 + w;
    return {
      w: w + d,
      h: h + 16,
      svg:
        `<polygon points="${x1},${-h} ${x1 + d},${-h - 16} ${x1 + d},-16 ${x1},0" fill="${p.dark}"/>` +
        `<polygon points="${x0},${-h} ${x1},${-h} ${x1 + d},${-h - 16} ${x0 + d},${-h - 16}" fill="${p.light}"/>` +
        `<rect x="${x0}" y="${-h}" width="${w}" height="${h}" fill="${p.c}"/>` +
        `<circle cx="${x0 + w / 2}" cy="${-h * 0.56}" r="${w * 0.3}" fill="${p.label}"/>` +
        emblem(p, x0 + w / 2, -h * 0.62, w * 0.11, rnd) +
        `<rect x="${x0}" y="-38" width="${w}" height="18" fill="${p.accent}"/>` +
        `<polygon points="${x1},-38 ${x1 + d},-54 ${x1 + d},-36 ${x1},-20" fill="${p.accentDark}"/>` +
        highlight(x0 + 8, -h + 10, 9, h - 60),
    };
  },

  pouch(p, rnd, id) {
    return {
      w: 168,
      h: 262,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<path d="M -72 -236 C -86 -170 -86 -90 -72 -24 L 72 -24 C 86 -90 86 -170 72 -236 Z" fill="url(#${id}g)"/>` +
        crimp(-76, -262, 152, 30, p.dark, p.darker) +
        crimp(-76, -28, 152, 28, p.dark, p.darker) +
        `<ellipse cx="0" cy="-136" rx="56" ry="46" fill="${p.label}"/>` +
        emblem(p, 0, -150, 17, rnd) +
        `<path d="M -72 -70 C -30 -92 30 -48 74 -74 L 76 -30 H -74 Z" fill="${p.accent}" opacity="0.9"/>` +
        `<path d="M -58 -222 C -68 -170 -68 -110 -60 -60" stroke="#ffffff" stroke-width="9" stroke-linecap="round" fill="none" opacity="0.35"/>`,
    };
  },

  jar(p, rnd, id) {
    return {
      w: 132,
      h: 232,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<rect x="-66" y="-190" width="132" height="190" rx="28" fill="url(#${id}g)"/>` +
        `<rect x="-58" y="-232" width="116" height="46" rx="9" fill="${p.accentDark}"/>` +
        `<path d="M -44 -228 V -190 M -26 -228 V -190 M -8 -228 V -190 M 10 -228 V -190 M 28 -228 V -190 M 46 -228 V -190" stroke="#ffffff" stroke-width="3" opacity="0.18"/>` +
        `<rect x="-66" y="-146" width="132" height="90" fill="${p.label}"/>` +
        emblem(p, 0, -118, 16, rnd) +
        highlight(-54, -176, 11, 158),
    };
  },

  can(p, rnd, id) {
    return {
      w: 112,
      h: 222,
      svg:
        `<defs>${cylinder(id, p)}<linearGradient id="${id}m" x1="0" x2="1"><stop offset="0" stop-color="#f3f5f7"/><stop offset="0.5" stop-color="#c9d1d8"/><stop offset="1" stop-color="#9aa6b1"/></linearGradient></defs>` +
        `<path d="M -56 -206 V -12 A 56 12 0 0 0 56 -12 V -206 Z" fill="url(#${id}g)"/>` +
        `<path d="M -56 -206 V -192 H 56 V -206 Z" fill="url(#${id}m)"/>` +
        `<path d="M -56 -26 V -12 A 56 12 0 0 0 56 -12 V -26 A 56 12 0 0 1 -56 -26 Z" fill="url(#${id}m)"/>` +
        `<ellipse cx="0" cy="-206" rx="56" ry="13" fill="#dfe4e8"/>` +
        `<ellipse cx="0" cy="-206" rx="46" ry="9" fill="#c3cbd2"/>` +
        `<rect x="-12" y="-210" width="24" height="7" rx="3.5" fill="#aab4bd"/>` +
        `<path d="M -56 -110 C -20 -140 20 -80 56 -118 V -80 C 20 -44 -20 -104 -56 -72 Z" fill="${p.accent}"/>` +
        emblem(p, 0, -160, 14, rnd) +
        highlight(-44, -186, 10, 156),
    };
  },

  bag(p, _rnd, id) {
    return {
      w: 192,
      h: 246,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<path d="M -86 -222 L 86 -222 L 96 -22 Q 96 0 74 0 L -74 0 Q -96 0 -96 -22 Z" fill="url(#${id}g)"/>` +
        `<rect x="-88" y="-246" width="176" height="30" rx="4" fill="${p.dark}"/>` +
        `<path d="M -80 -231 H 80" stroke="${p.label}" stroke-width="2.5" stroke-dasharray="7 6" opacity="0.7"/>` +
        `<rect x="-64" y="-190" width="128" height="112" rx="14" fill="${p.label}"/>` +
        grain(p, 0, -150) +
        `<rect x="-40" y="-110" width="80" height="7" rx="3.5" fill="${p.ink}" opacity="0.5"/>` +
        `<rect x="-26" y="-96" width="52" height="5" rx="2.5" fill="${p.ink}" opacity="0.32"/>` +
        `<rect x="-94" y="-56" width="188" height="20" fill="${p.accent}" opacity="0.95"/>` +
        highlight(-74, -210, 11, 150),
    };
  },

  tube(p, rnd) {
    return {
      w: 128,
      h: 262,
      svg:
        `<path d="M -48 -44 L -60 -238 L 60 -238 L 48 -44 Z" fill="${p.c}"/>` +
        `<path d="M 20 -44 L 26 -238 L 60 -238 L 48 -44 Z" fill="${p.dark}" opacity="0.55"/>` +
        crimp(-64, -262, 128, 26, p.dark, p.darker) +
        `<path d="M -56 -180 L 56 -200 L 52 -130 L -52 -110 Z" fill="${p.label}"/>` +
        emblem(p, 0, -166, 14, rnd) +
        `<rect x="-30" y="-46" width="60" height="46" rx="7" fill="${p.accentDark}"/>` +
        `<rect x="-30" y="-46" width="60" height="8" rx="3" fill="#000000" opacity="0.12"/>` +
        highlight(-46, -226, 9, 170),
    };
  },

  bar(p, rnd) {
    const squares: string[] = [];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 3; c++)
        squares.push(`<rect x="${-56 + c * 38}" y="${-250 + r * 34}" width="34" height="30" rx="4" fill="#6d4330"/>`);
    return {
      w: 128,
      h: 254,
      svg:
        `<rect x="-62" y="-254" width="124" height="90" rx="6" fill="#4e2c1e"/>` +
        squares.join('') +
        `<path d="M -62 -180 L -40 -196 L -18 -182 L 4 -200 L 26 -184 L 48 -198 L 62 -186 V 0 H -62 Z" fill="#d5dbe0"/>` +
        `<path d="M -62 -170 L -40 -186 L -18 -172 L 4 -190 L 26 -174 L 48 -188 L 62 -176 V 0 H -62 Z" fill="${p.c}"/>` +
        `<path d="M 26 -174 L 48 -188 L 62 -176 V 0 H 26 Z" fill="${p.dark}" opacity="0.35"/>` +
        `<path d="M -62 -96 L 62 -132 V -88 L -62 -52 Z" fill="${p.accent}"/>` +
        emblem(p, 0, -140, 13, rnd) +
        highlight(-52, -160, 9, 150),
    };
  },

  tub(p, rnd, id) {
    return {
      w: 176,
      h: 182,
      svg:
        `<defs>${cylinder(id, p)}</defs>` +
        `<path d="M -78 -156 L 78 -156 L 62 -8 Q 60 0 52 0 L -52 0 Q -60 0 -62 -8 Z" fill="url(#${id}g)"/>` +
        `<rect x="-88" y="-182" width="176" height="30" rx="10" fill="${p.accentDark}"/>` +
        `<rect x="-88" y="-182" width="176" height="9" rx="4.5" fill="#ffffff" opacity="0.22"/>` +
        `<path d="M -74 -120 L 74 -120 L 68 -58 L -68 -58 Z" fill="${p.label}"/>` +
        emblem(p, 0, -100, 11, rnd) +
        highlight(-64, -146, 9, 120),
    };
  },

  round(p, rnd, id) {
    const count = rnd() < 0.25 ? 1 : 3;
    const squash = 0.86 + rnd() * 0.16;
    const leaf = rnd() < 0.7;
    const fruits =
      count === 1
        ? [{ x: 0, y: -92, r: 92, shade: 0 }]
        : [
            { x: -56, y: -104, r: 64, shade: 0.12 },
            { x: 58, y: -100, r: 62, shade: 0.1 },
            { x: 0, y: -70, r: 70, shade: 0 },
          ];
    const grad =
      `<radialGradient id="${id}r" cx="36%" cy="32%" r="72%"><stop offset="0" stop-color="${mix(p.c, '#ffffff', 0.45)}"/>` +
      `<stop offset="0.45" stop-color="${p.c}"/><stop offset="1" stop-color="${p.darker}"/></radialGradient>`;
    const body = fruits
      .map((f) => {
        const ry = f.r * squash;
        const cy = count === 1 ? -ry : f.y;
        const top = cy - ry;
        return (
          `<ellipse cx="${f.x}" cy="${round(cy)}" rx="${f.r}" ry="${round(ry)}" fill="url(#${id}r)"/>` +
          (f.shade ? `<ellipse cx="${f.x}" cy="${round(cy)}" rx="${f.r}" ry="${round(ry)}" fill="#000000" opacity="${f.shade}"/>` : '') +
          `<path d="M ${f.x} ${round(top + 6)} q 2 -14 8 -20" stroke="#6b4a2b" stroke-width="${round(f.r * 0.09)}" stroke-linecap="round" fill="none"/>` +
          (leaf
            ? `<path d="M ${f.x + 6} ${round(top - 8)} c 14 -16 34 -16 44 -8 c -12 14 -30 18 -44 8 z" fill="#5aa845"/>`
            : '') +
          `<ellipse cx="${round(f.x - f.r * 0.38)}" cy="${round(cy - ry * 0.42)}" rx="${round(f.r * 0.2)}" ry="${round(ry * 0.12)}" transform="rotate(-30 ${round(f.x - f.r * 0.38)} ${round(cy - ry * 0.42)})" fill="#ffffff" opacity="0.45"/>`
        );
      })
      .join('');
    return { w: count === 1 ? 200 : 252, h: count === 1 ? 200 * squash + 20 : 196, svg: `<defs>${grad}</defs>${body}` };
  },

  long(p, rnd, id) {
    const grad =
      `<linearGradient id="${id}l" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${mix(p.c, '#ffffff', 0.35)}"/>` +
      `<stop offset="0.5" stop-color="${p.c}"/><stop offset="1" stop-color="${p.darker}"/></linearGradient>`;
    const one = (angle: number, dx: number, dy: number, dim: number) =>
      `<g transform="translate(${dx} ${dy}) rotate(${angle})">` +
      `<path d="M -100 0 C -100 -26 -60 -32 0 -30 C 60 -27 108 -12 120 0 C 108 12 60 26 0 30 C -60 32 -100 26 -100 0 Z" fill="url(#${id}l)"/>` +
      (dim ? `<path d="M -100 0 C -100 -26 -60 -32 0 -30 C 60 -27 108 -12 120 0 C 108 12 60 26 0 30 C -60 32 -100 26 -100 0 Z" fill="#000000" opacity="${dim}"/>` : '') +
      `<path d="M -100 0 c -6 -16 -22 -26 -36 -22 c 6 8 16 12 24 14 c -14 2 -22 10 -26 22 c 14 2 28 -4 38 -14 z" fill="#4f9a3c"/>` +
      `<path d="M -60 -16 C -20 -24 40 -20 80 -10" stroke="#ffffff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.35"/>` +
      `</g>`;
    const spin = round(rnd() * 6 - 3);
    return {
      w: 280,
      h: 170,
      svg:
        `<defs>${grad}</defs>` +
        one(-28 + spin, -6, -110, 0.14) +
        one(-8 + spin, 6, -74, 0.07) +
        one(10 + spin, 0, -38, 0),
    };
  },

  bunch(p, rnd) {
    const leaves: string[] = [];
    const n = 7;
    for (let i = 0; i < n; i++) {
      const angle = -48 + (96 / (n - 1)) * i + (rnd() * 8 - 4);
      const len = 150 + rnd() * 60;
      const fill = mix(p.c, i % 2 ? '#000000' : '#ffffff', 0.12 + rnd() * 0.12);
      leaves.push(
        `<g transform="translate(0 -52) rotate(${round(angle)})">` +
          `<path d="M 0 0 C -44 -${round(len * 0.3)} -40 -${round(len * 0.8)} 0 -${round(len)} C 40 -${round(len * 0.8)} 44 -${round(len * 0.3)} 0 0 Z" fill="${fill}"/>` +
          `<path d="M 0 -6 V -${round(len * 0.85)}" stroke="${p.light}" stroke-width="3" opacity="0.7"/>` +
          `</g>`,
      );
    }
    return {
      w: 250,
      h: 262,
      svg:
        `<path d="M -12 -60 L -8 0 M 0 -60 V 0 M 12 -60 L 8 0" stroke="${mix(p.c, '#ffffff', 0.4)}" stroke-width="7" stroke-linecap="round"/>` +
        leaves.join('') +
        `<rect x="-22" y="-64" width="44" height="20" rx="6" fill="${p.accent}"/>`,
    };
  },

  tray(p, rnd) {
    // Pieces piled in two rows above the tray rim, the back row a shade darker.
    const pieces: string[] = [];
    for (const [row, y, n] of [[0, -104, 3], [1, -74, 4]] as const) {
      for (let i = 0; i < n; i++) {
        const x = round((n === 3 ? -64 : -84) + i * (n === 3 ? 64 : 56) + rnd() * 8 - 4);
        const angle = round(rnd() * 40 - 20);
        const fill = row === 0 ? p.dark : i % 2 ? p.c : mix(p.c, '#ffffff', 0.12);
        pieces.push(
          `<g transform="translate(${x} ${y}) rotate(${angle})">` +
            `<path d="M -40 4 C -44 -22 -12 -36 14 -30 C 40 -24 50 0 38 16 C 26 32 -30 30 -40 4 Z" fill="${fill}"/>` +
            `<path d="M -24 -6 C -8 -18 12 -16 26 -6" stroke="#ffffff" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.5"/>` +
            `</g>`,
        );
      }
    }
    return trayWith(pieces.join(''), p, 150);
  },

  fish(p, rnd) {
    const fish = (y: number, flip: number, tone: string) =>
      `<g transform="translate(0 ${y}) scale(${flip} 1)">` +
      `<path d="M -90 0 C -60 -30 40 -34 76 0 C 40 34 -60 30 -90 0 Z" fill="${tone}"/>` +
      `<path d="M 72 0 L 112 -24 L 104 0 L 112 24 Z" fill="${tone}"/>` +
      `<circle cx="-62" cy="-6" r="5" fill="#263238"/>` +
      `<path d="M -40 -16 C -20 0 -20 0 -40 16" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>` +
      `<path d="M -20 -10 C 20 -18 40 -12 60 -4" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.35"/>` +
      `</g>`;
    const flip = rnd() < 0.5 ? 1 : -1;
    return trayWith(fish(-100, flip, p.dark) + fish(-66, -flip, p.c), p, 132);
  },

  eggs(p) {
    const eggs: string[] = [];
    for (let row = 0; row < 2; row++)
      for (let col = 0; col < 3; col++) {
        const x = -72 + col * 72 + (row ? 10 : 0);
        const y = row ? -58 : -88;
        eggs.push(
          `<ellipse cx="${x}" cy="${y - 6}" rx="30" ry="38" fill="${row ? p.c : p.dark}"/>` +
            `<ellipse cx="${x - 10}" cy="${y - 22}" rx="7" ry="11" fill="#ffffff" opacity="0.5"/>`,
        );
      }
    const cups = `<path d="M -120 -44 Q -84 -66 -48 -44 Q -12 -66 24 -44 Q 60 -66 96 -44 Q 110 -52 122 -44 L 110 0 H -110 Z" fill="#c9b79c"/>`;
    return {
      w: 250,
      h: 140,
      svg: eggs.join('') + cups + `<path d="M -110 -18 H 110" stroke="#a8957a" stroke-width="3"/>`,
    };
  },
};

function trayWith(content: string, p: Paint, h: number): Drawn {
  return {
    w: 252,
    h,
    svg:
      `<path d="M -126 -66 L 126 -66 L 108 0 L -108 0 Z" fill="#e9eef1"/>` +
      `<path d="M -114 -60 L 114 -60 L 100 -8 L -100 -8 Z" fill="#f7f9fa"/>` +
      content +
      `<path d="M -126 -66 L 126 -66 L 108 0 L -108 0 Z" fill="#ffffff" opacity="0.18"/>` +
      `<path d="M -90 -40 L -40 -110 M -40 -30 L 10 -110" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.4"/>` +
      `<rect x="46" y="-40" width="56" height="30" rx="5" fill="${p.accent}"/>` +
      `<rect x="54" y="-31" width="36" height="5" rx="2.5" fill="#ffffff" opacity="0.8"/>`,
  };
}

function grain(p: Paint, cx: number, cy: number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = cy + 18 - i * 12;
    leaves.push(
      `<ellipse cx="${cx - 8}" cy="${y}" rx="5" ry="9" transform="rotate(-30 ${cx - 8} ${y})" fill="${p.accent}"/>` +
        `<ellipse cx="${cx + 8}" cy="${y}" rx="5" ry="9" transform="rotate(30 ${cx + 8} ${y})" fill="${p.accent}"/>`,
    );
  }
  return `<path d="M ${cx} ${cy + 30} V ${cy - 34}" stroke="${p.accentDark}" stroke-width="3"/>` + leaves.join('');
}

// ---------------------------------------------------------------------------------------------
// Small helpers

type Rng = () => number;

/** mulberry32 seeded from a hash of the input: deterministic layout jitter. */
function rng(seed: string): Rng {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (ch) => ch + ch) : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return `#${ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

function distance(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return Math.hypot(...ca.map((v, i) => v - (cb[i] ?? 0)));
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
