import { useEffect, useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthForm } from '../hooks/use-auth-form';
import type { AuthMode } from '../utils/field-errors';
import { AuthAside } from './auth-aside';
import { AuthForm } from './auth-form';
import { AuthMessage } from './auth-message';
import { AuthTabs, panelId, tabId } from './auth-tabs';

interface Props {
  initialMode: AuthMode;
  /** Runs once a login succeeded and the session is stored. */
  onLoggedIn: () => void;
  /** Other ways in (the Google button), shown under the forms after an 'or'. */
  alternatives?: ReactNode;
}

/** The /auth screen's card: Login and Sign Up tabs over one form state, the outcome, other ways in. */
export function AuthCard({ initialMode, onLoggedIn, alternatives }: Props) {
  const { t } = useTranslation();
  const prefix = useId();
  const form = useAuthForm(initialMode, onLoggedIn);
  const { focus } = form;

  useEffect(() => {
    if (focus) document.getElementById(`${prefix}-${focus.mode}-${focus.field}`)?.focus();
  }, [focus, prefix]);

  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] dark:bg-slate-900 dark:ring-slate-800">
      <AuthAside mode={form.mode} />
      <div className="flex flex-col gap-5 px-5 py-6 sm:px-8 sm:py-8">
        {/* One flex item: the message regions, empty most of the time, add no gap of their own. */}
        <div>
          <AuthTabs idPrefix={prefix} mode={form.mode} onChange={form.switchMode} />
          <AuthMessage feedback={form.feedback} />
        </div>
        {(['login', 'signup'] as const).map((mode) => (
          <div
            key={mode}
            role="tabpanel"
            id={panelId(prefix, mode)}
            aria-labelledby={tabId(prefix, mode)}
            hidden={mode !== form.mode}
            className="flex flex-col gap-4"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(mode === 'login' ? 'auth.loginLead' : 'auth.signupLead')}</p>
            <AuthForm mode={mode} form={form} idPrefix={`${prefix}-${mode}`} />
          </div>
        ))}
        {alternatives && (
          <>
            <p className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-700 dark:after:bg-slate-700">
              {t('auth.or')}
            </p>
            {alternatives}
          </>
        )}
        <p className="text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          <Trans
            i18nKey="auth.agreement"
            components={{ terms: <Link to="/terms" className={link} />, privacy: <Link to="/privacy" className={link} /> }}
          />
        </p>
      </div>
    </div>
  );
}
