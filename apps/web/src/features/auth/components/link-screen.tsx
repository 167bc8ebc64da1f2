import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import type { LinkFailure } from '../utils/link-errors';
import { AlertIcon, CheckCircleIcon } from './auth-icons';

/** A place a screen leads on to, and the words of its button. */
interface Onward {
  to: string;
  label: string;
}

/** Where a screen leads on: the main way as a primary button, the other beside it. */
export function OnwardLinks({ primary, secondary, centred = false }: { primary: Onward; secondary: Onward; centred?: boolean }) {
  return (
    <div className={`flex flex-col gap-2 sm:flex-row${centred ? ' w-full sm:justify-center' : ''}`}>
      <Link to={primary.to} className={buttonClass('primary')}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass('secondary')}>
        {secondary.label}
      </Link>
    </div>
  );
}

/**
 * The card of the password-reset and verification screens: a heading, a lead, the message regions (one flex item
 * with the heading, so while empty they add no gap), and what comes below.
 */
export function LinkScreen({ title, lead, messages, children }: { title: string; lead?: ReactNode; messages?: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-2xl bg-white px-5 py-8 shadow-lg ring-1 ring-slate-200 sm:px-8 dark:bg-slate-900 dark:ring-slate-800">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">{title}</h1>
        {lead && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{lead}</p>}
        {messages}
      </div>
      {children}
    </section>
  );
}

/** The words of a failed call; a link that no longer works has a screen of its own. */
export function useLinkFailureText() {
  const { t } = useTranslation();
  return (failure: LinkFailure | null): string | null => {
    if (!failure) return null;
    switch (failure.kind) {
      case 'throttled':
        return t('password.errors.throttled', { count: failure.minutes });
      case 'network':
        return t('password.errors.network');
      case 'server':
        return t('password.errors.server');
      case 'fields':
        return null;
      default:
        return t('password.errors.failed');
    }
  };
}

/**
 * The messages of the sign-in card and of the password-reset and verification screens. Both live regions are always
 * in the page (empty when quiet), so screen readers announce a message the moment it appears: errors assertively,
 * successes politely. `space`: the room above a message (the sign-in card's is larger).
 */
export function LinkMessages({ error, success, space = 'mt-4' }: { error?: ReactNode; success?: ReactNode; space?: 'mt-4' | 'mt-5' }) {
  return (
    <>
      <div role="alert">
        {error && (
          <p className={`${space} flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200`}>
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>
      <div role="status">
        {success && (
          <div className={`${space} flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-200`}>
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
            <div>{success}</div>
          </div>
        )}
      </div>
    </>
  );
}
