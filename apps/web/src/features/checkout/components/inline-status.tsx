import { useTranslation } from 'react-i18next';

interface Props {
  text: string;
  /** A failure: shown as an alert with a way to try again. */
  onRetry?: () => void;
  busy?: boolean;
}

/** A section's own loading or load failure, so one slow call does not hold up the whole checkout. */
export function InlineStatus({ text, onRetry, busy = false }: Props) {
  const { t } = useTranslation();
  if (!onRetry) {
    return (
      <p role="status" aria-busy={busy || undefined} className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-500 border-t-transparent motion-reduce:animate-none" />}
        {text}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
      <p className="font-medium">{text}</p>
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2 hover:no-underline">
        {t('checkout.tryAgain')}
      </button>
    </div>
  );
}
