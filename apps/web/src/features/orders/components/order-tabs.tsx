import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderTab } from '@shop/shared';

interface Props {
  active: OrderTab;
  counts: Record<OrderTab, number>;
  onSelect: (tab: OrderTab) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

export const tabId = (tab: OrderTab) => `orders-tab-${tab}`;

/**
 * All, To Pay, To Ship, To Receive, Cancelled, Completed (docs/product/orders.md) as a tab list: arrow keys,
 * Home and End move between tabs, Enter or Space opens one (each opening is a history entry).
 */
export function OrderTabs({ active, counts, onSelect, panelId }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined || current < 0) return;
    event.preventDefault();
    tabs[(target + tabs.length) % tabs.length]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('orders.tabsLabel')}
      onKeyDown={onKeyDown}
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 dark:border-slate-700"
    >
      {ORDER_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
              selected
                ? 'border-brand-600 font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {t(`orders.tabs.${tab}`)}
            <span
              className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold ${
                selected ? 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
              }`}
            >
              {t('orders.tabCount', { count: counts[tab] })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
