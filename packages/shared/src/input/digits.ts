const BENGALI_ZERO = '০'.charCodeAt(0);

/** Bengali digits (০-৯) as 0-9, the rest as it is: what a shopper, staff or a wallet's SMS types, read as numbers. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
