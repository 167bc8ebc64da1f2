import sharp from 'sharp';
import type { FileStorage } from '../../lib/file-storage';

/**
 * Deterministic demo product images. Every item is flat vector art written as an SVG string
 * (no downloads, no text), rendered by sharp/librsvg to a 600x750 WebP. The same spec always
 * gives the same bytes, so file names are content-addressed by their spec.
 */

export type GarmentShape =
  | 'tshirt' | 'shirt' | 'polo' | 'punjabi' | 'pants' | 'jacket' | 'saree' | 'kameez' | 'dress'
  | 'kids-set' | 'shoe' | 'watch' | 'bag' | 'wallet' | 'belt' | 'sunglasses' | 'cap'
  | 'headphones' | 'phone' | 'speaker' | 'smartwatch' | 'charger'
  | 'bedsheet' | 'cushion' | 'lamp' | 'mug' | 'towel' | 'curtain';

export const GARMENT_SHAPES: readonly GarmentShape[] = Object.freeze([
  'tshirt', 'shirt', 'polo', 'punjabi', 'pants', 'jacket', 'saree', 'kameez', 'dress',
  'kids-set', 'shoe', 'watch', 'bag', 'wallet', 'belt', 'sunglasses', 'cap',
  'headphones', 'phone', 'speaker', 'smartwatch', 'charger',
  'bedsheet', 'cushion', 'lamp', 'mug', 'towel', 'curtain',
] as const);

export type ImageSpec = {
  shape: GarmentShape;
  colour: string /* hex like '#1e3a8a' */;
  view: 0 | 1 | 2 | 3;
  pattern: 'plain' | 'stripes' | 'dots' | 'check';
};

const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 750;
const WEBP_QUALITY = 72;
const CONCURRENCY = 4;
const CX = IMAGE_WIDTH / 2;
const CY = IMAGE_HEIGHT / 2;

/* ------------------------------------------------------------------------------------------ */
/* Colours                                                                                     */
/* ------------------------------------------------------------------------------------------ */

type Rgb = readonly [number, number, number];

/** `#abc` or `#aabbcc` (case-insensitive) to six lower-case hex digits; throws on anything else. */
function normaliseHex(colour: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  const digits = m?.[1];
  if (!digits) throw new Error(`Invalid image colour "${colour}": expected a hex colour like #1e3a8a`);
  const six = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return six.toLowerCase();
}

function rgbOf(hex: string): Rgb {
  const six = normaliseHex(hex);
  return [parseInt(six.slice(0, 2), 16), parseInt(six.slice(2, 4), 16), parseInt(six.slice(4, 6), 16)];
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `a` towards `b` by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Perceived lightness, 0 (black) .. 1 (white). */
function lightness(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const BLACK = '#000000';
const WHITE = '#ffffff';

interface Palette {
  /** The item's colour. */
  base: string;
  /** Slightly darker: folds, insides, ribs. */
  dark: string;
  /** Much darker: deep insides, cushions, holes. */
  deep: string;
  light: string;
  pale: string;
  /** Outline: darker for light colours, lighter for very dark ones, so both keep their edges. */
  line: string;
  /** Fold and crease strokes: visible on any colour. */
  fold: string;
  /** Pattern tone over the base colour. */
  pat: string;
  /** Stitching. */
  stitch: string;
  /** Embroidery / trim accent. */
  accent: string;
}

function paletteOf(colour: string): Palette {
  const base = `#${normaliseHex(colour)}`;
  const l = lightness(base);
  const veryDark = l < 0.2;
  return {
    base,
    dark: veryDark ? mix(base, WHITE, 0.07) : mix(base, BLACK, 0.2),
    deep: veryDark ? mix(base, BLACK, 0.35) : mix(base, BLACK, 0.42),
    light: mix(base, WHITE, 0.3),
    pale: mix(base, WHITE, 0.62),
    line: veryDark ? mix(base, WHITE, 0.32) : l > 0.72 ? mix(base, BLACK, 0.3) : mix(base, BLACK, 0.38),
    fold: veryDark ? mix(base, WHITE, 0.2) : mix(base, BLACK, 0.22),
    pat: l > 0.6 ? mix(base, BLACK, 0.22) : veryDark ? mix(base, WHITE, 0.24) : mix(base, WHITE, 0.32),
    stitch: l > 0.6 ? mix(base, BLACK, 0.3) : mix(base, WHITE, 0.45),
    accent: l > 0.62 ? mix(base, BLACK, 0.45) : mix('#e6c264', base, 0.12),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Path helpers                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** Numbers rounded to 0.1 so the SVG is short and stable. */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

type Seg =
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

/**
 * A left-right symmetric closed path. Coordinates are (dx from the centre line, y): `start`
 * and `segs` trace the right half (usually from the top of the centre line round to its
 * bottom); the left half is the mirror image, traced back.
 */
function sym(start: readonly [number, number], segs: readonly Seg[]): string {
  const pts: [number, number][] = [[start[0], start[1]]];
  let d = `M${n(CX + start[0])},${n(start[1])}`;
  for (const s of segs) {
    if (s[0] === 'L') d += `L${n(CX + s[1])},${n(s[2])}`;
    else if (s[0] === 'Q') d += `Q${n(CX + s[1])},${n(s[2])} ${n(CX + s[3])},${n(s[4])}`;
    else d += `C${n(CX + s[1])},${n(s[2])} ${n(CX + s[3])},${n(s[4])} ${n(CX + s[5])},${n(s[6])}`;
    pts.push(s[0] === 'L' ? [s[1], s[2]] : s[0] === 'Q' ? [s[3], s[4]] : [s[5], s[6]]);
  }
  const last = pts[pts.length - 1] ?? [0, 0];
  if (last[0] !== 0) d += `L${n(CX - last[0])},${n(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const to = pts[i] ?? [0, 0];
    if (!s) continue;
    const x = n(CX - to[0]);
    const y = n(to[1]);
    if (s[0] === 'L') d += `L${x},${y}`;
    else if (s[0] === 'Q') d += `Q${n(CX - s[1])},${n(s[2])} ${x},${y}`;
    else d += `C${n(CX - s[3])},${n(s[4])} ${n(CX - s[1])},${n(s[2])} ${x},${y}`;
  }
  return `${d}Z`;
}

/** Mirrors an absolute path (M L Q C S T H V A Z) about the vertical centre line. */
function mir(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let out = '';
  let cmd = '';
  let argi = 0;
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      cmd = t;
      argi = 0;
      out += t;
      continue;
    }
    const v = Number(t);
    let w = v;
    if (cmd === 'H') w = 2 * CX - v;
    else if (cmd === 'A') {
      const k = argi % 7;
      if (k === 2) w = -v;
      else if (k === 4) w = v === 0 ? 1 : 0; // sweep flag flips
      else if (k === 5) w = 2 * CX - v;
    } else if (cmd !== 'V' && argi % 2 === 0) w = 2 * CX - v;
    out += `${argi > 0 ? ' ' : ''}${n(w)}`;
    argi++;
  }
  return out;
}

/** Mirrors an x coordinate about the vertical centre line. */
function mir2(x: number): number {
  return 2 * CX - x;
}

/** Rounded rectangle as a path. */
function rr(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.min(r, w / 2, h / 2);
  return `M${n(x + q)},${n(y)}H${n(x + w - q)}Q${n(x + w)},${n(y)} ${n(x + w)},${n(y + q)}V${n(y + h - q)}Q${n(x + w)},${n(y + h)} ${n(x + w - q)},${n(y + h)}H${n(x + q)}Q${n(x)},${n(y + h)} ${n(x)},${n(y + h - q)}V${n(y + q)}Q${n(x)},${n(y)} ${n(x + q)},${n(y)}Z`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx + rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx - rx)},${n(cy)}Z`;
}

/** Bounding box [x0, y0, x1, y1] of an absolute path (control points included: a superset). */
function bbox(d: string): readonly [number, number, number, number] {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number, rx = 0, ry = 0) => {
    x0 = Math.min(x0, x - rx);
    x1 = Math.max(x1, x + rx);
    y0 = Math.min(y0, y - ry);
    y1 = Math.max(y1, y + ry);
  };
  let cmd = '';
  let args: number[] = [];
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      if (t !== t.toUpperCase() && t !== 'z') return [0, 0, IMAGE_WIDTH, IMAGE_HEIGHT];
      cmd = t.toUpperCase();
      args = [];
      continue;
    }
    args.push(Number(t));
    if (cmd === 'H' || cmd === 'V') {
      const v = args[0] ?? 0;
      if (cmd === 'H') add(v, Number.isFinite(y0) ? y0 : 0);
      else add(Number.isFinite(x0) ? x0 : 0, v);
      args = [];
    } else if (cmd === 'A' && args.length === 7) {
      add(args[5] ?? 0, args[6] ?? 0, args[0] ?? 0, args[1] ?? 0);
      args = [];
    } else if (cmd !== 'A' && args.length === 2) {
      add(args[0] ?? 0, args[1] ?? 0);
      args = [];
    }
  }
  return Number.isFinite(x0) ? [x0, y0, x1, y1] : [0, 0, IMAGE_WIDTH, IMAGE_HEIGHT];
}

interface Pattern {
  kind: ImageSpec['pattern'];
  /** Stripes run across the item rather than down it. */
  across: boolean;
}

/** The pattern's shapes over a box, on a grid anchored at the origin so neighbouring pieces line up. */
function patternGeometry(pattern: Pattern, box: readonly [number, number, number, number], colour: string): string {
  const [bx0, by0, bx1, by1] = box;
  const grid = (step: number, from: number) => Math.floor(from / step) * step;
  if (pattern.kind === 'stripes') {
    const step = 30;
    let d = '';
    if (pattern.across) for (let y = grid(step, by0); y < by1; y += step) d += `M${n(bx0)},${y + 10}H${n(bx1)}v11H${n(bx0)}Z`;
    else for (let x = grid(step, bx0); x < bx1; x += step) d += `M${x + 10},${n(by0)}V${n(by1)}h11V${n(by0)}Z`;
    return `<path d="${d}" fill="${colour}"/>`;
  }
  if (pattern.kind === 'dots') {
    const step = 32;
    let d = '';
    for (let y = grid(step, by0 - 8); y < by1; y += step) {
      for (let x = grid(step, bx0 - 8); x < bx1; x += step) {
        d += `M${x + 3.5},${y + 8}a4.5,4.5 0 1 0 9,0a4.5,4.5 0 1 0 -9,0ZM${x + 19.5},${y + 24}a4.5,4.5 0 1 0 9,0a4.5,4.5 0 1 0 -9,0Z`;
      }
    }
    return `<path d="${d}" fill="${colour}"/>`;
  }
  if (pattern.kind === 'check') {
    const step = 44;
    let bands = '';
    let lines = '';
    let across = '';
    for (let x = grid(step, bx0); x < bx1; x += step) {
      bands += `M${x + 14},${n(by0)}V${n(by1)}h16V${n(by0)}Z`;
      lines += `M${x + 4},${n(by0)}V${n(by1)}`;
    }
    for (let y = grid(step, by0); y < by1; y += step) {
      across += `M${n(bx0)},${y + 14}H${n(bx1)}v16H${n(bx0)}Z`;
      lines += `M${n(bx0)},${y + 40}H${n(bx1)}`;
    }
    return `<path d="${bands}" fill="${colour}" fill-opacity="0.55"/><path d="${across}" fill="${colour}" fill-opacity="0.55"/><path d="${lines}" stroke="${colour}" stroke-width="2"/>`;
  }
  return '';
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing context                                                                             */
/* ------------------------------------------------------------------------------------------ */

interface FabricOptions {
  fill?: string;
  /** Skip the pattern overlay (trims, soles, metal...). */
  plain?: boolean;
  /** Shading overlay: horizontal (default), vertical, radial, or none. */
  shade?: 'h' | 'v' | 'r' | false;
  stroke?: string | false;
  sw?: number;
  /** Leave out of the drop shadow. */
  noShadow?: boolean;
}

interface Art {
  /** Centre of the close-up (view 2). */
  focus: readonly [number, number];
}

class Canvas {
  readonly out: string[] = [];
  readonly shadow: string[] = [];
  private clips = 0;
  constructor(
    public p: Palette,
    readonly pattern: Pattern,
    readonly back: boolean,
  ) {}

  /** A piece of the item: filled, patterned, softly shaded and outlined. */
  fab(d: string, o: FabricOptions = {}): void {
    const fill = o.fill ?? this.p.base;
    this.out.push(`<path d="${d}" fill="${fill}"/>`);
    if (this.pattern.kind !== 'plain' && !o.plain) {
      // Pattern geometry clipped to the piece. (SVG <pattern> fills are very slow in librsvg
      // under scaled or rotated transforms; plain paths with a clip are not.)
      const id = `c${this.clips++}`;
      this.out.push(`<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${patternGeometry(this.pattern, bbox(d), this.p.pat)}</g>`);
    }
    const shade = o.shade ?? 'h';
    if (shade) this.out.push(`<path d="${d}" fill="url(#sh${shade})"/>`);
    if (o.stroke !== false) {
      this.out.push(`<path d="${d}" fill="none" stroke="${o.stroke ?? this.p.line}" stroke-width="${o.sw ?? 3}" stroke-linejoin="round"/>`);
    }
    if (!o.noShadow) this.shadow.push(`<path d="${d}"/>`);
  }

  /** A flat fill (optionally outlined), no pattern, no shading. */
  solid(d: string, fill: string, stroke?: string, sw = 2.5): void {
    this.out.push(`<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"` : ''}/>`);
  }

  /** A stroke only (seams, folds, straps, cables). */
  line(d: string, stroke: string, w: number, extra = '', shadow = false): void {
    this.out.push(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`);
    if (shadow) this.shadow.push(`<path d="${d}" fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round"/>`);
  }

  /** A soft fold: darker stroke, half transparent. */
  fold(d: string, w = 4, opacity = 0.55): void {
    this.line(d, this.p.fold, w, ` stroke-opacity="${opacity}"`);
  }

  /** A light highlight stroke. */
  shine(d: string, w = 6, opacity = 0.35): void {
    this.line(d, WHITE, w, ` stroke-opacity="${opacity}"`);
  }

  stitches(d: string, w = 2): void {
    this.line(d, this.p.stitch, w, ' stroke-dasharray="6 5" stroke-opacity="0.85"');
  }

  button(x: number, y: number, r = 5.5): void {
    this.out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${this.p.pale}" stroke="${this.p.line}" stroke-width="1.6"/>`);
  }

  raw(svg: string): void {
    this.out.push(svg);
  }

  /** Draws `fn` with another palette (e.g. a second item standing behind in shade). */
  withPalette(p: Palette, fn: () => void): void {
    const saved = this.p;
    this.p = p;
    fn();
    this.p = saved;
  }

  group(transform: string, fn: () => void): void {
    this.out.push(`<g transform="${transform}">`);
    this.shadow.push(`<g transform="${transform}">`);
    fn();
    this.out.push('</g>');
    this.shadow.push('</g>');
  }
}

const METAL = 'url(#metal)';
const METAL_LINE = '#7d838b';
const SCREEN = '#121419';

/* ------------------------------------------------------------------------------------------ */
/* The items                                                                                   */
/* ------------------------------------------------------------------------------------------ */

function tshirt(k: Canvas): Art {
  const p = k.p;
  const neckY = k.back ? 154 : 182;
  // Inside of the back of the neck, seen through the neck opening.
  if (!k.back) k.solid('M242,140Q300,164 358,140L358,200L242,200Z', p.deep);
  k.fab(sym([0, neckY], [['Q', 36, neckY - 2, 58, 140], ['L', 142, 162], ['L', 224, 262], ['L', 178, 298], ['L', 138, 258], ['Q', 131, 440, 142, 628], ['Q', 72, 636, 0, 634]]));
  // Rib collar.
  k.line(k.back ? 'M244,141Q300,160 356,141' : 'M243,141Q264,180 300,182Q336,180 357,141', p.dark, 12);
  k.line(k.back ? 'M246,150Q300,168 354,150' : 'M247,151Q268,188 300,190Q332,188 353,151', p.line, 1.5, ' stroke-opacity="0.7"');
  // Sleeve and body hems.
  k.stitches('M86,250L132,286');
  k.stitches(mir('M86,250L132,286'));
  k.stitches('M160,616Q300,626 440,616');
  // Folds.
  k.fold('M170,300Q186,360 176,430');
  k.fold(mir('M176,310Q190,370 182,420'));
  k.fold('M230,560Q262,590 250,626', 4, 0.4);
  k.fold(mir('M210,520Q240,560 236,600'), 4, 0.35);
  return { focus: [300, 215] };
}

function polo(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, 150], [['Q', 34, 150, 56, 140], ['L', 142, 162], ['L', 224, 262], ['L', 178, 298], ['L', 138, 258], ['Q', 131, 440, 142, 628], ['Q', 72, 636, 0, 634]]));
  // Ribbed sleeve bands.
  k.fab('M76,262L122,298L132,286L86,250Z', { fill: p.dark, plain: true, shade: false });
  k.fab(mir('M76,262L122,298L132,286L86,250Z'), { fill: p.dark, plain: true, shade: false });
  if (!k.back) {
    // Placket with buttons.
    k.fab(rr(287, 176, 26, 126, 3), { plain: true, shade: false, sw: 2 });
    k.button(300, 210, 5);
    k.button(300, 250, 5);
    k.button(300, 288, 5);
    // Flat knit collar: back band and two wings.
    k.fab('M238,141Q300,118 362,141L356,154Q300,136 244,154Z', { fill: p.dark, plain: true, shade: false });
    k.fab('M300,178L246,140L232,150L246,200Q268,196 300,178Z', { plain: true, shade: 'v' });
    k.fab(mir('M300,178L246,140L232,150L246,200Q268,196 300,178Z'), { plain: true, shade: 'v' });
  } else {
    k.fab('M236,142Q300,122 364,142L360,172Q300,156 240,172Z', { plain: true, shade: 'v' });
  }
  k.stitches('M160,616Q300,626 440,616');
  k.fold('M170,300Q186,360 176,430');
  k.fold(mir('M176,310Q190,370 182,420'));
  k.fold(mir('M210,520Q240,560 236,600'), 4, 0.35);
  return { focus: [300, 200] };
}

function shirt(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, 182], [['L', 58, 136], ['L', 146, 160], ['Q', 194, 300, 214, 520], ['L', 174, 528], ['Q', 162, 380, 140, 264], ['L', 142, 600], ['C', 124, 642, 60, 650, 0, 652]]));
  // Cuffs.
  const cuff = 'M86,520L126,528L129,488L90,480Z';
  k.fab(cuff, { shade: false });
  k.fab(mir(cuff), { shade: false });
  k.button(109, 506, 4);
  k.button(mir2(109), 506, 4);
  // Collar stand (behind the wings).
  k.fab('M242,137Q300,118 358,137L356,152Q300,136 244,152Z', { fill: p.dark, plain: true, shade: false });
  if (!k.back) {
    k.fab(rr(290, 186, 20, 462, 2), { shade: false, sw: 2 });
    for (let y = 222; y < 640; y += 70) k.button(300, y);
    // Chest pocket.
    k.fab('M340,252H398V318L369,330L340,318Z', { shade: false, sw: 2 });
    k.line('M340,264H398', p.line, 1.5, ' stroke-opacity="0.6"');
    // Collar wings.
    const wing = 'M300,190L246,138L234,148L246,214Z';
    k.fab(wing, { shade: 'v' });
    k.fab(mir(wing), { shade: 'v' });
  } else {
    // Yoke and a box pleat.
    k.line('M152,206Q300,222 448,206', p.line, 2);
    k.fold('M288,216L286,320', 3, 0.6);
    k.fold('M312,216L314,320', 3, 0.6);
    k.fab('M244,150Q300,132 356,150L360,170Q300,150 240,170Z', { plain: true, shade: 'v' });
  }
  k.fold('M166,300Q180,380 172,460');
  k.fold(mir('M168,320Q184,400 176,470'));
  k.fold('M186,350Q196,420 190,470', 3, 0.4);
  k.fold(mir('M230,560Q250,600 246,640'), 4, 0.35);
  return { focus: [300, 200] };
}

function punjabi(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, 150], [['Q', 30, 150, 50, 134], ['L', 132, 158], ['Q', 176, 300, 190, 520], ['L', 154, 528], ['Q', 146, 380, 128, 252], ['L', 144, 562], ['L', 154, 704], ['Q', 80, 710, 0, 710]]));
  // Side slits.
  k.line('M155,566L147,702', p.deep, 3);
  k.line(mir('M155,566L147,702'), p.deep, 3);
  // Sleeve hems.
  k.stitches('M112,506L146,513');
  k.stitches(mir('M112,506L146,513'));
  k.stitches('M160,694Q300,702 440,694');
  // Mandarin collar band.
  k.fab('M252,130Q300,116 348,130L350,150Q300,138 250,150Z', { plain: true, shade: false });
  if (!k.back) {
    k.fab(rr(289, 146, 22, 200, 3), { plain: true, shade: false, sw: 2 });
    // Embroidered trim round the placket.
    k.line('M282,148V352H318V148', p.accent, 3, ' stroke-dasharray="2 6"');
    for (let y = 172; y < 340; y += 40) k.button(300, y, 4.5);
    k.line('M286,138Q300,132 314,138', p.line, 1.5);
  }
  k.fold('M162,290Q176,380 168,470');
  k.fold(mir('M166,300Q180,390 172,480'));
  k.fold('M214,420Q236,540 220,690', 4, 0.4);
  k.fold(mir('M226,460Q244,560 232,690'), 4, 0.35);
  return { focus: [300, 215] };
}

function pants(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, 140], [['L', 132, 140], ['Q', 146, 400, 152, 692], ['L', 22, 692], ['Q', 10, 480, 0, 328]]), { shade: false });
  // Soft shading per leg.
  k.solid('M300,330Q290,480 278,692H148Q160,520 168,176Z', 'url(#shh)');
  k.solid(mir('M300,330Q290,480 278,692H148Q160,520 168,176Z'), 'url(#shh)');
  // Waistband and loops.
  k.line('M168,176H432', p.line, 2);
  k.fab(rr(168, 140, 264, 36, 2), { plain: true, shade: 'v', sw: 2 });
  for (const x of [196, 250, 350, 404]) k.fab(rr(x - 5, 136, 10, 48, 3), { fill: p.dark, plain: true, shade: false, sw: 1.5, noShadow: true });
  if (!k.back) {
    k.button(300, 158, 6);
    k.line('M318,178V292Q318,308 300,316', p.line, 2);
    k.stitches('M322,182V290Q320,312 302,322');
    // Front pockets.
    k.line('M402,178Q410,230 430,252', p.line, 2.5);
    k.line(mir('M402,178Q410,230 430,252'), p.line, 2.5);
  } else {
    k.line('M168,206Q300,230 432,206', p.line, 2);
    k.fab(rr(196, 236, 70, 82, 10), { shade: false, sw: 2 });
    k.fab(rr(334, 236, 70, 82, 10), { shade: false, sw: 2 });
  }
  // Creases and hems.
  k.fold('M366,200L384,690', 3, 0.5);
  k.fold(mir('M366,200L384,690'), 3, 0.5);
  k.fold('M312,340Q320,380 330,396', 3, 0.5);
  k.fold(mir('M312,340Q320,380 330,396'), 3, 0.5);
  k.stitches('M326,678H448');
  k.stitches(mir('M326,678H448'));
  return { focus: [300, 220] };
}

function jacket(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, 170], [['Q', 40, 168, 62, 138], ['L', 152, 166], ['Q', 210, 300, 224, 500], ['L', 174, 508], ['Q', 168, 370, 152, 276], ['L', 156, 560], ['L', 0, 560]]));
  // Ribbed hem, cuffs and collar.
  const ribs = (d: string) => k.fab(d, { fill: p.dark, plain: true, shade: false });
  ribs(sym([0, 556], [['L', 156, 556], ['L', 150, 600], ['L', 0, 600]]));
  ribs('M76,500L126,508L124,548L74,540Z');
  ribs(mir('M76,500L126,508L124,548L74,540Z'));
  for (let x = 170; x <= 430; x += 12) k.line(`M${x},562V596`, p.deep, 1.5, ' stroke-opacity="0.5"');
  if (!k.back) {
    ribs('M300,172Q266,170 240,140L250,128Q270,152 300,154Z');
    ribs(mir('M300,172Q266,170 240,140L250,128Q270,152 300,154Z'));
    // Zip.
    k.line('M300,158V600', METAL_LINE, 8, ' stroke-dasharray="2 2.5"');
    k.solid(rr(293, 176, 14, 30, 4), METAL, METAL_LINE, 1.5);
    // Welt pockets and a sleeve pocket.
    k.line('M196,396L212,466', p.deep, 8);
    k.line(mir('M196,396L212,466'), p.deep, 8);
  } else {
    ribs('M238,140Q300,120 362,140L358,160Q300,144 242,160Z');
    k.line('M160,300Q300,330 440,300', p.line, 2, ' stroke-opacity="0.6"');
  }
  k.fold('M176,300Q192,380 184,460');
  k.fold(mir('M180,310Q196,390 188,470'));
  k.fold('M248,470Q268,510 262,548', 4, 0.4);
  k.fold(mir('M236,450Q258,500 254,548'), 4, 0.4);
  return { focus: [300, 210] };
}

function saree(k: Canvas): Art {
  const p = k.p;
  const border = p.accent;
  const form = '#d9d2c7';
  const formLine = '#b8afa2';
  // Dress form: neck stub.
  k.solid(rr(281, 96, 38, 60, 10), form, formLine, 2);
  k.solid(ellipse(300, 98, 19, 7), '#e6e0d7', formLine, 2);
  // Fitted blouse with cap sleeves, in a deeper tone.
  k.fab(sym([0, 172], [['Q', 28, 170, 42, 144], ['L', 92, 154], ['Q', 110, 166, 116, 204], ['L', 96, 212], ['L', 90, 300], ['L', 0, 304]]), { fill: p.deep, plain: true });
  k.line('M184,204L204,212M416,204L396,212', border, 4);
  // Bare midriff of the form.
  k.solid('M212,296H388L390,334H210Z', form, formLine, 2);
  // The skirt, with its border.
  k.fab(sym([0, 322], [['L', 94, 322], ['Q', 130, 500, 178, 690], ['Q', 90, 706, 0, 704]]));
  k.line('M124,690Q300,712 476,690', border, 12);
  k.line('M126,670Q300,692 474,670', border, 2.5);
  // Front pleats fanning out from the waist.
  for (let i = 0; i < 6; i++) {
    const t0 = 264 + i * 9;
    const t1 = t0 + 9;
    const b0 = 216 + i * 19;
    const b1 = b0 + 19;
    const y = i % 2 === 0 ? 716 : 708;
    k.fab(`M${t0},330L${t1},330L${b1},${y - 4}L${b0},${y}Z`, { fill: i % 2 === 0 ? p.base : p.dark, shade: false, sw: 1.5, noShadow: true });
    k.line(`M${b0},${y - 8}L${b1},${y - 12}`, border, 8);
  }
  // Pallu: tucked at the waist, across the chest, over the left shoulder and down the back.
  const pallu = 'M204,338Q262,236 342,142L400,150Q432,300 478,584L404,598Q394,420 386,296Q312,356 240,394Z';
  k.fab(pallu, { shade: 'v' });
  k.fold('M252,350Q318,280 370,204', 3, 0.5);
  k.fold('M284,360Q340,310 380,250', 3, 0.4);
  k.fold('M418,250Q436,420 452,570', 3, 0.45);
  k.line('M208,332Q264,236 344,146', border, 9);
  k.line('M222,342Q276,254 350,166', border, 2);
  k.line('M404,156Q434,300 474,560', border, 6);
  // The decorated end of the pallu, with a fringe.
  k.fab('M400,540L472,530L478,584L404,598Z', { fill: border, plain: true, shade: false, sw: 1.5 });
  k.line('M408,562L474,552', p.base, 3, ' stroke-dasharray="1 7"');
  let fringe = '';
  for (let i = 0; i <= 8; i++) {
    const x = 406 + i * 9;
    const y = 598 - i * 1.7;
    fringe += `M${n(x)},${n(y)}l1,12`;
  }
  k.line(fringe, border, 2);
  return { focus: [330, 300] };
}

function kameez(k: Canvas): Art {
  const p = k.p;
  // Churidar legs under the tunic.
  k.fab('M226,600L236,712L282,712L292,600Z', { fill: p.light, plain: true, shade: 'h' });
  k.fab(mir('M226,600L236,712L282,712L292,600Z'), { fill: p.light, plain: true, shade: 'h' });
  k.fab(sym([0, k.back ? 150 : 196], [['Q', 34, k.back ? 150 : 190, 50, 136], ['L', 122, 156], ['L', 194, 330], ['L', 158, 346], ['L', 124, 250], ['Q', 126, 420, 172, 660], ['Q', 90, 672, 0, 672]]));
  // Embroidered neckline, cuffs and hem.
  if (!k.back) {
    k.line('M250,137Q272,192 300,198Q328,192 350,137', p.accent, 7, ' stroke-dasharray="1 10"');
    k.line('M256,150Q276,210 300,216Q324,210 344,150', p.accent, 2.5);
    k.line('M300,216V290', p.accent, 2.5);
    k.solid(ellipse(300, 240, 6, 6), p.accent);
    k.solid(ellipse(300, 270, 4, 4), p.accent);
  } else {
    k.line('M250,137Q300,156 350,137', p.accent, 3);
  }
  k.line('M108,322L140,336', p.accent, 7, ' stroke-dasharray="1 10"');
  k.line(mir('M108,322L140,336'), p.accent, 7, ' stroke-dasharray="1 10"');
  k.line('M132,652Q300,672 468,652', p.accent, 7);
  k.line('M134,638Q300,658 466,638', p.accent, 2, ' stroke-dasharray="1 8"');
  // Side slits.
  k.line('M158,480L131,656', p.deep, 3);
  k.line(mir('M158,480L131,656'), p.deep, 3);
  k.fold('M180,380Q206,500 196,640');
  k.fold(mir('M186,400Q212,520 204,640'));
  k.fold('M256,420Q270,540 258,650', 3, 0.35);
  return { focus: [300, 205] };
}

function dress(k: Canvas): Art {
  const p = k.p;
  k.fab(sym([0, k.back ? 170 : 196], [['Q', 30, 180, 56, 150], ['L', 54, 112], ['L', 74, 112], ['L', 92, 168], ['Q', 100, 206, 110, 232], ['L', 94, 334], ['C', 150, 440, 190, 560, 214, 672], ['C', 150, 700, 60, 690, 0, 698]]));
  // Skirt folds.
  for (const [x1, x2] of [[232, 150], [262, 214], [300, 300], [338, 386], [368, 450]] as const) {
    k.fold(`M${x1},350Q${(x1 + x2) / 2 + (x1 < 300 ? -10 : x1 > 300 ? 10 : 0)},520 ${x2},690`, 5, 0.45);
  }
  k.shine('M276,360Q262,520 246,680', 10, 0.14);
  // Waist belt and bow.
  k.fab('M206,320Q300,334 394,320L396,350Q300,364 204,350Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
  if (!k.back) {
    k.fold('M300,196Q298,250 300,320', 3, 0.5);
    k.fold('M246,230Q262,280 252,320', 3, 0.4);
    k.fold(mir('M246,230Q262,280 252,320'), 3, 0.4);
  } else {
    k.line('M300,176V330', p.line, 2);
    k.fab('M300,335L268,318L268,356Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
    k.fab('M300,335L332,318L332,356Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
    k.fab(ellipse(300, 336, 9, 11), { fill: p.deep, plain: true, shade: false, sw: 2 });
  }
  return { focus: [300, 240] };
}

function kidsSet(k: Canvas): Art {
  const p = k.p;
  // Shorts, in a deeper tone, under the tee.
  k.withPalette(paletteOf(p.deep), () => {
    k.fab(sym([0, 470], [['L', 118, 470], ['L', 140, 660], ['L', 26, 664], ['L', 0, 560]]), { plain: true });
    k.fab(rr(182, 462, 236, 30, 10), { fill: k.p.dark, plain: true, shade: false, sw: 2 });
    k.fold('M300,500L300,560', 3, 0.6);
  });
  k.line('M292,492Q280,520 270,530M308,492Q320,520 330,530', '#f4f1ea', 3);
  k.group('translate(300,120) scale(0.68) translate(-300,-130)', () => {
    if (!k.back) k.solid('M242,140Q300,164 358,140L358,200L242,200Z', p.deep);
    k.fab(sym([0, k.back ? 154 : 182], [['Q', 36, 178, 58, 140], ['L', 142, 162], ['L', 224, 262], ['L', 178, 298], ['L', 138, 258], ['Q', 131, 400, 140, 540], ['Q', 72, 548, 0, 546]]));
    k.line(k.back ? 'M244,141Q300,160 356,141' : 'M243,141Q264,180 300,182Q336,180 357,141', p.dark, 14);
    k.fab('M76,262L122,298L132,286L86,250Z', { fill: p.dark, plain: true, shade: false });
    k.fab(mir('M76,262L122,298L132,286L86,250Z'), { fill: p.dark, plain: true, shade: false });
    if (!k.back) {
      // A friendly star on the chest.
      const star: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? 56 : 24;
        star.push(`${n(300 + r * Math.cos(a))},${n(340 + r * Math.sin(a))}`);
      }
      k.fab(`M${star.join('L')}Z`, { fill: '#f8f4e8', plain: true, shade: false, stroke: p.line, sw: 3 });
    }
  });
  return { focus: [300, 240] };
}

/** A sneaker in profile, toe to the right. */
function sneaker(k: Canvas): void {
  const p = k.p;
  const sole = '#f4f1eb';
  const soleLine = '#c9c2b6';
  // Upper.
  k.fab('M124,488Q118,420 126,366Q130,352 144,354Q176,360 208,384Q228,356 246,330L300,358L400,418Q470,432 500,468Q510,486 494,488Z');
  // Heel counter and toe cap.
  k.fab('M124,488Q118,420 126,366Q130,352 144,354L160,358Q150,430 184,488Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
  k.fab('M428,424Q476,436 500,468Q510,486 494,488H440Q420,456 428,424Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
  // Eye stay along the laces.
  k.fab('M246,330L300,358L400,418L392,440Q330,420 262,384Q248,364 246,330Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
  // Side panel.
  k.fab('M196,470Q280,420 392,436Q330,446 250,482Z', { fill: p.pale, plain: true, shade: false, sw: 2 });
  // Tongue and collar padding.
  k.fab('M232,350Q246,318 262,304L292,312Q288,332 300,358L262,384Z', { fill: p.light, plain: true, shade: false, sw: 2 });
  k.line('M144,358Q176,364 206,384', p.deep, 8);
  // Laces over the eyelets.
  for (let i = 0; i < 5; i++) {
    const x = 276 + i * 26;
    const y = 352 + i * 15.5;
    k.raw(`<circle cx="${n(x - 6)}" cy="${n(y + 12)}" r="3.2" fill="${p.deep}"/>`);
    k.line(`M${n(x - 6)},${n(y + 12)}L${n(x + 12)},${n(y - 6)}`, '#f7f4ee', 5);
    k.line(`M${n(x - 6)},${n(y + 12)}L${n(x + 12)},${n(y - 6)}`, '#b9b2a6', 1);
  }
  k.line('M268,336Q272,318 262,300', '#f7f4ee', 4);
  // Sole: midsole and outsole.
  k.fab('M118,484H494Q516,484 522,496Q522,518 500,526H130Q112,526 110,508Q110,490 118,484Z', { fill: sole, plain: true, shade: 'v', stroke: soleLine });
  k.line('M112,512H518', soleLine, 2);
  k.stitches('M180,480Q300,462 436,482');
  k.shine('M300,374Q350,398 390,420', 5, 0.25);
}

function shoe(k: Canvas): Art {
  const behind = paletteOf(mix(k.p.base, BLACK, 0.16));
  if (k.back) {
    // The pair, the other shoe a little behind.
    k.group('translate(44,-44) scale(0.94)', () => k.withPalette(behind, () => sneaker(k)));
    k.group('translate(-16,40)', () => sneaker(k));
    return { focus: [330, 420] };
  }
  k.group('translate(300,375) scale(1.12) translate(-314,-420)', () => sneaker(k));
  return { focus: [350, 380] };
}

/** Watch straps with keeper, holes and stitching; `top`/`bottom` ends of the case. */
function watchStraps(k: Canvas, w: number, top: number, bottom: number): void {
  const p = k.p;
  const half = w / 2;
  k.fab(`M${CX - half - 4},96Q${CX},88 ${CX + half + 4},96L${CX + half},${top}L${CX - half},${top}Z`, { shade: 'h' });
  k.fab(`M${CX - half},${bottom}L${CX + half},${bottom}L${CX + half + 4},660Q${CX},668 ${CX - half - 4},660Z`, { shade: 'h' });
  k.stitches(`M${CX - half + 8},104V${top - 8}M${CX + half - 8},104V${top - 8}`);
  k.stitches(`M${CX - half + 8},${bottom + 8}V650M${CX + half - 8},${bottom + 8}V650`);
  for (let y = bottom + 70; y < 640; y += 30) k.raw(`<ellipse cx="${CX}" cy="${y}" rx="6" ry="5" fill="${p.deep}"/>`);
  k.fab(rr(CX - half - 6, bottom + 30, w + 12, 22, 4), { fill: p.dark, plain: true, shade: false, sw: 2 });
}

function watch(k: Canvas): Art {
  const p = k.p;
  watchStraps(k, 96, 300, 450);
  // Lugs and case.
  k.solid(rr(240, 270, 120, 210, 30), METAL, METAL_LINE, 2);
  k.solid(rr(414, 360, 22, 30, 5), METAL, METAL_LINE, 2);
  k.solid(ellipse(300, 375, 118, 118), METAL, METAL_LINE, 2.5);
  k.shadow.push(`<circle cx="300" cy="375" r="118"/>`);
  if (k.back) {
    // Case back: rings and screws.
    k.solid(ellipse(300, 375, 96, 96), '#c3c8ce', METAL_LINE, 2);
    k.solid(ellipse(300, 375, 62, 62), 'none', METAL_LINE, 2);
    for (let i = 0; i < 4; i++) {
      const a = Math.PI / 4 + (i * Math.PI) / 2;
      k.raw(`<circle cx="${n(300 + 80 * Math.cos(a))}" cy="${n(375 + 80 * Math.sin(a))}" r="5" fill="#8d949c"/>`);
    }
    k.shine('M250,330Q280,300 330,300', 8, 0.5);
    return { focus: [300, 375] };
  }
  const dialFill = lightness(p.base) > 0.55 ? '#23262d' : '#f5f2ea';
  const ink = lightness(p.base) > 0.55 ? '#eceae4' : '#2a2d33';
  k.solid(ellipse(300, 375, 104, 104), '#3b3f46');
  k.solid(ellipse(300, 375, 96, 96), dialFill);
  k.solid(ellipse(300, 375, 96, 96), 'url(#shr)');
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const a = (i * Math.PI) / 30;
    const major = i % 5 === 0;
    const r1 = major ? 70 : 82;
    const r2 = 88;
    ticks += `M${n(300 + r1 * Math.sin(a))},${n(375 - r1 * Math.cos(a))}L${n(300 + r2 * Math.sin(a))},${n(375 - r2 * Math.cos(a))}`;
  }
  k.line(ticks, ink, 1.5);
  let majors = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    majors += `M${n(300 + 68 * Math.sin(a))},${n(375 - 68 * Math.cos(a))}L${n(300 + 88 * Math.sin(a))},${n(375 - 88 * Math.cos(a))}`;
  }
  k.raw(`<path d="${majors}" stroke="${ink}" stroke-width="5"/>`);
  // Hands at ten past ten, and a second hand in the strap colour.
  const hand = (deg: number, len: number, w: number, c: string) => {
    const a = (deg * Math.PI) / 180;
    k.line(`M300,375L${n(300 + len * Math.sin(a))},${n(375 - len * Math.cos(a))}`, c, w);
  };
  hand(-62, 50, 7, ink);
  hand(58, 74, 5, ink);
  hand(160, 80, 2, lightness(p.base) > 0.85 ? '#c0392b' : p.base);
  k.solid(ellipse(300, 375, 7, 7), ink);
  k.shine('M228,318Q262,276 320,272', 10, 0.3);
  return { focus: [300, 375] };
}

function bag(k: Canvas): Art {
  const p = k.p;
  // Handles (back one first).
  k.line('M228,300C226,150 374,150 372,300', p.line, 22, '', true);
  k.line('M228,300C226,150 374,150 372,300', p.dark, 16);
  const body = 'M166,296H434L474,616Q478,652 442,652H158Q122,652 126,616Z';
  k.fab(body);
  k.line('M186,296L150,640', p.fold, 2, ' stroke-opacity="0.6"');
  k.line(mir('M186,296L150,640'), p.fold, 2, ' stroke-opacity="0.6"');
  k.stitches('M172,312H428L462,612Q464,636 440,636H160Q136,636 138,612Z');
  if (!k.back) {
    // Flap with a clasp.
    k.fab('M166,296H434L420,400Q300,430 180,400Z', { fill: p.dark, shade: 'v' });
    k.stitches('M182,312H418L408,388Q300,414 192,388Z');
    k.solid(rr(276, 386, 48, 40, 8), METAL, METAL_LINE, 2);
    k.solid(rr(288, 398, 24, 16, 4), 'none', METAL_LINE, 2);
  } else {
    k.fab(rr(196, 360, 208, 180, 8), { fill: p.base, shade: false, sw: 2 });
    k.stitches(rr(206, 370, 188, 160, 6));
  }
  // Front handle over the body.
  k.solid(rr(214, 282, 28, 30, 5), METAL, METAL_LINE, 1.5);
  k.solid(rr(358, 282, 28, 30, 5), METAL, METAL_LINE, 1.5);
  k.shine('M160,330L140,600', 10, 0.16);
  return { focus: [300, 380] };
}

function wallet(k: Canvas): Art {
  const p = k.p;
  if (!k.back) {
    // Cards peeking out.
    k.solid(rr(196, 232, 190, 130, 10), '#dfe6ee', '#a7b2bf', 2);
    k.line('M196,262H386', '#a7b2bf', 10);
    k.solid(rr(226, 260, 190, 130, 10), '#efe3c8', '#c2ae84', 2);
    k.solid(rr(246, 290, 34, 26, 5), '#d2b55f', '#a88d3c', 1.5);
  }
  k.fab(rr(150, 300, 300, 250, 22), { shade: 'v' });
  k.stitches(rr(164, 314, 272, 222, 14));
  k.line('M150,330Q300,344 450,330', p.fold, 3, ' stroke-opacity="0.5"');
  if (!k.back) {
    k.fab(rr(150, 400, 300, 150, 22), { fill: p.base, shade: 'v' });
    k.stitches('M164,414H436');
    k.solid(rr(262, 460, 76, 44, 8), 'none', p.fold, 2.5);
  } else {
    k.fab(rr(164, 330, 272, 80, 12), { fill: p.dark, plain: true, shade: false, sw: 2 });
    k.solid(ellipse(300, 406, 12, 12), METAL, METAL_LINE, 1.5);
  }
  return { focus: [300, 420] };
}

function belt(k: Canvas): Art {
  const p = k.p;
  const h = 58;
  // Inside of the loop (far side).
  k.fab(`M112,360A188,100 0 0 1 488,360L488,${360 + h}A188,100 0 0 0 112,${360 + h}Z`, { fill: p.deep, plain: true, shade: false, sw: 2 });
  // Near side of the loop.
  k.fab(`M112,360A188,100 0 0 0 488,360L488,${360 + h}A188,100 0 0 1 112,${360 + h}Z`);
  k.stitches(`M118,370A182,97 0 0 0 482,370`);
  k.stitches(`M118,${360 + h - 8}A182,97 0 0 0 482,${360 + h - 8}`);
  // Tail end through the buckle with holes.
  k.fab(`M300,456Q360,456 420,448L470,454Q486,470 470,486L420,500Q360,508 300,510Z`, { shade: 'v' });
  for (const x of [368, 396, 424]) k.raw(`<ellipse cx="${x}" cy="${n(478 - (x - 368) * 0.03)}" rx="5" ry="6" fill="${p.deep}"/>`);
  // Buckle.
  k.solid(rr(254, 428, 92, 110, 18), 'none', METAL_LINE, 16);
  k.solid(rr(254, 428, 92, 110, 18), 'none', METAL, 11);
  k.line('M252,483H310', METAL_LINE, 7);
  k.line('M252,483H310', '#d7dbe0', 4);
  k.shadow.push(`<path d="${rr(246, 420, 108, 126, 20)}"/>`);
  return { focus: [330, 470] };
}

function sunglasses(k: Canvas): Art {
  k.group('translate(300,385) scale(1.14) translate(-300,-385)', () => sunglassesAt(k));
  return { focus: [380, 385] };
}

function sunglassesAt(k: Canvas): void {
  const p = k.p;
  const lens = 'M320,330Q400,318 468,320Q500,322 496,354L486,410Q476,448 436,448L366,446Q334,444 326,414Z';
  if (k.back) {
    // Temples folded behind the lenses.
    k.line('M118,352L470,344', p.line, 14, '', true);
    k.line('M118,352L470,344', p.base, 9);
    k.line('M130,372L482,364', p.line, 14);
    k.line('M130,372L482,364', p.dark, 9);
  } else {
    k.line('M494,336L522,318', p.line, 13, '', true);
    k.line('M494,336L522,318', p.dark, 8);
    k.line(mir('M494,336L522,318'), p.line, 13, '', true);
    k.line(mir('M494,336L522,318'), p.dark, 8);
  }
  for (const d of [lens, mir(lens)]) {
    k.line(d, p.line, 24, '', true);
    k.line(d, p.base, 18);
    k.solid(d, 'url(#lens)');
    k.shine(d.startsWith('M320') ? 'M356,346L410,338' : 'M190,346L244,338', 6, 0.3);
  }
  k.line('M282,342Q300,326 318,342', p.line, 16);
  k.line('M282,342Q300,326 318,342', p.base, 10);
  k.raw(`<circle cx="490" cy="338" r="5" fill="${METAL}"/><circle cx="110" cy="338" r="5" fill="${METAL}"/>`);
}

function cap(k: Canvas): Art {
  const p = k.p;
  const crown = 'M156,446C150,300 220,206 326,204C430,204 476,300 470,452Q320,476 156,446Z';
  k.fab(crown);
  k.fold('M326,206Q290,300 296,462', 3, 0.6);
  k.fold('M326,206Q398,300 414,460', 3, 0.6);
  k.stitches('M320,212Q284,300 290,460');
  k.stitches('M332,212Q392,300 406,460');
  for (const [x, y] of [[238, 290], [368, 262], [436, 330]] as const) k.raw(`<circle cx="${x}" cy="${y}" r="5" fill="${p.deep}"/>`);
  k.fab(ellipse(326, 204, 16, 8), { fill: p.dark, plain: true, shade: false, sw: 2 });
  if (k.back) {
    // Snapback strap opening.
    k.fab('M360,466Q360,412 410,408Q456,412 458,456Z', { fill: p.deep, plain: true, shade: false, sw: 2 });
    k.fab('M356,440Q410,430 462,440L462,460Q410,452 356,462Z', { fill: p.dark, plain: true, shade: false, sw: 2 });
    return { focus: [400, 420] };
  }
  // Brim: underside, then the top.
  k.fab('M160,428Q92,440 60,478Q50,498 78,502Q200,500 330,466Z', { fill: p.deep, plain: true, shade: false });
  k.fab('M160,428Q98,438 64,472Q58,488 82,490Q200,486 318,454Q250,422 160,428Z', { shade: 'v' });
  k.stitches('M152,442Q106,452 84,474');
  k.stitches('M160,454Q118,464 100,478');
  return { focus: [250, 400] };
}

function headphones(k: Canvas): Art {
  const p = k.p;
  // Headband.
  k.line('M196,420C170,170 430,170 404,420', p.line, 38, '', true);
  k.line('M196,420C170,170 430,170 404,420', p.base, 32);
  k.line('M214,300C224,214 376,214 386,300', p.deep, 14);
  k.shine('M230,250C260,214 330,208 370,240', 6, 0.25);
  // Sliders.
  k.solid(rr(184, 350, 20, 70, 6), METAL, METAL_LINE, 1.5);
  k.solid(rr(396, 350, 20, 70, 6), METAL, METAL_LINE, 1.5);
  // Far cup: cushion facing us.
  k.fab(ellipse(200, 490, 70, 96), { fill: p.dark, plain: true, shade: 'h' });
  k.fab(ellipse(214, 490, 50, 80), { fill: p.deep, plain: true, shade: 'r', sw: 2 });
  k.solid(ellipse(220, 490, 26, 48), mix(p.deep, BLACK, 0.4));
  // Near cup: outer face.
  k.fab(ellipse(408, 490, 82, 104), { fill: p.dark, plain: true });
  k.fab(ellipse(416, 490, 70, 94), { shade: 'r' });
  k.solid(ellipse(416, 490, 40, 54), 'none', p.light, 4);
  k.shine('M372,420Q390,404 414,402', 8, 0.3);
  return { focus: [410, 470] };
}

function phoneBack(k: Canvas, x: number, y: number): void {
  const p = k.p;
  k.fab(rr(x, y, 220, 460, 38), { shade: 'h' });
  k.solid(rr(x + 16, y + 16, 96, 104, 26), mix(p.base, BLACK, 0.12), p.line, 2);
  for (const [cx, cy] of [[x + 42, y + 42], [x + 42, y + 94], [x + 86, y + 68]] as const) {
    k.solid(ellipse(cx, cy, 19, 19), '#2c2f36', METAL_LINE, 2.5);
    k.solid(ellipse(cx, cy, 9, 9), '#0d0f13');
    k.raw(`<circle cx="${cx - 3}" cy="${cy - 3}" r="2.5" fill="#6f7bff" fill-opacity="0.6"/>`);
  }
  k.raw(`<circle cx="${x + 88}" cy="${y + 30}" r="5" fill="#f4f1df"/>`);
  k.shine(`M${x + 20},${y + 160}L${x + 20},${y + 420}`, 8, 0.18);
}

function phoneFront(k: Canvas, x: number, y: number): void {
  const p = k.p;
  k.fab(rr(x, y, 220, 460, 38), { plain: true, shade: false });
  k.solid(rr(x + 8, y + 8, 204, 444, 31), SCREEN);
  const screen = rr(x + 14, y + 14, 192, 432, 26);
  k.solid(screen, 'url(#wall)');
  k.raw(`<clipPath id="scr"><path d="${screen}"/></clipPath><g clip-path="url(#scr)"><circle cx="${x + 170}" cy="${y + 130}" r="90" fill="${p.light}" fill-opacity="0.35"/><circle cx="${x + 40}" cy="${y + 360}" r="120" fill="${p.deep}" fill-opacity="0.45"/></g>`);
  k.solid(rr(x + 82, y + 24, 56, 16, 8), '#050608');
  k.solid(rr(x + 78, y + 430, 64, 5, 2.5), '#ffffff');
  k.solid(rr(x + 218, y + 120, 5, 60, 2), p.dark);
}

function phone(k: Canvas): Art {
  if (k.back) {
    k.group('translate(300,375) scale(1.1) translate(-300,-375)', () => phoneBack(k, 190, 145));
    return { focus: [270, 240] };
  }
  phoneFront(k, 130, 110);
  phoneBack(k, 260, 190);
  return { focus: [330, 270] };
}

function speaker(k: Canvas): Art {
  const p = k.p;
  // Side face for depth.
  k.fab('M396,150L418,132H444Q452,132 452,142V600L418,622Z', { fill: p.dark, plain: true, shade: 'v' });
  k.fab('M198,150L222,132H440L412,152Z', { fill: p.light, plain: true, shade: false, sw: 2 });
  k.fab(rr(180, 150, 240, 474, 22), { shade: 'h' });
  if (k.back) {
    k.solid(rr(230, 470, 140, 90, 10), '#2a2c31', p.line, 2);
    for (const x of [270, 330]) {
      k.solid(ellipse(x, 515, 16, 16), '#c0392b', '#7f2a21', 2);
      k.solid(ellipse(x, 515, 6, 6), METAL);
    }
    k.solid(ellipse(300, 300, 44, 44), p.deep, p.line, 3);
    k.solid(ellipse(300, 300, 32, 32), '#121317');
    return { focus: [300, 480] };
  }
  // Tweeter.
  k.solid(ellipse(300, 250, 48, 48), '#26282d', p.line, 2.5);
  k.solid(ellipse(300, 250, 38, 38), METAL, METAL_LINE, 1.5);
  k.solid(ellipse(300, 250, 22, 22), 'url(#dome)');
  // Woofer.
  k.solid(ellipse(300, 450, 112, 112), '#26282d', p.line, 2.5);
  k.solid(ellipse(300, 450, 100, 100), '#3a3d44');
  k.solid(ellipse(300, 450, 86, 86), 'url(#cone)');
  k.solid(ellipse(300, 450, 30, 30), 'url(#dome)');
  for (const [x, y] of [[198, 172], [402, 172], [198, 602], [402, 602]] as const) k.raw(`<circle cx="${x}" cy="${y}" r="4" fill="${p.deep}"/>`);
  k.solid(rr(262, 580, 76, 16, 8), '#17181c');
  return { focus: [300, 300] };
}

function smartwatch(k: Canvas): Art {
  watchStraps(k, 110, 290, 460);
  k.solid(rr(194, 248, 212, 254, 58), '#3d4148', '#23262b', 3);
  k.shadow.push(`<path d="${rr(194, 248, 212, 254, 58)}"/>`);
  k.solid(rr(398, 318, 18, 44, 6), METAL, METAL_LINE, 2);
  k.solid(rr(402, 390, 10, 48, 4), '#2d3035');
  if (k.back) {
    k.solid(rr(206, 260, 188, 230, 50), '#1e2025');
    k.solid(ellipse(300, 375, 70, 70), '#2b2e35', '#4a4f58', 3);
    for (let i = 0; i < 4; i++) k.raw(`<circle cx="${280 + (i % 2) * 40}" cy="${355 + Math.floor(i / 2) * 40}" r="7" fill="#37c871" fill-opacity="0.8"/>`);
    return { focus: [300, 375] };
  }
  k.solid(rr(204, 258, 192, 234, 50), '#050607');
  // Activity rings.
  const ring = (r: number, colour: string, frac: number) => {
    const a = frac * 2 * Math.PI;
    const x = 300 + r * Math.sin(a);
    const y = 375 - r * Math.cos(a);
    k.raw(`<circle cx="300" cy="375" r="${r}" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="14"/>`);
    k.line(`M300,${375 - r}A${r},${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${n(x)},${n(y)}`, colour, 14);
  };
  ring(70, '#fa3c6a', 0.78);
  ring(52, '#a6f03a', 0.6);
  ring(34, '#34d7f2', 0.42);
  k.raw(`<circle cx="300" cy="375" r="7" fill="${k.p.base}"/>`);
  k.shine('M226,286Q260,268 320,268', 8, 0.25);
  return { focus: [300, 375] };
}

function charger(k: Canvas): Art {
  const p = k.p;
  // Cable, behind the plug, ending in a USB-C connector.
  const cable = 'M300,452C300,560 176,530 184,612C192,690 392,690 404,600C410,548 370,520 360,560';
  k.line(cable, p.line, 15, '', true);
  k.line(cable, p.base, 10);
  k.fab(rr(340, 560, 38, 56, 8), { plain: true, shade: 'h', sw: 2 });
  k.solid(rr(348, 614, 22, 26, 4), METAL, METAL_LINE, 1.5);
  // Pins.
  if (!k.back) {
    k.solid(rr(256, 176, 18, 80, 9), METAL, METAL_LINE, 2);
    k.solid(rr(326, 176, 18, 80, 9), METAL, METAL_LINE, 2);
  }
  // Brick with a top face for depth.
  k.fab(rr(206, 250, 188, 196, 30), { shade: 'h' });
  k.fab(rr(268, 430, 64, 26, 6), { fill: p.dark, plain: true, shade: false, sw: 2 });
  if (k.back) {
    // The plug face: two round pins seen end-on.
    for (const x of [264, 336]) {
      k.solid(ellipse(x, 340, 16, 16), p.dark, p.line, 2);
      k.solid(ellipse(x, 340, 11, 11), METAL, METAL_LINE, 1.5);
    }
    return { focus: [300, 340] };
  }
  k.solid(rr(276, 330, 48, 18, 9), '#1b1d21', p.line, 2);
  k.solid(rr(284, 336, 32, 6, 3), '#555a63');
  k.raw(`<circle cx="300" cy="290" r="5" fill="#3ddc84"/>`);
  k.shine('M224,280L224,420', 8, 0.22);
  return { focus: [300, 320] };
}

/** A folded slab of cloth: top face, rounded front face, a few fold layers. */
function foldedSlab(k: Canvas, x: number, y: number, w: number, h: number, layers: number): void {
  const p = k.p;
  k.fab(`M${x + 22},${y - 26}H${x + w - 22}L${x + w},${y + 8}H${x}Z`, { fill: p.light, shade: false, sw: 2.5 });
  k.fab(rr(x, y, w, h, Math.min(22, h / 3)), { shade: 'v' });
  for (let i = 1; i < layers; i++) {
    const ly = y + (h * i) / layers;
    k.fold(`M${x + 10},${n(ly)}Q${x + w / 2},${n(ly + 6)} ${x + w - 10},${n(ly)}`, 2.5, 0.45);
  }
}

function bedsheet(k: Canvas): Art {
  const p = k.p;
  if (k.back) {
    // The set as sold: folded sheet, two pillow covers, a paper band.
    foldedSlab(k, 110, 420, 380, 170, 5);
    foldedSlab(k, 140, 330, 150, 70, 3);
    foldedSlab(k, 310, 330, 150, 70, 3);
    k.solid('M270,306H330V590H270Z', '#efe7d6', '#cbbfa6', 2);
    k.line('M278,306V590M322,306V590', '#cbbfa6', 2);
    k.solid(ellipse(300, 470, 18, 18), '#cbbfa6');
    return { focus: [300, 440] };
  }
  const wood = '#8a6446';
  // Headboard and legs.
  k.fab(rr(126, 176, 348, 240, 22), { fill: wood, plain: true, shade: 'h', stroke: '#5d412c' });
  k.solid(rr(142, 192, 316, 90, 14), '#9d7656', '#6f4f37', 2);
  k.solid(rr(104, 596, 22, 50, 4), '#5d412c');
  k.solid(rr(474, 596, 22, 50, 4), '#5d412c');
  // Mattress top (in perspective) and front drop, covered by the sheet.
  k.fab('M150,320H450L512,470H88Z', { shade: 'h' });
  k.fab('M88,470H512L512,600Q480,612 446,602Q410,614 372,604Q336,616 300,604Q264,616 228,604Q190,614 154,602Q120,612 88,600Z', { shade: 'v' });
  for (const x of [154, 228, 300, 372, 446]) k.fold(`M${x},500L${x},602`, 4, 0.45);
  // Pillows.
  const pillow = 'M170,338Q162,312 186,306Q240,300 288,306Q304,312 298,338Q302,370 286,376Q240,382 182,376Q166,370 170,338Z';
  k.withPalette(paletteOf(mix(p.base, WHITE, 0.55)), () => {
    k.fab(pillow, { shade: 'r' });
    k.fab(mir(pillow), { shade: 'r' });
  });
  // Turned-down fold of the sheet.
  k.fab('M128,418H472L482,444H118Z', { fill: p.light, shade: 'h', sw: 2.5 });
  k.stitches('M124,432H476');
  return { focus: [360, 430] };
}

function cushion(k: Canvas): Art {
  const p = k.p;
  const body = 'M146,214Q300,250 454,214Q420,394 454,574Q300,538 146,574Q180,394 146,214Z';
  k.fab(body, { shade: 'r' });
  k.line(body, p.dark, 6);
  for (const d of ['M160,230Q196,250 214,272', 'M160,558Q196,540 214,516']) {
    k.fold(d, 4, 0.5);
    k.fold(mir(d), 4, 0.5);
  }
  if (k.back) {
    k.line('M180,520Q300,500 420,520', p.line, 3);
    k.solid(rr(404, 508, 14, 26, 4), METAL, METAL_LINE, 1.5);
    return { focus: [380, 510] };
  }
  // Embroidered flower motif.
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    petals += `<ellipse cx="${n(300 + 44 * Math.cos(a))}" cy="${n(394 + 44 * Math.sin(a))}" rx="24" ry="13" transform="rotate(${i * 45} ${n(300 + 44 * Math.cos(a))} ${n(394 + 44 * Math.sin(a))})"/>`;
  }
  k.raw(`<g fill="${p.pale}" stroke="${p.accent}" stroke-width="2.5">${petals}</g>`);
  k.solid(ellipse(300, 394, 20, 20), p.accent, p.line, 2);
  k.solid(ellipse(300, 394, 96, 96), 'none', p.accent, 2.5);
  k.raw(`<circle cx="300" cy="394" r="108" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>`);
  return { focus: [300, 394] };
}

function lamp(k: Canvas): Art {
  const p = k.p;
  const brass = 'url(#brass)';
  // Warm light spilling onto the wall (front view); switched off, with its cord, from behind.
  if (!k.back) k.raw('<ellipse cx="300" cy="300" rx="250" ry="230" fill="url(#glow)"/>');
  else k.line('M372,600Q440,650 500,652Q560,654 600,690', '#3b3b3d', 5);
  // Base: stem, body and foot.
  k.solid(rr(292, 380, 16, 110, 4), brass, '#8a6a2e', 2);
  k.solid('M300,478C360,478 394,520 388,566C384,606 344,628 300,628C256,628 216,606 212,566C206,520 240,478 300,478Z', brass, '#8a6a2e', 2.5);
  k.shadow.push('<path d="M300,478C360,478 394,520 388,566C384,606 344,628 300,628C256,628 216,606 212,566C206,520 240,478 300,478Z"/>');
  k.shine('M246,530Q250,500 276,492', 8, 0.35);
  k.solid(ellipse(300, 640, 96, 16), '#7a5c27', '#5f4720', 2);
  k.shadow.push(`<path d="${ellipse(300, 640, 96, 16)}"/>`);
  // Glow under the shade.
  k.solid(ellipse(300, 382, 150, 22), k.back ? p.deep : '#fff1c9');
  // Shade.
  k.fab('M208,168Q300,156 392,168L452,380Q300,404 148,380Z', { shade: 'h' });
  k.line('M148,380Q300,404 452,380', p.dark, 8);
  k.line('M208,168Q300,156 392,168', p.dark, 6);
  for (const x of [240, 300, 360]) k.fold(`M${x},176L${x + (x - 300) * 0.55},386`, 2.5, 0.35);
  if (k.back) k.line('M330,172L346,392', p.line, 2.5);
  return { focus: [300, 330] };
}

function mug(k: Canvas): Art {
  const p = k.p;
  // Handle.
  const handle = 'M404,320C486,314 500,474 398,500';
  k.line(handle, p.line, 36, '', true);
  k.line(handle, p.base, 30);
  k.line(handle, WHITE, 3, ' stroke-opacity="0.25"');
  const body = 'M190,270L410,270L398,566Q396,596 366,596L234,596Q204,596 202,566Z';
  k.fab(body, { shade: 'h' });
  // Rim with the inside and some tea.
  k.fab(ellipse(300, 270, 110, 28), { fill: p.light, plain: true, shade: false, sw: 2.5 });
  k.solid(ellipse(300, 272, 98, 22), p.deep);
  k.solid(ellipse(300, 280, 90, 16), '#6b3f24');
  k.shine('M220,320L226,540', 14, 0.22);
  if (!k.back) {
    // A simple painted band (no text).
    k.line('M197,480Q300,496 404,480', p.pale, 10);
    k.line('M198,502Q300,518 402,502', p.pale, 3);
  }
  return { focus: [340, 330] };
}

function towel(k: Canvas): Art {
  const slab = (x: number, y: number, w: number, h: number, tone: Palette) => {
    k.withPalette(tone, () => {
      k.fab(`M${x + 20},${y - 24}H${x + w - 20}L${x + w},${y + 8}H${x}Z`, { fill: k.p.light, shade: false, sw: 2.5 });
      k.fab(rr(x, y, w, h, h / 2.4), { shade: 'v' });
      k.line(`M${x + 36},${y + 6}V${y + h - 6}M${x + 48},${y + 6}V${y + h - 6}`, k.p.pale, 5);
      k.line(`M${x + w - 36},${y + 6}V${y + h - 6}M${x + w - 48},${y + 6}V${y + h - 6}`, k.p.pale, 5);
      k.fold(`M${x + 80},${y + h * 0.5}Q${x + w / 2},${y + h * 0.62} ${x + w - 80},${y + h * 0.5}`, 3, 0.4);
    });
  };
  slab(112, 528, 376, 110, k.p);
  slab(128, 410, 344, 104, paletteOf(mix(k.p.base, WHITE, 0.18)));
  slab(144, 298, 312, 98, k.p);
  if (!k.back) {
    // A rolled hand towel on top.
    k.fab('M196,250Q196,210 236,210H364Q404,210 404,250Q404,290 364,290H236Q196,290 196,250Z', { shade: 'v' });
    k.fab(ellipse(376, 250, 28, 40), { fill: k.p.light, plain: true, shade: false, sw: 2.5 });
    k.line('M376,226Q360,250 376,274', k.p.fold, 3);
  }
  return { focus: [300, 340] };
}

function curtain(k: Canvas): Art {
  const p = k.p;
  if (k.back) {
    // Drawn closed: two straight panels, deep folds.
    const panel = 'M100,150H300V690Q276,700 250,690Q225,700 200,690Q175,700 150,690Q125,700 100,690Z';
    for (const d of [panel, mir(panel)]) k.fab(d, { shade: 'h' });
    for (let x = 125; x < 500; x += 25) if (x !== 300) k.fold(`M${x},160V688`, x % 50 === 0 ? 5 : 3, x % 50 === 0 ? 0.5 : 0.3);
    k.line('M300,150V692', p.line, 2);
    curtainRod(k);
    return { focus: [300, 250] };
  }
  // Window behind.
  k.solid(rr(176, 176, 248, 462, 6), '#f7f5ef', '#cfc8bc', 6);
  k.line('M300,176V638M176,400H424', '#d9d2c6', 5);
  k.solid(rr(182, 182, 236, 210, 4), 'url(#sky)');
  // Panels gathered with tiebacks.
  const panel = 'M106,150H290Q268,300 224,424Q262,560 276,690Q246,702 214,690Q182,704 150,692Q122,702 96,690Q118,560 150,424Q106,300 106,150Z';
  for (const d of [panel, mir(panel)]) k.fab(d, { shade: 'h' });
  for (const s of [1, -1]) {
    const x = (v: number) => (s === 1 ? v : mir2(v));
    k.fold(`M${x(150)},160Q${x(160)},300 ${x(176)},420`, 4, 0.5);
    k.fold(`M${x(200)},160Q${x(206)},300 ${x(200)},420`, 4, 0.5);
    k.fold(`M${x(250)},160Q${x(240)},300 ${x(214)},420`, 4, 0.5);
    k.fold(`M${x(176)},436Q${x(160)},560 ${x(150)},690`, 4, 0.5);
    k.fold(`M${x(200)},436Q${x(206)},560 ${x(214)},690`, 4, 0.5);
    k.fold(`M${x(214)},436Q${x(240)},560 ${x(250)},690`, 4, 0.5);
    k.fab(`M${x(142)},412L${x(230)},416L${x(230)},438L${x(142)},434Z`, { fill: p.accent, plain: true, shade: false, sw: 2 });
  }
  curtainRod(k);
  return { focus: [220, 260] };
}

function curtainRod(k: Canvas): void {
  // Rod with rings and finials.
  k.line('M70,146H530', METAL_LINE, 12, '', true);
  k.line('M70,146H530', '#c9ccd1', 7);
  k.raw(`<circle cx="66" cy="146" r="13" fill="${METAL}" stroke="${METAL_LINE}" stroke-width="2"/><circle cx="534" cy="146" r="13" fill="${METAL}" stroke="${METAL_LINE}" stroke-width="2"/>`);
  let rings = '';
  for (const x of [114, 150, 186, 222, 258, 342, 378, 414, 450, 486]) rings += `<circle cx="${x}" cy="150" r="9"/>`;
  k.raw(`<g fill="none" stroke="${METAL_LINE}" stroke-width="3">${rings}</g>`);
}

const DRAW: Record<GarmentShape, (k: Canvas) => Art> = {
  tshirt, shirt, polo, punjabi, pants, jacket, saree, kameez, dress,
  'kids-set': kidsSet, shoe, watch, bag, wallet, belt, sunglasses, cap,
  headphones, phone, speaker, smartwatch, charger,
  bedsheet, cushion, lamp, mug, towel, curtain,
};

/** Stripes run across these items (T-shirts, towels...), down the others. */
const PATTERNS: readonly ImageSpec['pattern'][] = ['plain', 'stripes', 'dots', 'check'];

const ACROSS = new Set<GarmentShape>(['tshirt', 'polo', 'kids-set', 'towel', 'cushion', 'mug', 'bag', 'cap']);

/* ------------------------------------------------------------------------------------------ */
/* The picture                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Backdrops: warm, cool, beige, and a wall with a floor, so the views differ at a glance. */
const BACKGROUNDS: Record<ImageSpec['view'], string> = {
  0: '<radialGradient id="bg" cx="50%" cy="42%" r="72%"><stop offset="0" stop-color="#fdfcf9"/><stop offset="1" stop-color="#e7e2da"/></radialGradient>',
  1: '<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f9fafb"/><stop offset="1" stop-color="#dfe3e8"/></radialGradient>',
  2: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f3ea"/><stop offset="1" stop-color="#e6dccd"/></linearGradient>',
  3: '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f4f1"/><stop offset="0.76" stop-color="#e9e5df"/><stop offset="0.76" stop-color="#dcd5ca"/><stop offset="1" stop-color="#cfc6b9"/></linearGradient>',
};

function commonDefs(p: Palette): string {
  return [
    '<linearGradient id="shh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>',
    '<linearGradient id="shv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>',
    '<radialGradient id="shr" cx="40%" cy="38%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></radialGradient>',
    '<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f3"/><stop offset="0.5" stop-color="#b9bec5"/><stop offset="1" stop-color="#8f959d"/></linearGradient>',
    '<linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9cf8a"/><stop offset="0.55" stop-color="#c39a4a"/><stop offset="1" stop-color="#8d6a2c"/></linearGradient>',
    `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#15171d"/><stop offset="1" stop-color="${mix(p.base, '#20242c', 0.55)}"/></linearGradient>`,
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>`,
    '<radialGradient id="cone" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#4a4e57"/><stop offset="1" stop-color="#16171b"/></radialGradient>',
    '<radialGradient id="dome" cx="40%" cy="35%" r="65%"><stop offset="0" stop-color="#8c929c"/><stop offset="1" stop-color="#1c1e22"/></radialGradient>',
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff4cf" stop-opacity="0.9"/><stop offset="1" stop-color="#fff4cf" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe4f3"/><stop offset="1" stop-color="#eef4f7"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  ].join('');
}

/** The full SVG document for a spec (exported for tests and tooling). */
function productSvg(spec: ImageSpec): string {
  const p = paletteOf(spec.colour);
  const draw = DRAW[spec.shape];
  if (!draw) throw new Error(`Unknown image shape "${String(spec.shape)}"`);
  if (!(spec.view in BACKGROUNDS)) throw new Error(`Unknown image view ${String(spec.view)}`);
  if (!PATTERNS.includes(spec.pattern)) throw new Error(`Unknown image pattern "${String(spec.pattern)}"`);
  const k = new Canvas(p, { kind: spec.pattern, across: ACROSS.has(spec.shape) }, spec.view === 1);
  const art = draw(k);
  const [fx, fy] = art.focus;

  let transform = '';
  let shadowOffset = 'translate(8,12)';
  let floor = '';
  switch (spec.view) {
    case 1:
      transform = `translate(${IMAGE_WIDTH},0) scale(-1,1)`;
      shadowOffset = 'translate(-8,12)';
      break;
    case 2:
      transform = `translate(${CX},${CY}) scale(1.8) translate(${-fx},${-fy})`;
      shadowOffset = 'translate(4,6)';
      break;
    case 3:
      transform = `translate(${CX},${CY - 30}) rotate(-12) scale(0.8) translate(${-CX},${-CY})`;
      shadowOffset = 'translate(10,16)';
      floor = `<ellipse cx="${CX}" cy="640" rx="230" ry="34" fill="url(#floor)"/>`;
      break;
    default:
      transform = '';
  }
  const g = (body: string, extra = '') => (transform ? `<g transform="${transform}"${extra}>${body}</g>` : `<g${extra}>${body}</g>`);
  const shadow = `<g transform="${shadowOffset}" fill="#000" stroke="#000">${k.shadow.join('')}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<defs>${BACKGROUNDS[spec.view]}${commonDefs(p)}</defs>` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>${floor}` +
    g(shadow, ' opacity="0.07"') +
    g(k.out.join('')) +
    '</svg>'
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Public API                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Stable file name for a spec, e.g. `tshirt-1e3a8a-plain-v0.webp` (content-addressed by its spec). */
/**
 * Bump when the drawings change: images are served as immutable for a year, so a changed drawing
 * needs a new file name, never new bytes under an old one.
 */
const DRAWING_REVISION = 2;

export function imageFileName(spec: ImageSpec): string {
  return `${spec.shape}-${normaliseHex(spec.colour)}-${spec.pattern}-v${spec.view}-r${DRAWING_REVISION}.webp`;
}

const FILE_NAME = /^([a-z]+(?:-[a-z]+)?)-([0-9a-f]{6})-(plain|stripes|dots|check)-v([0-3])-r(\d+)\.webp$/;

/**
 * What a generated image's file name was made from (imageFileName), or undefined for any other name: an
 * uploaded photo, or a drawing of an older revision, which would not be the same picture if drawn again.
 */
export function imageSpecOfFileName(name: string): ImageSpec | undefined {
  const m = FILE_NAME.exec(name);
  if (!m || !GARMENT_SHAPES.includes(m[1] as GarmentShape)) return undefined;
  const spec: ImageSpec = { shape: m[1] as GarmentShape, colour: `#${m[2]}`, pattern: m[3] as ImageSpec['pattern'], view: Number(m[4]) as ImageSpec['view'] };
  return imageFileName(spec) === name ? spec : undefined;
}

/** Renders one image: 600x750 px (4:5 portrait) WebP, quality about 72, typically under 25 KB. */
export async function renderProductImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(spec)))
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toBuffer();
}

/** Where the demo product images live in the shop's storage: served at /images/products/<name>. */
export const PRODUCT_IMAGE_AREA = 'images/products';

/**
 * Renders every spec whose image is not yet in the storage (DATA_DIR or the bucket, docs/decisions/040), at most 4
 * at a time (or `concurrency`); returns how many were written. Each is written whole, so two shops starting together write the same
 * bytes under the same name and no reader sees half a file.
 */
export async function ensureImages(storage: FileStorage, specs: Iterable<ImageSpec>, concurrency = CONCURRENCY): Promise<number> {
  const byName = new Map<string, ImageSpec>();
  for (const spec of specs) byName.set(imageFileName(spec), spec);
  const queue = [...byName.entries()];
  let next = 0;
  let written = 0;
  const worker = async () => {
    for (;;) {
      const item = queue[next++];
      if (!item) return;
      const [name, spec] = item;
      const key = `${PRODUCT_IMAGE_AREA}/${name}`;
      if (await storage.exists(key)) continue;
      await storage.put(key, await renderProductImage(spec), 'image/webp');
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return written;
}
