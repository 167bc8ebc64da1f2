import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPAREL_SIZES } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';
import { SIZE_CHART } from '../utils/sizes';

/** The 'Size chart' link and its dialog: chest and length in inches for S to XL. */
export function SizeChart() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {t('productPage.size.chart')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} size="sm" title={t('productPage.size.chartTitle')} closeLabel={t('productPage.close')}>
        <div className="flex flex-col gap-4">
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
      </Dialog>
    </>
  );
}
