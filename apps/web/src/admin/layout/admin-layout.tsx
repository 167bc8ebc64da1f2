import { useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import type { StaffMe, StaffPermission } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageStatus } from '../../components/ui/page-status';
import { may, useSignOut, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { LanguageSwitch } from '../components/language-switch';
import { ShopMark } from '../components/shop-mark';
import { Forbidden, PageError } from '../kit/page';
import { useAdminTranslation } from '../i18n/i18n';
import { SECTIONS, sectionHref, signInHref } from '../sections';

/** What a route under /admin says of itself: the permission it needs (sections.ts). */
export interface AdminRouteHandle {
  permission?: StaffPermission;
}

/**
 * Every signed-in page of the back office (docs/decisions/038): nobody signed in goes to sign in, and comes
 * back here after; a page the role may not open shows the role screen instead. Beside it, the sections the
 * role may open, who is signed in, the language, and signing out. From 1024 px the navigation is a side
 * column; narrower (a tablet), a menu under the top bar.
 */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  const { data: me, isPending, error, refetch } = useStaffMe();
  const location = useLocation();
  const leaving = useRef(false);

  if (isPending) return <PageStatus title={t('app.loading')} busy />;
  if (error) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <PageError error={error} retry={() => void refetch()} />
      </main>
    );
  }
  // Signed out on purpose: the sign-in screen, with no page to return to. Else (not signed in, or a 401 ended the
  // session) back to this page after signing in.
  if (!me) return <Navigate to={leaving.current ? signInHref() : signInHref(location.pathname + location.search)} replace />;
  return <SignedIn me={me} onLeave={() => (leaving.current = true)} />;
}

function SignedIn({ me, onLeave }: { me: StaffMe; onLeave: () => void }) {
  const { t } = useAdminTranslation();
  const location = useLocation();
  const matches = useMatches();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const signOut = useSignOut();
  const needs = matches.map((match) => (match.handle as AdminRouteHandle | undefined)?.permission).find(Boolean);
  const sections = SECTIONS.filter((section) => may(me, section.permission));

  // A page chosen from the menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const leave = (everywhere: boolean) => {
    onLeave();
    signOut.mutate(everywhere);
  };

  return (
    <div className="min-h-dvh lg:flex">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex h-14 items-center justify-between gap-3 px-4">
          <NavLink to="/admin" end className="flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-brand-500">
            <ShopMark />
          </NavLink>
          <button
            type="button"
            className={`${buttonClass('secondary')} lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
            {t('nav.menu')}
          </button>
        </div>
        <div id="admin-menu" className={`${menuOpen ? 'flex' : 'hidden'} flex-col gap-4 border-t border-slate-200 px-3 py-4 lg:flex lg:flex-1 lg:overflow-y-auto`}>
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-0.5">
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={sectionHref(section.path)}
                    end={section.path === ''}
                    className={({ isActive }) =>
                      `flex h-10 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                      }`
                    }
                  >
                    {t(`nav.${section.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
            <p className="px-1 text-sm">
              <span className="block font-semibold text-slate-900">{me.name}</span>
              <span className="block text-slate-600">{t(`roles.${me.role}`)}</span>
            </p>
            <LanguageSwitch />
            <div className="flex flex-wrap gap-2 lg:flex-col">
              <button type="button" className={buttonClass('secondary')} disabled={signOut.isPending} onClick={() => leave(false)}>
                {signOut.isPending && !confirmEverywhere ? t('nav.signingOut') : t('nav.signOut')}
              </button>
              <button type="button" className={buttonClass('secondary')} disabled={signOut.isPending} onClick={() => setConfirmEverywhere(true)}>
                {t('nav.signOutEverywhere')}
              </button>
            </div>
            {signOut.error && !confirmEverywhere && <p role="alert" className="text-sm text-red-700">{errorText(t, signOut.error)}</p>}
          </div>
        </div>
      </header>
      <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">{needs && !may(me, needs) ? <Forbidden /> : <Outlet />}</div>
      </main>
      <ConfirmDialog
        open={confirmEverywhere}
        title={t('nav.signOutEverywhereTitle')}
        message={t('nav.signOutEverywhereText')}
        confirmLabel={t('nav.signOutEverywhere')}
        cancelLabel={t('nav.cancel')}
        busy={signOut.isPending}
        busyLabel={t('nav.signingOut')}
        error={signOut.error ? errorText(t, signOut.error) : undefined}
        onConfirm={() => leave(true)}
        onCancel={() => {
          signOut.reset();
          setConfirmEverywhere(false);
        }}
      />
    </div>
  );
}
