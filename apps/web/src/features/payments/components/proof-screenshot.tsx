import { useTranslation } from 'react-i18next';
import { useProofScreenshot } from '../../../api/payment-proofs';

/** The stored screenshot, fetched with the shopper's token and shown from a blob: URL. */
export function ProofScreenshot({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const image = useProofScreenshot(url);
  if (image.isError) return <p className="text-sm text-red-700 dark:text-red-300">{t('payments.submitted.screenshotFailed')}</p>;
  if (!image.objectUrl) {
    return (
      <p role="status" className="flex h-40 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('payments.submitted.screenshotLoading')}
      </p>
    );
  }
  return (
    <a href={image.objectUrl} target="_blank" rel="noreferrer" className="block self-start rounded-md focus-visible:outline-2 focus-visible:outline-brand-500">
      <img src={image.objectUrl} alt={alt} className="max-h-96 w-auto max-w-full rounded-md border border-slate-200 object-contain dark:border-slate-700" />
    </a>
  );
}
