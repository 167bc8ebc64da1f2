import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { ChatIcon } from './listing-icons';

/**
 * The products page's live chat (docs/product/catalog.md): it only greets. A small panel that does not block
 * the page; Escape or the close button puts focus back on the chat button.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open && (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="absolute bottom-16 left-0 w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl transition duration-200 starting:translate-y-2 starting:opacity-0 dark:border-slate-700 dark:bg-slate-900"
        >
          <header className="flex items-center justify-between gap-2 bg-brand-600 px-4 py-3 text-white">
            <div>
              <h2 id={titleId} className="font-semibold">{t('listing.chat.title')}</h2>
              <p className="text-xs text-brand-50">{t('listing.chat.team')}</p>
            </div>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              aria-label={t('listing.chat.close')}
              className="flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon className="size-5" />
            </button>
          </header>
          <div className="bg-slate-50 p-4 dark:bg-slate-950">
            <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-800 shadow-xs dark:bg-slate-800 dark:text-slate-100">
              {t('listing.chat.greeting')}
            </p>
          </div>
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex size-12 items-center justify-center rounded-full bg-brand-600 sm:size-14 text-white shadow-lg transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {open ? <CloseIcon className="size-6" /> : <ChatIcon className="size-6" />}
        <span className="sr-only">{open ? t('listing.chat.close') : t('listing.chat.open')}</span>
      </button>
    </>
  );
}
