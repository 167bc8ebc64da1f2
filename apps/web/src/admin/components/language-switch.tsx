import { LANGUAGES } from '@shop/shared';
import { setAdminLanguage, useAdminTranslation } from '../i18n/i18n';

/** EN / বাংলা: the back office's language, kept in the `lang` cookie for later visits. */
export function LanguageSwitch() {
  const { t, i18n } = useAdminTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="inline-flex self-start rounded-md border border-slate-300 bg-white p-0.5">
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={current}
            title={t(language === 'en' ? 'language.enName' : 'language.bnName')}
            onClick={() => void setAdminLanguage(language)}
            className={`h-8 rounded px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
              current ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </div>
  );
}
