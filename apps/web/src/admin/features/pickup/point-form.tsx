import type { FormEvent } from 'react';
import type { AdminPickupPoint, PickupPointInput } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAddPickupPoint, useChangePickupPoint } from '../../api/pickup-points';
import { errorText } from '../../components/error-text';
import { useAdminTranslation } from '../../i18n/i18n';

type PointField = 'name' | 'address' | 'city' | 'phone';

/** Adding a pickup point, or editing one: name, address, city, phone. */
export function PointForm({ point, onClose, onDone }: { point: AdminPickupPoint | null; onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useAdminTranslation();
  const add = useAddPickupPoint();
  const change = useChangePickupPoint();
  const busy = add.isPending || change.isPending;
  const error = add.error ?? change.error;
  // The fields a 400 named (its field codes), worded from the catalogue: the server's English is not shown.
  const named = error instanceof ApiError && error.code === 'validation_error' ? error.fieldCodes : {};
  const fieldText = (field: PointField) => (named[field] ? t(`pickup.fieldErrors.${field}`) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: PickupPointInput = {
      name: String(form.get('name') ?? '').trim(),
      address: String(form.get('address') ?? '').trim(),
      city: String(form.get('city') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
    };
    if (point) change.mutate({ id: point.id, change: input }, { onSuccess: (answer) => onDone(answer.pickup_point.name) });
    else add.mutate(input, { onSuccess: (answer) => onDone(answer.pickup_point.name) });
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      title={point ? t('pickup.editTitle', { name: point.name }) : t('pickup.addTitle')}
      size="md"
      closeLabel={t('pickup.cancel')}
      closeOnBackdrop={false}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={t('pickup.name')} name="name" required maxLength={100} defaultValue={point?.name ?? ''} error={fieldText('name')} />
        <TextField label={t('pickup.address')} name="address" required maxLength={300} defaultValue={point?.address ?? ''} error={fieldText('address')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('pickup.city')} name="city" required maxLength={60} defaultValue={point?.city ?? ''} error={fieldText('city')} />
          <TextField label={t('pickup.phone')} name="phone" type="tel" required maxLength={20} hint={t('pickup.phoneHint')} defaultValue={point?.phone ?? ''} error={fieldText('phone')} />
        </div>
        {error && <Notice announce tone="error">{errorText(t, error)}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>
            {t('pickup.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? t('pickup.working') : point ? t('pickup.save') : t('pickup.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
