import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';

interface Props {
  names: string[];
  index: number;
  playing: boolean;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
}

const round =
  'flex size-9 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-sm transition-colors hover:bg-black/55 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Pause/play first (WCAG 2.2.2), then previous, one dot per slide, next. */
export function PromoControls({ names, index, playing, onTogglePlay, onPrevious, onNext, onGoTo }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1.5">
      <button type="button" onClick={onTogglePlay} aria-label={t(playing ? 'storefront.home.promo.pause' : 'storefront.home.promo.play')} className={round}>
        {playing ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <path d="M8 5v14l11-7z" />
          </svg>
        )}
      </button>
      <button type="button" onClick={onPrevious} aria-label={t('storefront.home.promo.previous')} className={round}>
        <ChevronRightIcon className="size-5 rotate-180" />
      </button>
      <ul className="flex items-center">
        {names.map((name, i) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onGoTo(i)}
              aria-label={t('storefront.home.promo.goTo', { index: i + 1, name })}
              aria-current={i === index || undefined}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${
                  i === index ? 'w-5 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onNext} aria-label={t('storefront.home.promo.next')} className={round}>
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  );
}
