import type { HTMLAttributes } from 'react';
import { toneClass, type Tone } from './tone';

/** A small rounded label in the colour of its meaning: the one look of every status on the site. */
export function StatusBadge({ tone, className = '', ...span }: HTMLAttributes<HTMLSpanElement> & { tone: Tone }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClass(tone)} ${className}`.trimEnd()} {...span} />;
}
