import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { copyText } from '../../lib/copy-text';
import { useAdminTranslation } from '../i18n/i18n';

/** A one-time sign-in link to hand over: shown in full, selectable, with a Copy button. */
export function CopyLink({ name, link, onDone }: { name: string; link: string; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <h2 id={`${id}-title`} className="font-semibold text-emerald-950">
        {t('staff.linkTitle', { name })}
      </h2>
      <p className="text-sm text-emerald-950">{t('staff.linkText', { name })}</p>
      <label htmlFor={`${id}-link`} className="text-sm font-medium text-emerald-950">
        {t('staff.linkLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <button type="button" className={buttonClass('primary')} onClick={() => void copyText(link).then(setCopied)}>
          {t('staff.copy')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('staff.closeLink')}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-950">
        {copied === true ? t('staff.copied') : copied === false ? t('staff.copyFailed') : ''}
      </p>
    </section>
  );
}
