import { useState, type FormEvent } from 'react';
import type { CustomerDetail } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useBlockCustomer, useUnblockCustomer } from '../../api/customers';
import { formatDateTime } from '../../components/date-time';
import { errorText } from '../../components/error-text';
import { ConfirmAction } from '../../kit/confirm-action';
import { useAdminTranslation } from '../../i18n/i18n';

/** The block state; Block with a reason, or Unblock, for roles with customers.block. */
export function BlockPanel({ detail, mayBlock }: { detail: CustomerDetail; mayBlock: boolean }) {
  const { t, i18n } = useAdminTranslation();
  const block = useBlockCustomer();
  const unblock = useUnblockCustomer();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { customer } = detail;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) {
      setReasonError(t('customers.reasonLength'));
      return;
    }
    setReasonError(null);
    block.mutate({ id: customer.id, reason: text }, { onSuccess: () => (setReason(''), setDone(t('customers.blockedDone'))) });
  };

  return (
    <div className="flex flex-col gap-3">
      {customer.blocked ? (
        // A state, not news: shown plainly (the Notice after a change is what is announced).
        <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{t('customers.blockedSince', { when: customer.blocked_at ? formatDateTime(customer.blocked_at, i18n.language) : '' })}</p>
          <p>{t('customers.blockedReason', { reason: customer.blocked_reason ?? '' })}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('customers.notBlocked')}</p>
      )}
      {done && <Notice announce tone="success">{done}</Notice>}
      {mayBlock && !customer.blocked && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <TextField
            label={t('customers.reason')}
            hint={t('customers.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            maxLength={500}
            required
          />
          {block.error && <Notice announce tone="error">{errorText(t, block.error)}</Notice>}
          <button type="submit" disabled={block.isPending} className={`${buttonClass('primary')} self-start`}>
            {block.isPending ? t('customers.working') : t('customers.block')}
          </button>
        </form>
      )}
      {mayBlock && customer.blocked && (
        <button type="button" onClick={() => (setDone(null), setAsking(true))} className={`${buttonClass('secondary')} self-start`}>
          {t('customers.unblock')}
        </button>
      )}
      <ConfirmAction
        target={asking ? customer : null}
        mutation={unblock}
        variables={(blocked) => blocked.id}
        title={(blocked) => t('customers.unblockTitle', { name: blocked.name })}
        message={t('customers.unblockText')}
        confirmLabel={t('customers.unblock')}
        busyLabel={t('customers.working')}
        cancelLabel={t('customers.cancel')}
        onDone={() => setDone(t('customers.unblockedDone'))}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
