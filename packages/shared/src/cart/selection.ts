/**
 * The cart lines chosen for checkout travel in the URL: `/cartpayment?lines=12:M,40:ONE`
 * (product id and size). No `lines` parameter means the whole cart. Product and size, not line ids,
 * so the choice survives the merge of a guest cart at sign-in.
 */
export const CHECKOUT_LINES_PARAM = 'lines';

export interface LineRef {
  product_id: number;
  size: string;
}

export const lineKey = (line: LineRef): string => `${line.product_id}:${line.size}`;

export function formatLineSelection(lines: readonly LineRef[]): string {
  return lines.map(lineKey).join(',');
}

/** The refs in a `lines` value; malformed parts are dropped. null (no parameter) means every line. */
export function parseLineSelection(value: string | null): LineRef[] | null {
  if (value === null) return null;
  return value.split(',').flatMap((part) => {
    const match = /^(\d{1,9}):([A-Za-z0-9]{1,20})$/.exec(part.trim());
    return match ? [{ product_id: Number(match[1]), size: match[2]!.toUpperCase() }] : [];
  });
}
