import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

const TONES = {
  kids: 'from-amber-400 via-orange-400 to-rose-400 text-slate-950',
  women: 'from-rose-700 via-pink-700 to-fuchsia-800 text-white',
} as const;
type IntroTone = keyof typeof TONES;

interface Props {
  headingId: string;
  title: string;
  text: string;
  to: string;
  cta: string;
  tone: IntroTone;
}

/** A section's title as the first tile of its grid, in the department's colours. */
export function IntroTile({ headingId, title, text, to, cta, tone }: Props) {
  return (
    <div
      className={`relative flex h-full min-h-44 flex-col justify-between gap-4 overflow-hidden rounded-lg bg-gradient-to-br p-5 ${TONES[tone]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" className="pointer-events-none absolute -right-8 -bottom-8 size-40 opacity-20">
        <circle cx="50" cy="50" r="48" fill="currentColor" />
        <circle cx="50" cy="50" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
      </svg>
      <div className="relative flex flex-col gap-2">
        <h2 id={headingId} className="text-xl leading-tight font-extrabold sm:text-2xl">
          {title}
        </h2>
        <p className="text-sm opacity-90">{text}</p>
      </div>
      <Link to={to} className={`relative self-start ${buttonClass('light')}`}>
        {cta}
      </Link>
    </div>
  );
}
