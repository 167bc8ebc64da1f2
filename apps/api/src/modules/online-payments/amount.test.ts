import { describe, expect, it } from 'vitest';
import { gatewayAmountToPoisha, poishaToGatewayAmount } from './amount';

// Poisha inside the shop, the gateways' taka strings at the edge (docs/decisions/064).
describe('gateway amounts', () => {
  it.each([
    [129_000, '1290.00'],
    [5, '0.05'],
    [1_234_567, '12345.67'],
    [0, '0.00'],
  ])('writes %i poisha as %s and reads it back', (poisha, text) => {
    expect(poishaToGatewayAmount(poisha)).toBe(text);
    expect(gatewayAmountToPoisha(text)).toBe(poisha);
  });

  it('reads one or no decimals as the gateways sometimes echo them', () => {
    expect(gatewayAmountToPoisha('1290')).toBe(129_000);
    expect(gatewayAmountToPoisha('1290.5')).toBe(129_050);
  });

  it.each(['1,290.00', '1e3', '-5.00', '12.345', ' 12.00', '12.00 ', '', '.50', '12.', 'NaN', '0x10'])('refuses %j', (text) => {
    expect(gatewayAmountToPoisha(text)).toBeNull();
  });

  it('refuses to write a fraction of a poisha or a negative amount', () => {
    expect(() => poishaToGatewayAmount(12.5)).toThrow(RangeError);
    expect(() => poishaToGatewayAmount(-100)).toThrow(RangeError);
  });
});
