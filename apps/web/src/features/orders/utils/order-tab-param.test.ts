import { ORDER_TABS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { tabFromParam, tabToParam } from './order-tab-param';

describe('the tab in the address', () => {
  it('round-trips every tab through readable values', () => {
    for (const tab of ORDER_TABS) expect(tabFromParam(tabToParam(tab))).toBe(tab);
    expect(tabToParam('toReceive')).toBe('to-receive');
  });

  it('falls back to All for a missing or unknown value', () => {
    expect(tabFromParam(null)).toBe('all');
    expect(tabFromParam('shipped')).toBe('all');
    expect(tabFromParam('TO-SHIP')).toBe('toShip');
  });
});
