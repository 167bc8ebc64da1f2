import type { ReactNode } from 'react';
import type { PromoSlideId } from '../utils/promo';

/** Each slide's picture, drawn inline so the banner has nothing to download. */
export function PromoArt({ slide }: { slide: PromoSlideId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 200" className="h-full max-h-48 w-auto">
      <circle cx="130" cy="100" r="92" fill="#fff" opacity="0.08" />
      <circle cx="130" cy="100" r="64" fill="#fff" opacity="0.1" />
      {ART[slide]}
    </svg>
  );
}

const ART: Record<PromoSlideId, ReactNode> = {
  // A shirt with a collar and buttons.
  men: (
    <g>
      <path d="M92 54l24-12h28l24 12 26 34-20 14-14-14v86H100V88l-14 14-20-14z" fill="#fff" />
      <path d="M116 42l14 20 14-20" fill="none" stroke="#1e3a8a" strokeWidth="4" strokeLinejoin="round" />
      <path d="M130 62v100" stroke="#1e3a8a" strokeWidth="2" opacity="0.5" />
      {[80, 100, 120, 140].map((y) => (
        <circle key={y} cx="130" cy={y} r="3" fill="#1e3a8a" />
      ))}
    </g>
  ),
  // A long kameez with a dupatta over the shoulder.
  women: (
    <g>
      <path d="M106 44h48l10 22 16 112H80L96 66z" fill="#fff" />
      <path d="M114 44c4 14 28 14 32 0" fill="none" stroke="#9d174d" strokeWidth="4" />
      <path d="M150 46c-30 30-40 70-44 132" fill="none" stroke="#f9a8d4" strokeWidth="14" strokeLinecap="round" opacity="0.9" />
      <path d="M84 170h92" stroke="#9d174d" strokeWidth="4" />
    </g>
  ),
  // A price tag reading 20%.
  sale: (
    <g transform="rotate(-12 130 100)">
      <path d="M70 64h100l30 36-30 36H70z" fill="#fff" />
      <circle cx="180" cy="100" r="7" fill="#c2410c" />
      <text x="118" y="114" textAnchor="middle" fontSize="40" fontWeight="800" fill="#c2410c" fontFamily="system-ui, sans-serif">
        20%
      </text>
    </g>
  ),
  // A cut gem.
  premium: (
    <g>
      <path d="M94 68h72l22 26-58 70-58-70z" fill="#fcd34d" />
      <path d="M94 68l14 26h44l14-26M72 94h116M108 94l22 70 22-70" fill="none" stroke="#92400e" strokeWidth="3" strokeLinejoin="round" />
      <path d="M200 50l4 10 10 4-10 4-4 10-4-10-10-4 10-4zM60 140l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fde68a" />
    </g>
  ),
};
