import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../utils/field-errors';

const MODES: AuthMode[] = ['login', 'signup'];

export const tabId = (prefix: string, mode: AuthMode) => `${prefix}-tab-${mode}`;
export const panelId = (prefix: string, mode: AuthMode) => `${prefix}-panel-${mode}`;

interface Props {
  idPrefix: string;
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
}

/** The Login / Sign Up tablist (WAI-ARIA tabs: arrow keys, Home and End move and select; one tab stop). */
export function AuthTabs({ idPrefix, mode, onChange }: Props) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight' ? MODES[(index + 1) % MODES.length]
      : event.key === 'ArrowLeft' ? MODES[(index - 1 + MODES.length) % MODES.length]
      : event.key === 'Home' ? MODES[0]
      : event.key === 'End' ? MODES[MODES.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('auth.tabsLabel')}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {MODES.map((m) => {
        const selected = m === mode;
        return (
          <button
            key={m}
            ref={(element) => {
              refs.current[m] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, m)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, m)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(m)}
            className={`h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
              selected
                ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {t(`auth.tabs.${m}`)}
          </button>
        );
      })}
    </div>
  );
}
