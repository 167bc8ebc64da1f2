import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMAIL_RESTORE_LINK_DAYS, PASSWORD_RESET_PATH } from '@shop/shared';
import { checkLink, useRestoreEmail } from '../../../api/account-links';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { signOut } from '../../../lib/session';
import { describeLinkFailure, tokenFromHash } from '../utils/link-errors';
import { LinkMessages, LinkScreen, OnwardLinks, useLinkFailureText } from './link-screen';

/** What the reset screen is told when it follows a restore: the address that is back. */
export interface RestoredState {
  restoredEmail: string;
}

/**
 * The screen of an e-mail change's notice (docs/decisions/051): the link is checked first, then the screen says what
 * will happen and waits for a press, since mail scanners open links; the press puts the old address back and ends
 * every session, and the shopper goes straight on to choose a new password with the reset token the answer carries.
 */
export function RestoreEmailCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failureText = useLinkFailureText();
  const restore = useRestoreEmail();
  // The fragment is read in the browser only, once the screen is up; the server never receives it.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    const found = tokenFromHash(window.location.hash);
    setToken(found);
    if (!found) return;
    let live = true;
    // Offline or a fault of ours: the button is offered anyway, and pressing it says what is wrong.
    checkLink(found, 'email-restore').catch((error: unknown) => live && describeLinkFailure(error).kind === 'gone' && setGone(true));
    return () => {
      live = false;
    };
  }, []);
  const failure = restore.error ? describeLinkFailure(restore.error) : null;
  const taken = restore.error instanceof ApiError && restore.error.status === 409;

  if (token === null || gone || failure?.kind === 'gone') {
    return (
      <LinkScreen title={t('password.restore.linkGone')} lead={t('password.restore.linkGoneText', { days: EMAIL_RESTORE_LINK_DAYS })}>
        <OnwardLinks
          primary={{ to: '/help-center', label: t('password.restore.helpCenter') }}
          secondary={{ to: '/', label: t('password.verify.toShop') }}
        />
      </LinkScreen>
    );
  }

  const submit = () =>
    token &&
    restore.mutate(token, {
      onSuccess: (answer) => {
        // Every session of the account has ended on the server; this device forgets its own too.
        signOut();
        const state: RestoredState = { restoredEmail: answer.email };
        void navigate({ pathname: PASSWORD_RESET_PATH, hash: new URLSearchParams({ token: answer.reset_token }).toString() }, { replace: true, state });
      },
    });

  return (
    <LinkScreen
      title={t('password.restore.title')}
      lead={t('password.restore.lead')}
      messages={<LinkMessages error={taken ? t('password.restore.taken') : failureText(failure)} />}
    >
      <button type="button" onClick={submit} disabled={!token || restore.isPending} className={buttonClass('primary')}>
        {restore.isPending ? t('password.restore.restoring') : t('password.restore.submit')}
      </button>
    </LinkScreen>
  );
}
