import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { floatingButtonClass } from '../utils/floating';

/** Where the chat button leads: the help centre's live-support answers and contact options. */
const CHAT_TARGET = '/help-center?section=live';

/** docs/product/catalog.md: a chat button present on every page. */
export function ChatLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={CHAT_TARGET}
      aria-label={t('storefront.support.chat')}
      title={t('storefront.support.chat')}
      className={`${floatingButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-6">
        <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} />
      </svg>
    </Link>
  );
}
