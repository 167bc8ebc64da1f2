import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import type { DraftProps } from './product-draft';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { TextArea } from '../../kit/choice-fields';

/** The SKU, and the name and description in English and Bengali. */
export function ProductBasics({ draft, set, fieldError }: DraftProps) {
  const { t } = useAdminTranslation();
  return (
    <Section title={t('product.basics')} className={CARD}>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label={t('product.sku')} hint={t('product.skuHint')} required maxLength={40} value={draft.sku} onChange={(e) => set('sku', e.target.value)} error={fieldError('sku')} />
        <div className="hidden md:block" />
        <TextField label={t('product.name')} required maxLength={200} value={draft.name} onChange={(e) => set('name', e.target.value)} error={fieldError('name')} />
        <TextField label={t('product.nameBn')} hint={t('product.bnHint')} lang="bn" maxLength={200} value={draft.name_bn} onChange={(e) => set('name_bn', e.target.value)} error={fieldError('name_bn')} />
        <TextArea label={t('product.description')} maxLength={5000} value={draft.description} onChange={(e) => set('description', e.target.value)} error={fieldError('description')} />
        <TextArea label={t('product.descriptionBn')} hint={t('product.bnHint')} lang="bn" maxLength={5000} value={draft.description_bn} onChange={(e) => set('description_bn', e.target.value)} error={fieldError('description_bn')} />
      </div>
    </Section>
  );
}
