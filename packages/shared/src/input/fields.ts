import { z } from 'zod';
import { wholeNumber } from './whole-number';

const MAX_TAKA = 10_000_000;
/** Taka with at most two decimals (whole poisha): prices, promo amounts, cart totals. */
export const takaField = (name: string, min: 'positive' | 'zero') =>
  z
    .number({ error: `${name} must be an amount in taka.` })
    .refine((v) => (min === 'positive' ? v > 0 : v >= 0), `${name} must be ${min === 'positive' ? 'more than' : 'at least'} 0.`)
    .refine((v) => v <= MAX_TAKA, `${name} must be at most ${MAX_TAKA} taka.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${name} must have at most two decimals.`);
export const wholeField = (name: string, min: number, max: number) => wholeNumber(`${name} must be a whole number from ${min} to ${max}.`, { min, max });
export const momentField = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time such as 2026-12-31T18:00:00Z.` });
