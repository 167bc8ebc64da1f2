import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { formatNumber, toLanguage } from '../../../lib/format';
import { FilterIcon } from './listing-icons';

interface Props {
  label: string;
  /** Filters in use, shown on the button. */
  count?: number;
  /** The panel; `close` lets a link or a "show results" button close the dialog. */
  children: (close: () => void) => ReactNode;
  footer?: (close: () => void) => ReactNode;
}

/** On narrow screens the sidebar lives in a dialog sliding in from the left, opened by this button. */
export function FiltersDialogButton({ label, count = 0, children, footer }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      >
        <FilterIcon className="size-5" />
        {label}
        {count > 0 && (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white">
            <span aria-hidden="true">{formatNumber(count, toLanguage(i18n.language))}</span>
            <span className="sr-only">{t('listing.common.activeCount', { count })}</span>
          </span>
        )}
      </button>
      <Dialog open={open} onClose={close} title={label} closeLabel={t('listing.dialog.close')} placement="left" footer={footer?.(close)}>
        {children(close)}
      </Dialog>
    </>
  );
}
