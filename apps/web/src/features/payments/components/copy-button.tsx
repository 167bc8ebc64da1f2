import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';

/** Copies a number a shopper has to type into another app; says so for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => void copyText(text).then(setCopied)}
      className="inline-flex h-8 shrink-0 items-center rounded-md border border-slate-300 px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-live="polite">{copied ? t('payments.copied') : t('payments.copy')}</span>
    </button>
  );
}
