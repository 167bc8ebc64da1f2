import { UserIcon } from '../../../components/ui/icons';
import type { AuthMode } from '../utils/field-errors';
import { LockIcon } from './auth-icons';

const face =
  'absolute inset-0 flex items-center justify-center rounded-2xl bg-white/15 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm backface-hidden';

/**
 * The decorative card of the auth screen: a lock for Login that turns over to a person for Sign Up.
 * Hidden from assistive technology; with reduced motion it changes face without turning.
 */
export function FlipCard({ mode, className = 'size-24' }: { mode: AuthMode; className?: string }) {
  return (
    <div aria-hidden="true" className={`shrink-0 perspective-midrange ${className}`}>
      <div
        data-face={mode === 'login' ? 'lock' : 'user'}
        className={`relative size-full transition-transform duration-700 ease-out transform-3d motion-reduce:transition-none ${
          mode === 'signup' ? 'rotate-y-180' : ''
        }`}
      >
        <span className={face}>
          <LockIcon className="size-1/2" />
        </span>
        <span className={`${face} rotate-y-180`}>
          <UserIcon className="size-1/2" />
        </span>
      </div>
    </div>
  );
}
