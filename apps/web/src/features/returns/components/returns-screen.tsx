import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestReturnButton } from './request-return-button';
import { ReturnsList } from './returns-list';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * My Returns: request a return of a delivered item, then follow each request's status. `openOnLine`
 * (from an order card's Request a return) opens the form at once with that item chosen.
 */
export function ReturnsScreen({ openOnLine }: { openOnLine?: string | null }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/returns" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">{t('returns.policyLink')}</Link>
        <RequestReturnButton initiallyOpen={openOnLine != null} lineId={openOnLine || undefined} onRequested={(record) => setNotice(t('returns.request.done', { name: localName(record.name, record.name_bn) }))} />
      </div>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">{notice}</p>
      <ReturnsList />
    </div>
  );
}
