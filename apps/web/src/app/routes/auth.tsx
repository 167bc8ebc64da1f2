import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { PhoneSignIn } from '../../features/auth/components/phone-sign-in';
import { SignedInNotice } from '../../features/auth/components/signed-in-notice';
import { useRedirectAfterLogin } from '../../features/auth/hooks/use-redirect-after-login';
import type { PageKey } from '../../i18n/catalogue';
import { signOut, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const TITLES: Record<string, PageKey> = { '/login': 'login', '/register': 'register' };

/**
 * The sign-in screen (docs/product/auth.md), at /auth, /login (where checkout sends a guest) and
 * /register (the header's sign-up link, opening the Sign Up tab).
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  usePageTitle(t(`pages.${TITLES[path] ?? 'auth'}`));
  const session = useSession();
  // A login made on this screen keeps the card (and its 'Login successful!') until the move 1.5 s later.
  const [loggedInHere, setLoggedInHere] = useState(false);
  const redirect = useRedirectAfterLogin();
  const onLoggedIn = useCallback(() => {
    setLoggedInHere(true);
    redirect();
  }, [redirect]);

  if (session && !loggedInHere) return <SignedInNotice user={session.user} onSignOut={signOut} />;
  return (
    <div className="mx-auto w-full max-w-4xl sm:py-4">
      <AuthCard
        key={path}
        initialMode={path === '/register' ? 'signup' : 'login'}
        onLoggedIn={onLoggedIn}
        // The other ways in, under the forms after an 'or': a mobile number's SMS code (docs/decisions/076) and Google.
        alternatives={
          <div className="flex flex-col gap-3">
            <PhoneSignIn onLoggedIn={onLoggedIn} />
            <GoogleSignInButton />
          </div>
        }
      />
    </div>
  );
}
