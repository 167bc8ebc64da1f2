import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPAREL_SIZES } from '@shop/shared';
import { CloseIcon } from '../../../components/ui/icons';
import { SIZE_CHART } from '../utils/sizes';
import { ModalDialog } from './modal-dialog';

/** The 'Size chart' link and its dialog: chest and length in inches for S to XL. */
export function SizeChart() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {t('productPage.size.chart')}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={`${id}-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-center justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold">{t('productPage.size.chartTitle')}</h2>
            <button type="button" onClick={() => setOpen(false)} aria-label={t('productPage.close')} className="flex size-9 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800">
              <CloseIcon />
            </button>
          </div>
          <table className="w-full text-left text-sm">
            <caption className="pb-2 text-left text-slate-600 dark:text-slate-400">{t('productPage.size.chartCaption')}</caption>
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">{t('productPage.size.chartSize')}</th>
                <th scope="col" className="px-3 py-2">{t('productPage.size.chartChest')}</th>
                <th scope="col" className="px-3 py-2">{t('productPage.size.chartLength')}</th>
              </tr>
            </thead>
            <tbody>
              {APPAREL_SIZES.map((size) => (
                <tr key={size} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="px-3 py-2 font-semibold">{size}</th>
                  <td className="px-3 py-2 tabular-nums">{SIZE_CHART[size].chest}</td>
                  <td className="px-3 py-2 tabular-nums">{SIZE_CHART[size].length}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('productPage.size.chartHint')}</p>
        </div>
      </ModalDialog>
    </>
  );
}
