import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import type { DraftProps } from './product-draft';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';

/** The price, the old price it is shown against, and the threshold under which a size counts as low. */
export function ProductPrices({ draft, set, fieldError }: DraftProps) {
  const { t } = useAdminTranslation();
  return (
    <Section title={t('product.prices')} className={CARD}>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField label={t('product.price')} required inputMode="decimal" value={draft.price} onChange={(e) => set('price', e.target.value)} error={fieldError('price')} />
        <TextField label={t('product.oldPrice')} hint={t('product.oldPriceHint')} inputMode="decimal" value={draft.old_price} onChange={(e) => set('old_price', e.target.value)} error={fieldError('old_price')} />
        <TextField label={t('product.threshold')} hint={t('product.thresholdHint')} inputMode="numeric" value={draft.low_stock_threshold} onChange={(e) => set('low_stock_threshold', e.target.value)} error={fieldError('low_stock_threshold')} />
      </div>
    </Section>
  );
}

/** Whether the product is on sale. */
export function ProductSale({ draft, set }: Pick<DraftProps, 'draft' | 'set'>) {
  const { t } = useAdminTranslation();
  return (
    <Section title={t('product.sale')} className={CARD}>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4" checked={draft.active} onChange={(e) => set('active', e.target.checked)} aria-describedby="product-active-hint" />
        <span>{t('product.active')}</span>
      </label>
      <p id="product-active-hint" className="text-xs text-slate-600">{t('product.activeHint')}</p>
    </Section>
  );
}
