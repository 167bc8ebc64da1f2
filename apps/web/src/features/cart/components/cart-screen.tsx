import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../../components/ui/page-status';
import { useCart } from '../../../api/cart/use-cart';
import { usePromo } from '../../../api/promo';
import { useCartSelection } from '../hooks/use-cart-selection';
import { CartEmpty } from './cart-empty';
import { CartNoticeBar } from './cart-notice-bar';
import { CartRow } from './cart-row';
import { OrderSummary } from './order-summary';
import { PromoBox } from './promo-box';
import { SelectAllBar } from './select-all-bar';

/** The cart screen (docs/product/cart.md): lines to choose, change and remove, a voucher and the summary. */
export function CartScreen({ highlightId }: { highlightId?: number }) {
  const { t } = useTranslation();
  const cart = useCart();
  const selection = useCartSelection(cart.lines);
  const promo = usePromo(cart.promo);
  const hasHighlight = highlightId !== undefined && cart.lines.some((l) => l.id === highlightId);

  // /cart/{id}: bring that product's line into view once it is on screen.
  useEffect(() => {
    if (hasHighlight) document.querySelector(`[data-product-id="${highlightId}"]`)?.scrollIntoView({ block: 'center' });
  }, [hasHighlight, highlightId]);

  if (!cart.loaded) return <PageStatus busy title={t('cart.loading')} />;
  if (cart.lines.length === 0) {
    return (
      <>
        <CartNoticeBar className="mb-3" />
        <CartEmpty />
      </>
    );
  }
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-3">
        <CartNoticeBar />
        <SelectAllBar
          lines={cart.lines.length}
          selected={selection.selected.length}
          allSelected={selection.allSelected}
          onToggleAll={selection.toggleAll}
          onDelete={() => cart.removeLines(selection.selected)}
        />
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {cart.lines.map((line) => (
            <CartRow
              key={`${line.id}:${line.selectedSize}`}
              line={line}
              limits={cart.limits}
              selected={selection.isSelected(line)}
              highlighted={line.id === highlightId}
              onToggle={() => selection.toggle(line)}
              onDecrease={() => cart.decrease(line.id, line.selectedSize)}
              onIncrease={() => cart.increase(line.id, line.selectedSize)}
              onRemove={() => cart.remove(line.id, line.selectedSize)}
            />
          ))}
        </ul>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-28">
        {/* The promotion box: POST /api/apply-promo (the promo module); the summary takes the voucher off the chosen lines. */}
        <PromoBox promo={promo} />
        <OrderSummary selected={selection.selected} all={cart.lines.length} promo={promo.applied} />
      </aside>
    </div>
  );
}
