import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../../components/ui/icons';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { FooterColumns } from './footer-columns';

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'footer.facebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/', label: 'footer.instagram', icon: InstagramIcon },
  { href: 'https://www.youtube.com/', label: 'footer.youtube', icon: YoutubeIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="border-b border-slate-800">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 className="text-xl font-bold text-white">{t('footer.newsletterTitle')}</h2>
            <p className="mt-1 text-sm text-slate-400">{t('footer.newsletterText')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <FooterColumns />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p>{t('footer.organisation')}</p>
            <p>{t('footer.registration')}</p>
            <p>{t('footer.copyright')}</p>
          </div>
          {/* Clear of the floating back-to-top and chat buttons in the bottom-right corner. */}
          <div className="flex items-center gap-3 md:pr-20">
            <span>{t('footer.followUs')}</span>
            {SOCIAL.map(({ href, label, icon: Icon }) => (
              <a
                key={href}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(label)}
                className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                <Icon className="size-4" />
              </a>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
