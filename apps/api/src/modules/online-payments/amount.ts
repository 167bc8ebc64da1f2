/**
 * Money crosses to a gateway as a taka string with two decimals ("1290.00") and comes back the same way; inside the
 * shop it is integer poisha (docs/decisions/064). Both directions work on digits, never on floating point, so an
 * amount is either exactly what the gateway wrote or refused.
 */

import { takaDecimal } from '@shop/shared';

/** 129000 -> "1290.00" (the shop's one writer of taka decimals). Refuses anything but a whole, non-negative number of poisha. */
export const poishaToGatewayAmount = takaDecimal;

/** An amount as the gateways write it: digits, optionally a point and one or two more ("1290", "1290.5", "1290.00"). */
const GATEWAY_AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * "1290.00" -> 129000; null for anything that is not a clean amount of at most two decimals ("1,290.00", "1e3",
 * "-5", "12.345", " 12", ""): a caller treats null as an answer it cannot trust.
 */
export function gatewayAmountToPoisha(amount: string): number | null {
  const match = GATEWAY_AMOUNT.exec(amount);
  if (!match) return null;
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(poisha) ? poisha : null;
}
