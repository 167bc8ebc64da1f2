import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export type GarmentShape =
  | 'tshirt' | 'shirt' | 'polo' | 'punjabi' | 'pants' | 'jacket' | 'saree' | 'kameez' | 'dress'
  | 'kids-set' | 'shoe' | 'watch' | 'bag' | 'wallet' | 'belt' | 'sunglasses' | 'cap'
  | 'headphones' | 'phone' | 'speaker' | 'smartwatch' | 'charger'
  | 'bedsheet' | 'cushion' | 'lamp' | 'mug' | 'towel' | 'curtain';

export type ImageSpec = {
  shape: GarmentShape;
  /** Hex colour such as '#1e3a8a'. */
  colour: string;
  view: 0 | 1 | 2 | 3;
  pattern: 'plain' | 'stripes' | 'dots' | 'check';
};

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 750;

/**
 * Each shape: `body` is the silhouette (no fill of its own: it is drawn several times, in colour, pattern,
 * shading and outline), `detail` the seams, buttons and parts drawn on top, `focus` the point a close-up
 * (view 2) zooms into.
 */
interface Drawing {
  body: string;
  detail: string;
  focus: [number, number];
}

const TEE = 'M200 185 L262 160 Q300 190 338 160 L400 185 L472 262 L430 302 L395 276 L395 575 L205 575 L205 276 L170 302 L128 262 Z';

const DRAWINGS: Record<GarmentShape, Drawing> = {
  tshirt: {
    body: `<path d="${TEE}"/>`,
    detail: `<path d="M262 160 Q300 205 338 160" fill="none"/><path d="M205 555 h190 M178 292 l-38 -36 M422 292 l38 -36" fill="none" opacity=".5"/>`,
    focus: [300, 210],
  },
  shirt: {
    body: `<path d="M215 160 L262 142 L300 190 L338 142 L385 160 L470 520 L430 535 L395 300 L395 620 L205 620 L205 300 L170 535 L130 520 Z"/>`,
    detail: `<path d="M262 142 L280 205 L300 190 L320 205 L338 142" fill="none"/><path d="M300 195 L300 615" fill="none"/>${[250, 320, 390, 460, 530].map((y) => `<circle cx="312" cy="${y}" r="5"/>`).join('')}<path d="M240 320 h40 v40 h-40 z" fill="none"/>`,
    focus: [300, 210],
  },
  polo: {
    body: `<path d="${TEE}"/>`,
    detail: `<path d="M262 160 L282 214 L300 190 L318 214 L338 160" fill="none"/><path d="M300 190 L300 275" fill="none"/>${[212, 240, 266].map((y) => `<circle cx="300" cy="${y}" r="5"/>`).join('')}<path d="M205 555 h190" fill="none"/>`,
    focus: [300, 200],
  },
  punjabi: {
    body: `<path d="M222 140 L268 128 Q300 150 332 128 L378 140 L455 560 L418 572 L392 300 L402 690 L198 690 L208 300 L182 572 L145 560 Z"/>`,
    detail: `<path d="M268 128 Q300 150 332 128" fill="none"/><path d="M300 146 L300 330" fill="none"/>${[175, 210, 245, 280].map((y) => `<circle cx="300" cy="${y}" r="4.5"/>`).join('')}<path d="M208 640 L220 690 M392 640 L380 690" fill="none"/><path d="M272 150 q28 40 56 0" fill="none" opacity=".6"/>`,
    focus: [300, 220],
  },
  pants: {
    body: `<path d="M205 140 L395 140 L420 690 L320 690 L300 300 L280 690 L180 690 Z"/>`,
    detail: `<path d="M205 172 L395 172" fill="none"/><path d="M300 172 L300 300" fill="none"/><path d="M225 180 Q250 230 285 200 M375 180 Q350 230 315 200" fill="none"/>${[230, 270, 330, 370].map((x) => `<rect x="${x - 6}" y="140" width="12" height="32" rx="3" fill="none"/>`).join('')}`,
    focus: [300, 190],
  },
  jacket: {
    body: `<path d="M210 170 L262 140 Q300 120 338 140 L390 170 L468 560 L425 575 L395 320 L398 620 L202 620 L205 320 L175 575 L132 560 Z"/>`,
    detail: `<path d="M262 140 Q300 230 338 140" fill="none"/><path d="M300 190 L300 620" fill="none" stroke-dasharray="6 5"/><path d="M225 420 h50 M325 420 h50" fill="none"/><path d="M202 590 h196" fill="none"/><circle cx="300" cy="190" r="7"/>`,
    focus: [300, 200],
  },
  saree: {
    body: `<path d="M250 120 Q300 100 350 120 L360 280 Q420 420 440 690 L160 690 Q185 430 240 280 Z"/>`,
    detail: `<path d="M350 120 Q300 300 180 420 L205 470 Q330 330 360 170" fill="none"/><path d="M160 690 Q300 660 440 690" fill="none" stroke-width="10" opacity=".8"/><path d="M200 560 Q300 540 420 560 M185 620 Q300 600 430 620" fill="none" opacity=".6"/>`,
    focus: [320, 250],
  },
  kameez: {
    body: `<path d="M225 140 L268 128 Q300 158 332 128 L375 140 L440 380 L405 392 L385 270 L430 680 L170 680 L215 270 L195 392 L160 380 Z"/>`,
    detail: `<path d="M268 128 Q300 180 332 128" fill="none"/><path d="M260 200 Q300 230 340 200 M250 235 Q300 270 350 235" fill="none" opacity=".7"/><path d="M180 640 Q300 620 420 640" fill="none" stroke-width="8" opacity=".7"/><path d="M225 140 Q160 400 250 690" fill="none" stroke-width="14" opacity=".45"/>`,
    focus: [300, 210],
  },
  dress: {
    body: `<path d="M240 130 L270 125 Q300 150 330 125 L360 130 L372 300 Q450 520 470 680 L130 680 Q150 520 228 300 Z"/>`,
    detail: `<path d="M270 125 Q300 170 330 125" fill="none"/><path d="M228 300 Q300 320 372 300" fill="none" stroke-width="8"/><path d="M200 520 Q300 500 400 520 M160 620 Q300 600 440 620" fill="none" opacity=".6"/>`,
    focus: [300, 250],
  },
  'kids-set': {
    body: `<path d="M230 150 L268 136 Q300 158 332 136 L370 150 L430 210 L400 245 L375 228 L375 400 L225 400 L225 228 L200 245 L170 210 Z"/><path d="M225 420 L375 420 L385 600 L310 600 L300 500 L290 600 L215 600 Z"/>`,
    detail: `<path d="M268 136 Q300 175 332 136" fill="none"/><circle cx="300" cy="300" r="34" fill="none"/><path d="M225 440 h150" fill="none"/>`,
    focus: [300, 260],
  },
  shoe: {
    body: `<path d="M95 545 L95 455 Q95 420 130 415 L225 405 Q262 372 296 340 L342 340 Q362 392 405 412 L482 438 Q525 455 525 505 L525 545 Z"/>`,
    detail: `<rect x="88" y="530" width="444" height="40" rx="16" fill="#f7f5ef"/><path d="M100 552 L520 552" fill="none" opacity=".4"/><path d="M296 340 Q316 410 392 420" fill="none"/>${[0, 1, 2, 3].map((i) => `<path d="M${250 + i * 24} ${392 - i * 12} l30 16" fill="none"/>`).join('')}<path d="M95 470 Q140 470 160 500 L160 530" fill="none"/><circle cx="470" cy="470" r="0"/>`,
    focus: [320, 430],
  },
  watch: {
    body: `<rect x="255" y="120" width="90" height="510" rx="28"/><circle cx="300" cy="375" r="112"/>`,
    detail: `<circle cx="300" cy="375" r="92" fill="#f7f5ef"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<path d="M300 ${292} v${i % 3 === 0 ? 16 : 8}" transform="rotate(${i * 30} 300 375)" fill="none"/>`).join('')}<path d="M300 375 L300 318 M300 375 L342 392" fill="none" stroke-width="6"/><circle cx="300" cy="375" r="7"/><rect x="410" y="362" width="18" height="26" rx="4"/>${[170, 200, 550, 580].map((y) => `<circle cx="300" cy="${y}" r="4" fill="none"/>`).join('')}`,
    focus: [300, 375],
  },
  bag: {
    body: `<path d="M150 300 Q150 270 180 270 L420 270 Q450 270 450 300 L470 640 Q470 660 450 660 L150 660 Q130 660 130 640 Z"/><path d="M220 275 Q220 140 300 140 Q380 140 380 275 L352 275 Q352 170 300 170 Q248 170 248 275 Z"/>`,
    detail: `<path d="M140 360 L460 360" fill="none"/><rect x="280" y="345" width="40" height="34" rx="6"/><path d="M160 640 L440 640" fill="none" stroke-dasharray="8 6"/>`,
    focus: [300, 360],
  },
  wallet: {
    body: `<rect x="140" y="250" width="320" height="250" rx="26"/>`,
    detail: `<path d="M140 330 L460 330" fill="none"/><rect x="162" y="272" width="276" height="206" rx="18" fill="none" stroke-dasharray="7 6"/><rect x="380" y="350" width="80" height="60" rx="12"/><circle cx="405" cy="380" r="8" fill="#f7f5ef"/>`,
    focus: [380, 380],
  },
  belt: {
    body: `<path d="M80 340 L520 340 L520 410 L80 410 Z"/>`,
    detail: `<rect x="110" y="318" width="110" height="114" rx="14" fill="none" stroke-width="12"/><path d="M165 340 L165 410" fill="none" stroke-width="8"/>${[300, 350, 400, 450].map((x) => `<circle cx="${x}" cy="375" r="6" fill="#f7f5ef"/>`).join('')}<path d="M230 352 L520 352 M230 398 L520 398" fill="none" stroke-dasharray="6 6" opacity=".7"/>`,
    focus: [170, 375],
  },
  sunglasses: {
    body: `<path d="M100 330 Q100 300 130 300 L270 300 Q290 300 288 330 L280 400 Q270 450 210 450 L160 450 Q110 450 105 400 Z"/><path d="M312 330 Q310 300 330 300 L470 300 Q500 300 500 330 L495 400 Q490 450 440 450 L390 450 Q330 450 320 400 Z"/>`,
    detail: `<path d="M288 325 Q300 305 312 325" fill="none" stroke-width="10"/><path d="M100 320 L60 300 M500 320 L540 300" fill="none" stroke-width="10"/><path d="M140 330 Q170 320 190 345 M352 330 Q382 320 402 345" fill="none" stroke="#ffffff" opacity=".6" stroke-width="8"/>`,
    focus: [200, 370],
  },
  cap: {
    body: `<path d="M140 420 Q140 230 300 230 Q460 230 460 420 Z"/><path d="M380 400 Q520 400 545 440 Q500 470 380 450 Z"/>`,
    detail: `<path d="M300 230 L300 420 M220 250 Q230 340 220 420 M380 250 Q370 340 380 420" fill="none" opacity=".7"/><circle cx="300" cy="236" r="10"/><path d="M140 420 L460 420" fill="none" stroke-width="8"/>`,
    focus: [300, 330],
  },
  headphones: {
    body: `<path d="M140 420 Q140 170 300 170 Q460 170 460 420 L430 420 Q430 205 300 205 Q170 205 170 420 Z"/><rect x="115" y="380" width="90" height="160" rx="38"/><rect x="395" y="380" width="90" height="160" rx="38"/>`,
    detail: `<rect x="185" y="395" width="30" height="130" rx="14"/><rect x="385" y="395" width="30" height="130" rx="14"/><path d="M230 200 Q300 180 370 200" fill="none" stroke-width="10" opacity=".6"/>`,
    focus: [160, 450],
  },
  phone: {
    body: `<rect x="195" y="120" width="210" height="430" rx="34"/>`,
    detail: `<rect x="210" y="150" width="180" height="370" rx="16" fill="#1d2430"/><path d="M225 170 L370 360" fill="none" stroke="#ffffff" opacity=".12" stroke-width="40"/><rect x="270" y="133" width="60" height="8" rx="4"/><circle cx="300" cy="535" r="6" fill="none"/>`,
    focus: [300, 200],
  },
  speaker: {
    body: `<rect x="150" y="230" width="300" height="330" rx="60"/>`,
    detail: `<circle cx="300" cy="370" r="90" fill="none" stroke-width="10"/><circle cx="300" cy="370" r="40"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${220 + i * 32}" cy="505" r="6"/>`).join('')}<rect x="270" y="250" width="60" height="10" rx="5"/>`,
    focus: [300, 370],
  },
  smartwatch: {
    body: `<rect x="258" y="110" width="84" height="530" rx="26"/><rect x="205" y="265" width="190" height="220" rx="44"/>`,
    detail: `<rect x="222" y="282" width="156" height="186" rx="32" fill="#1d2430"/><path d="M255 400 L280 400 L292 360 L308 430 L320 390 L345 390" fill="none" stroke="#4ade80" stroke-width="6"/><rect x="395" y="330" width="12" height="40" rx="5"/>`,
    focus: [300, 375],
  },
  charger: {
    body: `<rect x="200" y="180" width="200" height="200" rx="30"/><path d="M290 380 L310 380 L310 430 Q310 520 390 540 Q470 560 460 650 L440 650 Q448 575 385 560 Q290 540 290 430 Z"/>`,
    detail: `<rect x="260" y="150" width="22" height="34" rx="4"/><rect x="318" y="150" width="22" height="34" rx="4"/><circle cx="300" cy="280" r="18" fill="none"/><rect x="430" y="640" width="40" height="50" rx="8"/>`,
    focus: [300, 280],
  },
  bedsheet: {
    body: `<rect x="120" y="470" width="360" height="90" rx="14"/><rect x="135" y="380" width="330" height="90" rx="14"/><rect x="150" y="290" width="300" height="90" rx="14"/>`,
    detail: `<path d="M150 335 L450 335 M135 425 L465 425 M120 515 L480 515" fill="none" opacity=".5"/><path d="M150 300 h300 M135 390 h330 M120 480 h360" fill="none" stroke-dasharray="10 8"/>`,
    focus: [300, 340],
  },
  cushion: {
    body: `<path d="M150 220 Q300 250 450 220 Q420 375 450 530 Q300 500 150 530 Q180 375 150 220 Z"/>`,
    detail: `<path d="M190 262 Q300 285 410 262 Q390 375 410 490 Q300 470 190 490 Q210 375 190 262 Z" fill="none" stroke-dasharray="8 7"/><circle cx="300" cy="375" r="40" fill="none"/><circle cx="300" cy="375" r="12"/>`,
    focus: [300, 375],
  },
  lamp: {
    body: `<path d="M220 170 L380 170 L440 380 L160 380 Z"/><rect x="288" y="380" width="24" height="230"/><ellipse cx="300" cy="625" rx="110" ry="26"/>`,
    detail: `<path d="M160 380 L440 380" fill="none" stroke-width="8"/><path d="M200 300 L400 300" fill="none" opacity=".5"/><path d="M330 380 L330 450" fill="none"/><circle cx="330" cy="458" r="8"/>`,
    focus: [300, 280],
  },
  mug: {
    body: `<path d="M170 250 L400 250 L385 560 Q383 590 355 590 L215 590 Q187 590 185 560 Z"/><path d="M395 310 Q490 310 490 400 Q490 490 390 490 L392 455 Q452 455 452 400 Q452 345 397 345 Z"/>`,
    detail: `<ellipse cx="285" cy="250" rx="115" ry="22"/><ellipse cx="285" cy="252" rx="100" ry="14" fill="#3b2a20"/><path d="M250 200 Q235 175 255 150 M300 205 Q285 180 305 155" fill="none" opacity=".5"/>`,
    focus: [300, 300],
  },
  towel: {
    body: `<rect x="140" y="440" width="320" height="130" rx="60"/><rect x="160" y="300" width="280" height="130" rx="60"/><rect x="180" y="170" width="240" height="120" rx="56"/>`,
    detail: `<path d="M180 365 L420 365 M160 505 L440 505 M200 230 L400 230" fill="none" stroke-width="10" opacity=".5"/>`,
    focus: [300, 360],
  },
  curtain: {
    body: `<path d="M110 150 L290 150 Q270 400 300 680 L130 680 Q90 420 110 150 Z"/><path d="M310 150 L490 150 Q510 420 470 680 L300 680 Q330 400 310 150 Z"/>`,
    detail: `<path d="M80 140 L520 140" fill="none" stroke-width="12"/>${[150, 200, 250, 350, 400, 450].map((x) => `<path d="M${x} 160 Q${x + 10} 420 ${x + (x < 300 ? -5 : 5)} 670" fill="none" opacity=".45"/>`).join('')}<circle cx="80" cy="140" r="12"/><circle cx="520" cy="140" r="12"/>`,
    focus: [300, 250],
  },
};

export const GARMENT_SHAPES = Object.keys(DRAWINGS) as readonly GarmentShape[];

const BACKGROUNDS: Record<ImageSpec['view'], [string, string]> = {
  0: ['#f7f5f1', '#e9e5dd'],
  1: ['#f4f5f7', '#e2e5ea'],
  2: ['#f8f3ee', '#ece2d8'],
  3: ['#f2f4f0', '#e1e6dc'],
};

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function tone(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${parseHex(hex).map((c) => Math.round(c + (target - c) * a).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function patternDef(pattern: ImageSpec['pattern'], colour: string): string {
  const ink = luminance(colour) > 0.6 ? tone(colour, -0.35) : tone(colour, 0.35);
  switch (pattern) {
    case 'stripes':
      return `<pattern id="pat" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="9" fill="${ink}"/></pattern>`;
    case 'dots':
      return `<pattern id="pat" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="5" fill="${ink}"/></pattern>`;
    case 'check':
      return `<pattern id="pat" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="14" fill="${ink}" opacity=".55"/><rect width="14" height="44" fill="${ink}" opacity=".55"/></pattern>`;
    case 'plain':
      return '';
  }
}

function viewTransform(view: ImageSpec['view'], focus: [number, number]): string {
  const [fx, fy] = focus;
  switch (view) {
    case 0: return '';
    case 1: return `translate(${IMAGE_WIDTH} 0) scale(-1 1)`;
    case 2: return `translate(${300 - fx * 1.8} ${375 - fy * 1.8}) scale(1.8)`;
    case 3: return `rotate(-12 300 375) translate(0 -10) scale(0.9) translate(33 42)`;
  }
}

export function imageFileName(spec: ImageSpec): string {
  return `${spec.shape}-${spec.colour.replace('#', '').toLowerCase()}-${spec.pattern}-v${spec.view}.webp`;
}

function svgOf(spec: ImageSpec): string {
  const drawing = DRAWINGS[spec.shape];
  const colour = spec.colour;
  const light = luminance(colour);
  const outline = light > 0.8 ? tone(colour, -0.35) : light < 0.2 ? tone(colour, 0.3) : tone(colour, -0.3);
  const detailInk = light < 0.25 ? tone(colour, 0.4) : tone(colour, -0.4);
  const [bgTop, bgBottom] = BACKGROUNDS[spec.view];
  // The back view (1) leaves out front details such as buttons and placket.
  const detail = spec.view === 1 ? '' : drawing.detail;
  const transform = viewTransform(spec.view, drawing.focus);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity=".22"/>
    </linearGradient>
    <radialGradient id="floor" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    ${patternDef(spec.pattern, colour)}
    <g id="item">${drawing.body}</g>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="300" cy="${spec.view === 3 ? 690 : 712}" rx="210" ry="26" fill="url(#floor)"/>
  <g transform="${transform}">
    <use xlink:href="#item" fill="${colour}"/>
    ${spec.pattern === 'plain' ? '' : '<use xlink:href="#item" fill="url(#pat)"/>'}
    <use xlink:href="#item" fill="url(#shade)"/>
    <use xlink:href="#item" fill="none" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>
    <g fill="${detailInk}" stroke="${detailInk}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${detail}</g>
  </g>
</svg>`;
}

export async function renderProductImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(spec))).webp({ quality: 72, effort: 3 }).toBuffer();
}

export async function ensureImages(dir: string, specs: Iterable<ImageSpec>): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const missing = new Map<string, ImageSpec>();
  for (const spec of specs) {
    const name = imageFileName(spec);
    if (!missing.has(name) && !existsSync(join(dir, name))) missing.set(name, spec);
  }
  const queue = [...missing.entries()];
  let written = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, spec] = next;
      const file = join(dir, name);
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, await renderProductImage(spec));
      renameSync(tmp, file);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
