import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { subscribe } from '../../../api/newsletter';
import { useNewsletterForm } from '../hooks/use-newsletter-form';

export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const { email, setEmail, outcome, busy: submitting, submit } = useNewsletterForm(subscribe);

  const message =
    outcome === 'invalid' ? t('footer.invalidEmail') : outcome === 'failed' ? t('footer.subscribeFailed') : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-busy={submitting}>
      <label htmlFor={id} className="sr-only">
        {t('footer.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.emailPlaceholder')}
          aria-invalid={outcome === 'invalid' || undefined}
          aria-describedby={`${id}-message`}
          className="h-11 w-full min-w-0 rounded-md sm:flex-1 border border-slate-600 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none"
        />
        <button type="submit" disabled={submitting} className={`${buttonClass('primary')} h-11`}>
          {submitting ? t('footer.subscribing') : t('footer.subscribe')}
        </button>
      </div>
      <p id={`${id}-message`} role="status" className="min-h-5 text-sm">
        {message && <span className="text-red-300">{message}</span>}
        {outcome === 'done' && <span className="text-green-300">{t('footer.subscribed')}</span>}
      </p>
    </form>
  );
}
