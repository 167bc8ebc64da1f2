import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgetMe, verifyEmail } from '../../../api/account-links';
import { useSession } from '../../../lib/session';
import { describeLinkFailure, tokenFromHash, type LinkFailure } from '../utils/link-errors';
import { LinkMessages, LinkScreen, useLinkFailureText, OnwardLinks } from './link-screen';

type Stage = { name: 'checking' } | { name: 'done' } | { name: 'gone' } | { name: 'failed'; failure: LinkFailure };

/**
 * The screen of a verification link (docs/product/password-reset.md): opening it verifies the address, signed
 * in or not (the link may be opened on a phone). A second opening of a used link still says it is verified.
 */
export function VerifyEmailCard() {
  const { t } = useTranslation();
  const session = useSession();
  const forgetMe = useForgetMe();
  const failureText = useLinkFailureText();
  const [stage, setStage] = useState<Stage>({ name: 'checking' });

  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    if (!token) return setStage({ name: 'gone' });
    let live = true;
    verifyEmail(token).then(
      () => {
        if (!live) return;
        setStage({ name: 'done' });
        void forgetMe();
      },
      (error: unknown) => {
        if (!live) return;
        const failure = describeLinkFailure(error);
        setStage(failure.kind === 'gone' ? { name: 'gone' } : { name: 'failed', failure });
      },
    );
    return () => {
      live = false;
    };
    // Once per opening of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onwards = (
    <OnwardLinks
      primary={{ to: session ? '/manageaccount/dashboard' : '/login', label: session ? t('password.verify.toAccount') : t('password.forgot.backToLogin') }}
      secondary={{ to: '/', label: t('password.verify.toShop') }}
    />
  );

  if (stage.name === 'gone') {
    return (
      <LinkScreen title={t('password.verify.linkGone')} lead={t('password.verify.linkGoneText')}>
        {onwards}
      </LinkScreen>
    );
  }
  return (
    <LinkScreen
      title={t('password.verify.title')}
      messages={
        stage.name === 'checking' ? (
          <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('password.verify.checking')}
          </p>
        ) : (
          <LinkMessages
            success={stage.name === 'done' ? t('password.verify.done') : null}
            error={stage.name === 'failed' ? failureText(stage.failure) : null}
          />
        )
      }
    >
      {stage.name !== 'checking' && onwards}
    </LinkScreen>
  );
}
