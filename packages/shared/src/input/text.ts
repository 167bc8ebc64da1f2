import { z } from 'zod';

/**
 * Text a client sends, in one place (docs/decisions/029): every request schema builds its text fields
 * from `singleLine` or `multiLine`, never from a bare `z.string()`, so no field lets through what the
 * database cannot store (NUL) or what would let a shopper's text pose as the shop's own lines in a staff
 * screen or terminal (line breaks, escape sequences, bidi overrides).
 */

/** C0 and C1 controls (NUL, TAB, LF, CR, ESC, DEL, CSI...), lone surrogates, line/paragraph separators, bidi embeddings, overrides and isolates. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** The same, but a tab and a line feed are part of a paragraph. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\0-\x08\x0b-\x1f\x7f-\x9f\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE = 'Please use one line of plain text: no line breaks, tabs or invisible control characters.';
export const MULTI_LINE_MESSAGE = 'Please remove the invisible control characters from this text.';

export const isSingleLineText = (value: string) => !SINGLE_LINE_FORBIDDEN.test(value);
export const isMultiLineText = (value: string) => !MULTI_LINE_FORBIDDEN.test(value);

/**
 * A one-line text field (names, addresses, phone numbers, search words, codes, filters), trimmed.
 * `typeError` is the message when the value is not text at all. Chain `.min()`/`.max()` as on `z.string()`.
 */
export function singleLine(typeError?: string) {
  return z.string(typeError ? { error: typeError } : undefined).trim().refine(isSingleLineText, SINGLE_LINE_MESSAGE);
}

/**
 * A paragraph a shopper writes (order notes, reviews, reasons), trimmed: line feeds and tabs stay,
 * a Windows line end (CR LF) or a lone CR becomes a line feed, every other control is refused.
 */
export function multiLine(typeError?: string) {
  return z
    .string(typeError ? { error: typeError } : undefined)
    .trim()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine(isMultiLineText, MULTI_LINE_MESSAGE);
}
