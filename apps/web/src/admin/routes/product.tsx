import { useEffect, useId, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  COLOUR_FAMILIES, SIZE_SETS, STOCK_REASONS,
  type AdminProduct, type ProductInput, type SizeSet, type StockAdjustmentInput, type StockReason,
} from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { RequiredMark } from '../../components/ui/required-mark';
import { ApiError } from '../../lib/api-client';
import { formatNumber, toLanguage } from '../../lib/format';
import { useAdminBrands, useAdminCategories } from '../api/catalogue-structure';
import { useCreateProduct, useProduct, useSaveProduct } from '../api/products';
import { may, useStaffMe } from '../api/session';
import { useAdjustStock, useStockHistory } from '../api/stock';
import { CELL, DataTable, TABLE_HEAD } from '../components/data-table';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { Page, PageError } from '../components/page';
import { ProductImages } from '../components/product-images';
import { TextField } from '../components/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { SMALL_BUTTON } from '../components/small-button';

const CONTROL = 'rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600';

/** The form as typed: text everywhere, turned into a ProductInput on save. */
interface Draft {
  sku: string;
  name: string;
  name_bn: string;
  description: string;
  description_bn: string;
  category_id: string;
  subcategory_id: string;
  brand_id: string;
  colour: string;
  specifications: { label: string; value: string }[];
  price: string;
  old_price: string;
  low_stock_threshold: string;
  sizes: { size: string; stock: string; existing: boolean }[];
  active: boolean;
}

const EMPTY: Draft = {
  sku: '', name: '', name_bn: '', description: '', description_bn: '', category_id: '', subcategory_id: '', brand_id: '', colour: '',
  specifications: [], price: '', old_price: '', low_stock_threshold: '3', sizes: SIZE_SETS.clothing.map((size) => ({ size, stock: '0', existing: false })), active: true,
};

function draftOf(p: AdminProduct): Draft {
  return {
    sku: p.sku, name: p.name, name_bn: p.name_bn ?? '', description: p.description, description_bn: p.description_bn ?? '',
    category_id: String(p.category_id), subcategory_id: String(p.subcategory_id), brand_id: String(p.brand_id), colour: p.colour,
    specifications: p.specifications, price: String(p.price), old_price: p.old_price === null ? '' : String(p.old_price),
    low_stock_threshold: String(p.low_stock_threshold), sizes: p.sizes.map((s) => ({ size: s.size, stock: String(s.stock), existing: true })), active: p.active,
  };
}

/** Numbers typed (Bengali digits too) as numbers; what is not one goes to the server as typed, which names the field. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const asNumber = (text: string): number | string => {
  const latin = text.trim().replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  return latin !== '' && Number.isFinite(Number(latin)) ? Number(latin) : text;
};

function inputOf(d: Draft): ProductInput {
  return {
    sku: d.sku.trim(), name: d.name.trim(), name_bn: d.name_bn.trim() || null, description: d.description, description_bn: d.description_bn.trim() ? d.description_bn : null,
    category_id: asNumber(d.category_id), subcategory_id: asNumber(d.subcategory_id), brand_id: asNumber(d.brand_id), colour: d.colour,
    specifications: d.specifications, price: asNumber(d.price), old_price: d.old_price.trim() ? asNumber(d.old_price) : null,
    low_stock_threshold: asNumber(d.low_stock_threshold), sizes: d.sizes.map((s) => ({ size: s.size.trim(), stock: asNumber(s.stock) })), active: d.active,
  } as ProductInput;
}

type FormField = keyof Omit<Draft, 'active'>;

/** /admin/products/new and /admin/products/:id: the product form, then (once it exists) its photos and stock. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const product = useProduct(productId);
  const { t } = useAdminTranslation();
  if (productId === null) return <ProductEditor product={null} />;
  if (product.error) return <PageError error={product.error} retry={() => void product.refetch()} />;
  if (product.isPending) return <PageStatus title={t('product.loading')} busy />;
  return <ProductEditor key={productId} product={product.data} reload={() => product.refetch().then((r) => r.data ?? null)} />;
}

function ProductEditor({ product, reload }: { product: AdminProduct | null; reload?: () => Promise<AdminProduct | null> }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const navigate = useNavigate();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'catalog.change');
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const create = useCreateProduct();
  const saveProduct = useSaveProduct();
  const [draft, setDraft] = useState<Draft>(() => (product ? draftOf(product) : EMPTY));
  const [version, setVersion] = useState(product?.version ?? 0);
  const location = useLocation();
  const [done, setDone] = useState<string | null>(() => ((location.state as { created?: boolean } | null)?.created ? t('product.created') : null));
  const [sizeSet, setSizeSet] = useState<SizeSet>('clothing');
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

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const category = categories.data?.find((c) => String(c.id) === draft.category_id);
  const nameOf = (x: { name: string; name_bn?: string; hidden: boolean }) => {
    const name = language === 'bn' && x.name_bn ? x.name_bn : x.name;
    return x.hidden ? t('product.hidden', { name }) : name;
  };

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

  const title = product ? t('product.editTitle', { name: product.name }) : t('product.newTitle');
  const disabled = !mayChange;

  return (
    <Page title={title} actions={<Link to="/admin/products" className={buttonClass('secondary')}>{t('product.back')}</Link>}>
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <fieldset disabled={disabled} className="contents">
          <Section title={t('product.basics')} id="product-basics">
            <div className="grid gap-3 md:grid-cols-2">
              <TextField label={t('product.sku')} hint={t('product.skuHint')} required maxLength={40} value={draft.sku} onChange={(e) => set('sku', e.target.value)} error={fieldError('sku')} />
              <div className="hidden md:block" />
              <TextField label={t('product.name')} required maxLength={200} value={draft.name} onChange={(e) => set('name', e.target.value)} error={fieldError('name')} />
              <TextField label={t('product.nameBn')} hint={t('product.bnHint')} lang="bn" maxLength={200} value={draft.name_bn} onChange={(e) => set('name_bn', e.target.value)} error={fieldError('name_bn')} />
              <TextArea label={t('product.description')} maxLength={5000} value={draft.description} onChange={(e) => set('description', e.target.value)} error={fieldError('description')} />
              <TextArea label={t('product.descriptionBn')} hint={t('product.bnHint')} lang="bn" maxLength={5000} value={draft.description_bn} onChange={(e) => set('description_bn', e.target.value)} error={fieldError('description_bn')} />
            </div>
          </Section>

          <Section title={t('product.placement')} id="product-placement">
            <div className="grid gap-3 md:grid-cols-2">
              <SelectField label={t('product.category')} required value={draft.category_id} error={fieldError('category_id')}
                onChange={(e) => setDraft((d) => ({ ...d, category_id: e.target.value, subcategory_id: '' }))}>
                <option value="">{t('product.chooseCategory')}</option>
                {categories.data?.map((c) => <option key={c.id} value={c.id}>{nameOf(c)}</option>)}
              </SelectField>
              <SelectField label={t('product.subcategory')} required value={draft.subcategory_id} error={fieldError('subcategory_id')} onChange={(e) => set('subcategory_id', e.target.value)}>
                <option value="">{t('product.chooseSubcategory')}</option>
                {category?.subcategories.map((s) => <option key={s.id} value={s.id}>{nameOf(s)}</option>)}
              </SelectField>
              <SelectField label={t('product.brand')} required value={draft.brand_id} error={fieldError('brand_id')} onChange={(e) => set('brand_id', e.target.value)}>
                <option value="">{t('product.chooseBrand')}</option>
                {brands.data?.map((b) => <option key={b.id} value={b.id}>{nameOf(b)}</option>)}
              </SelectField>
              <SelectField label={t('product.colour')} required value={draft.colour} error={fieldError('colour')} onChange={(e) => set('colour', e.target.value)}>
                <option value="">{t('product.chooseColour')}</option>
                {COLOUR_FAMILIES.map((c) => <option key={c} value={c}>{t(`productColours.${c}`)}</option>)}
              </SelectField>
            </div>
          </Section>

          <Section title={t('product.specifications')} id="product-specs">
            {draft.specifications.length === 0 && <p className="text-sm text-slate-600">{t('product.noSpecs')}</p>}
            {fieldError('specifications') && <p className="text-sm text-red-700">{fieldError('specifications')}</p>}
            <ul className="flex flex-col gap-2">
              {draft.specifications.map((spec, index) => {
                const n = formatNumber(index + 1, language);
                const change = (key: 'label' | 'value', value: string) =>
                  set('specifications', draft.specifications.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
                return (
                  <li key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
                    <TextField label={t('product.specLabel', { n })} maxLength={60} value={spec.label} onChange={(e) => change('label', e.target.value)} />
                    <TextField label={t('product.specValue', { n })} maxLength={200} value={spec.value} onChange={(e) => change('value', e.target.value)} />
                    <button type="button" className={SMALL_BUTTON} onClick={() => set('specifications', draft.specifications.filter((_, i) => i !== index))}>
                      {t('product.removeSpec', { n })}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div>
              <button type="button" className={SMALL_BUTTON} onClick={() => set('specifications', [...draft.specifications, { label: '', value: '' }])}>{t('product.addSpec')}</button>
            </div>
          </Section>

          <Section title={t('product.prices')} id="product-prices">
            <div className="grid gap-3 md:grid-cols-3">
              <TextField label={t('product.price')} required inputMode="decimal" value={draft.price} onChange={(e) => set('price', e.target.value)} error={fieldError('price')} />
              <TextField label={t('product.oldPrice')} hint={t('product.oldPriceHint')} inputMode="decimal" value={draft.old_price} onChange={(e) => set('old_price', e.target.value)} error={fieldError('old_price')} />
              <TextField label={t('product.threshold')} hint={t('product.thresholdHint')} inputMode="numeric" value={draft.low_stock_threshold} onChange={(e) => set('low_stock_threshold', e.target.value)} error={fieldError('low_stock_threshold')} />
            </div>
          </Section>

          <Section title={t('product.sizesTitle')} id="product-sizes">
            <div className="flex flex-wrap items-end gap-2">
              <SelectField label={t('product.sizeSet')} hint={t('product.sizeSetHint')} value={sizeSet} onChange={(e) => setSizeSet(e.target.value as SizeSet)}>
                {(Object.keys(SIZE_SETS) as SizeSet[]).map((set) => <option key={set} value={set}>{t(`product.sizeSets.${set}`)}</option>)}
              </SelectField>
              <button type="button" className={`${SMALL_BUTTON} mb-6`}
                onClick={() => set('sizes', SIZE_SETS[sizeSet].map((size) => draft.sizes.find((s) => s.size === size) ?? { size, stock: '0', existing: false }))}>
                {t('product.useSet')}
              </button>
            </div>
            {product && <p className="text-sm text-slate-600">{t('product.stockHint')}</p>}
            {fieldError('sizes') && <p className="text-sm text-red-700" role="alert">{fieldError('sizes')}</p>}
            <ul className="flex flex-col gap-2">
              {draft.sizes.map((row, index) => {
                const n = row.size || formatNumber(index + 1, language);
                const change = (key: 'size' | 'stock', value: string) => set('sizes', draft.sizes.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
                return (
                  <li key={index} className="grid items-end gap-2 grid-cols-[1fr_1fr_auto] sm:max-w-xl">
                    <TextField label={t('product.size', { n: formatNumber(index + 1, language) })} maxLength={12} value={row.size} readOnly={row.existing} onChange={(e) => change('size', e.target.value)} />
                    <TextField label={t('product.sizeStock', { n })} inputMode="numeric" readOnly={row.existing} onChange={(e) => change('stock', e.target.value)}
                      value={row.existing ? String(product?.sizes.find((s) => s.size === row.size)?.stock ?? row.stock) : row.stock} />
                    <button type="button" className={SMALL_BUTTON} onClick={() => set('sizes', draft.sizes.filter((_, i) => i !== index))}>{t('product.removeSize', { n })}</button>
                  </li>
                );
              })}
            </ul>
            <div>
              <button type="button" className={SMALL_BUTTON} onClick={() => set('sizes', [...draft.sizes, { size: '', stock: '0', existing: false }])}>{t('product.addSize')}</button>
            </div>
          </Section>

          <Section title={t('product.sale')} id="product-sale">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" className="mt-0.5 h-4 w-4" checked={draft.active} onChange={(e) => set('active', e.target.checked)} aria-describedby="product-active-hint" />
              <span>{t('product.active')}</span>
            </label>
            <p id="product-active-hint" className="text-xs text-slate-600">{t('product.activeHint')}</p>
          </Section>
        </fieldset>

        {stale ? (
          <Notice tone="error">
            <p>{t('product.stale')}</p>
            <button type="button" className={`${SMALL_BUTTON} mt-2`} onClick={() => void loadTheirs()}>{t('product.loadTheirs')}</button>
          </Notice>
        ) : error ? (
          <Notice tone="error">{errorText(t, error)}</Notice>
        ) : done ? (
          <Notice tone="success">{done}</Notice>
        ) : null}
        {mayChange && (
          <div className="flex justify-end">
            <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('product.saving') : product ? t('product.save') : t('product.create')}</button>
          </div>
        )}
      </form>

      {product && (
        <>
          <Section title={t('product.photos')} id="product-photos">
            <ProductImages productId={product.id} images={product.images} canChange={mayChange} onChanged={() => void reload?.()} />
          </Section>
          <StockSection product={product} />
        </>
      )}
    </Page>
  );
}

/** Each size's stock with its Adjust dialog, and the history of every change, newest first. */
function StockSection({ product }: { product: AdminProduct }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const { data: me } = useStaffMe();
  const history = useStockHistory(product.id);
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayAdjust = may(me, 'stock.adjust');
  return (
    <Section title={t('product.stockTitle')} id="product-stock">
      {done && <Notice tone="success">{done}</Notice>}
      <DataTable label={t('product.stockTable')}>
        <thead className={TABLE_HEAD}>
          <tr>
            <th scope="col" className={CELL}>{t('stock.size')}</th>
            <th scope="col" className={`${CELL} text-right`}>{t('product.current')}</th>
            {mayAdjust && <th scope="col" className={CELL}>{t('stock.actions')}</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {product.sizes.map((s) => (
            <tr key={s.size}>
              <th scope="row" className={CELL}>{s.size}</th>
              <td className={`${CELL} text-right`}>{formatNumber(s.stock, language)}</td>
              {mayAdjust && (
                <td className={CELL}>
                  <button type="button" className={SMALL_BUTTON} aria-label={t('product.adjustOf', { size: s.size })} onClick={() => (setDone(null), setAdjusting(s.size))}>
                    {t('product.adjust')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h3 className="text-base font-semibold text-slate-900">{t('product.history')}</h3>
      {history.isPending ? (
        <PageStatus title={t('product.loading')} busy />
      ) : history.error ? (
        <Notice tone="error">{errorText(t, history.error)}</Notice>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('product.historyEmpty')}</p>
      ) : (
        <DataTable label={t('product.historyTable')}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('product.when')}</th>
              <th scope="col" className={CELL}>{t('stock.size')}</th>
              <th scope="col" className={CELL}>{t('product.reason')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('product.change')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('product.after')}</th>
              <th scope="col" className={CELL}>{t('product.note')}</th>
              <th scope="col" className={CELL}>{t('product.by')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {history.data.map((line) => (
              <tr key={line.id}>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(line.created_at, i18n.language)}</td>
                <td className={CELL}>{line.size}</td>
                <td className={CELL}>{t(`product.reasons.${line.reason}`)}</td>
                <td className={`${CELL} text-right`}>{line.change > 0 ? '+' : ''}{formatNumber(line.change, language)}</td>
                <td className={`${CELL} text-right`}>{formatNumber(line.stock_after, language)}</td>
                <td className={CELL}>{line.note ?? ''}</td>
                <td className={`${CELL} whitespace-nowrap`}>{line.actor}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {adjusting !== null && (
        <AdjustDialog
          productId={product.id}
          size={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={(stock) => (setAdjusting(null), setDone(t('product.adjusted', { size: adjusting, stock: formatNumber(stock, language) })))}
        />
      )}
    </Section>
  );
}

/** Adjust one size's stock: a reason, how many units (what was counted, for a count), a note. */
export function AdjustDialog({ productId, size, title, onClose, onDone }: { productId: number; size: string; title?: string; onClose: () => void; onDone: (stock: number) => void }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const adjust = useAdjustStock();
  const [reason, setReason] = useState<StockReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => () => adjust.reset(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const error = adjust.error;
  const codes = error instanceof ApiError ? error.fieldCodes : {};
  const left = error instanceof ApiError && error.code === 'out_of_stock' ? Number(error.fields.quantity ?? 0) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const adjustment = { size, reason, quantity: asNumber(quantity), note: note.trim() || null } as StockAdjustmentInput;
    adjust.mutate({ productId, adjustment }, { onSuccess: (answer) => onDone(answer.adjustment.stock_after) });
  };

  return (
    <Dialog open onClose={() => !adjust.isPending && onClose()} title={title ?? t('product.adjustTitle', { size })} size="sm" closeLabel={t('product.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('product.reason')}</legend>
          {STOCK_REASONS.map((r) => (
            <label key={r} className="flex items-start gap-2 text-sm">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="mt-0.5" />
              <span>
                <span className="font-medium">{t(`product.reasons.${r}`)}</span>
                <span className="block text-xs text-slate-600">{t(`product.reasonHints.${r}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField label={reason === 'counted' ? t('product.countedQuantity') : t('product.quantity')} inputMode="numeric" required value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={left !== null ? t('product.notEnough', { count: formatNumber(left, language) }) : codes.quantity ? t('product.quantityError') : null} />
        <TextField label={t('product.note')} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        {error && left === null && !codes.quantity && <Notice tone="error">{errorText(t, error)}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={adjust.isPending} className={buttonClass('secondary')}>{t('product.cancel')}</button>
          <button type="submit" disabled={adjust.isPending} className={buttonClass('primary')}>{adjust.isPending ? t('product.saving') : t('product.apply')}</button>
        </div>
      </form>
    </Dialog>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function FieldShell({ label, hint, error, required, children }: { label: string; hint?: string; error?: string | null; required?: boolean; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}{required && <RequiredMark />}</label>
      {children({ id, describedBy })}
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

function SelectField({ label, hint, error, required, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: string; error?: string | null }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${CONTROL} h-10`} {...select}>{children}</select>
      )}
    </FieldShell>
  );
}

function TextArea({ label, hint, error, required, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <textarea id={id} rows={4} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${CONTROL} py-2`} {...area} />
      )}
    </FieldShell>
  );
}
