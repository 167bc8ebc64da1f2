// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared';
import { adminI18n, initAdminI18n } from '../../i18n/i18n';
import { AuditRow } from './audit-row';

// Staff are told what the shop did by itself (issue 24): a late payment it refunded is a row of its own, by the
// actor 'the shop by itself', named in the staff's language.

const lateRefund: AuditEntry = {
  id: 7,
  at: '2026-11-28T07:00:00.000Z',
  actor_kind: 'system',
  staff_id: null,
  actor: 'SSLCommerz',
  action: 'online_payment.late_refund',
  entity_type: 'order',
  entity_id: 'BZ-2611-11112222',
  before: { attempt: 'att-1', state: 'started' },
  after: { state: 'paid', refund: 'late', amount: 850 },
  reason: 'Paid after the order was cancelled: refunded',
  ip: null,
};

const show = (entry: AuditEntry) =>
  render(
    <I18nextProvider i18n={adminI18n}>
      <table>
        <tbody>
          <AuditRow entry={entry} />
        </tbody>
      </table>
    </I18nextProvider>,
  );

afterEach(cleanup);
afterAll(() => initAdminI18n('en'));

describe('an audit row by the shop itself', () => {
  it('names the shop acting by itself beside what acted, with the order and why', async () => {
    await initAdminI18n('en');
    show(lateRefund);
    expect(screen.getByRole('cell', { name: 'SSLCommerz (the shop by itself)' })).toBeDefined();
    expect(screen.getByText('BZ-2611-11112222')).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Paid after the order was cancelled: refunded' })).toBeDefined();
  });

  it('says it in Bengali to Bengali staff, and a staff member by name alone', async () => {
    await initAdminI18n('bn');
    show(lateRefund);
    expect(screen.getByRole('cell', { name: 'SSLCommerz (শপ নিজে)' })).toBeDefined();
    cleanup();
    show({ ...lateRefund, actor_kind: 'staff', staff_id: 'stf-1', actor: 'Mitu Manager', ip: '127.0.0.1' });
    expect(screen.getByRole('cell', { name: 'Mitu Manager' })).toBeDefined();
  });
});
