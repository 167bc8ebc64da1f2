import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AdminProduct } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { useCreateProduct, useSaveProduct } from '../../api/products';
import { useAdminTranslation } from '../../i18n/i18n';
import { draftOf, EMPTY_DRAFT, inputOf, type Draft, type DraftProps, type FormField } from './product-draft';

/**
 * The product form's state: the draft, the version it was read at, saving (a new product opens its own page),
 * the server's problems by field, and taking the other person's version after a stale save.
 */
export function useProductForm(product: AdminProduct | null, reload?: () => Promise<AdminProduct | null>) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateProduct();
  const saveProduct = useSaveProduct();
  const [draft, setDraft] = useState<Draft>(() => (product ? draftOf(product) : EMPTY_DRAFT));
  const [version, setVersion] = useState(product?.version ?? 0);
  const [done, setDone] = useState<string | null>(() => ((location.state as { created?: boolean } | null)?.created ? t('product.created') : null));
  const busy = create.isPending || saveProduct.isPending;
  const error = create.error ?? saveProduct.error;
  const stale = error instanceof ApiError && error.code === 'stale_version';
  const codes = error instanceof ApiError ? error.fieldCodes : {};

  /** The first problem the server named under a field (or under one of its rows: sizes.2.stock), in our words. */
  const fieldError = (field: FormField): string | null => {
    const key = Object.keys(codes).find((k) => k === field || k.startsWith(`${field}.`));
    if (!key) return null;
    return codes[key] === 'sku_taken' ? t('product.fieldErrors.sku_taken') : t(`product.fieldErrors.${field}`);
  };
  const set: DraftProps['set'] = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const input = inputOf(draft);
    if (product) {
      saveProduct.mutate({ id: product.id, version, product: input }, {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setDraft(draftOf(saved));
          setDone(t('product.saved'));
        },
      });
    } else {
      create.mutate(input, { onSuccess: (made) => void navigate(`/admin/products/${made.id}`, { state: { created: true } }) });
    }
  };

  const loadTheirs = async () => {
    const theirs = await reload?.();
    if (!theirs) return;
    saveProduct.reset();
    setDraft(draftOf(theirs));
    setVersion(theirs.version);
  };

  return { fields: { draft, set, fieldError } satisfies DraftProps, submit, loadTheirs, busy, error, stale, done };
}
