import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { subscribe } from '../../../api/newsletter';
import { useNewsletterForm } from '../hooks/use-newsletter-form';

/** The product page's newsletter form, with its own texts ('Thank you for subscribing!'). */
export function NewsletterBox() {
  const { t } = useTranslation();
  const id = useId();
  const { email, setEmail, outcome, busy, submit } = useNewsletterForm(subscribe);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-gradient-to-r from-brand-600 to-brand-700 p-5 text-white sm:p-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="text-xl font-bold">{t('productPage.newsletter.title')}</h2>
          <p className="mt-1 text-sm text-brand-50">{t('productPage.newsletter.text')}</p>
        </div>
        <form onSubmit={submit} aria-busy={busy} className="flex w-full flex-col gap-2 lg:max-w-md">
          <label htmlFor={id} className="sr-only">{t('productPage.newsletter.emailLabel')}</label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('productPage.newsletter.placeholder')}
              aria-invalid={outcome === 'invalid' || undefined}
              aria-describedby={`${id}-message`}
              className="h-11 min-w-0 rounded-md sm:flex-1 border border-white/40 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white"
            />
            <button type="submit" disabled={busy} className={`${buttonClass('light')} h-11`}>
              {busy ? t('productPage.newsletter.subscribing') : t('productPage.newsletter.subscribe')}
            </button>
          </div>
          <p id={`${id}-message`} role="status" className="min-h-5 text-sm font-medium">
            {outcome === 'invalid' && t('productPage.newsletter.invalid')}
            {outcome === 'failed' && t('productPage.newsletter.failed')}
            {outcome === 'done' && t('productPage.newsletter.done')}
          </p>
        </form>
      </div>
    </section>
  );
}
