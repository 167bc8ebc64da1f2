import { useMemo } from 'react';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';

/** The bars of `value` in Code 128 ('1' a dark module, '0' a light one), from jsbarcode's object renderer (no DOM, no canvas). */
function code128Bits(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return (target.encodings ?? []).map((e) => e.data).join('');
}

/** The tracking code as a Code 128 barcode drawn as SVG, with the code printed under it. */
export function Barcode({ value, label }: { value: string; label: string }) {
  const bits = useMemo(() => code128Bits(value), [value]);
  const quiet = 10;
  const width = bits.length + 2 * quiet;
  const bars: string[] = [];
  for (let i = 0; i < bits.length; i += 1) if (bits[i] === '1') bars.push(`M${i + quiet} 0h1v40h-1z`);
  return (
    <figure className="m-0 flex w-full flex-col items-center">
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" className="h-[16mm] w-full max-w-[85mm]" shapeRendering="crispEdges">
        <rect width={width} height={40} fill="#fff" />
        <path d={bars.join('')} fill="#000" />
      </svg>
      <figcaption className="font-mono text-[11pt] tracking-widest">{value}</figcaption>
    </figure>
  );
}

/** A QR code of `value` drawn as SVG squares (qrcode's matrix; no canvas, no HTML injected). */
export function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const { cells, count } = useMemo(() => {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const on: string[] = [];
    for (let y = 0; y < n; y += 1) for (let x = 0; x < n; x += 1) if (qr.modules.get(y, x)) on.push(`M${x + 2} ${y + 2}h1v1h-1z`);
    return { cells: on.join(''), count: n + 4 };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${count} ${count}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      <path d={cells} fill="#000" />
    </svg>
  );
}
