import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SESSION_KEYS } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { writeString } from '../../../lib/storage';
import { useWishlist, type WishlistItem } from '../hooks/use-wishlist';
import { WishlistRow } from './wishlist-row';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * My Wishlist (docs/product/wishlist.md): the saved products with Remove, the empty text, and for a guest
 * a reminder that the list lives on this device until they sign in. `here` is the screen's own path,
 * where sign-in brings the shopper back.
 */
export function WishlistScreen({ here }: { here: string }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const [removed, setRemoved] = useState<WishlistItem | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The row and its button are gone: keep the keyboard on the page, at the news.
  useEffect(() => {
    if (removed) noticeRef.current?.focus();
  }, [removed]);
  // Shown while the product stays removed; if the server refuses, it is back and a message says so.
  const notice = removed && !wishlist.has(removed.id) ? t('wishlist.removed', { name: localName(removed.name, removed.name_bn) }) : '';

  if (wishlist.loading) return <PageStatus busy title={t('wishlist.loading')} />;
  if (wishlist.error) {
    return (
      <PageStatus role="alert" title={t('wishlist.loadFailed')}>
        <button type="button" onClick={wishlist.retry} className={buttonClass('secondary')}>{t('wishlist.retry')}</button>
      </PageStatus>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {!wishlist.signedIn && (
        <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:bg-brand-900/30 dark:text-slate-100">
          {t('wishlist.guestHint')}{' '}
          <Link to="/login" onClick={() => writeString(SESSION_KEYS.redirect, here)} className="font-semibold text-brand-700 underline hover:no-underline dark:text-brand-300">
            {t('wishlist.signIn')}
          </Link>
        </p>
      )}
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm font-medium text-green-800 outline-none empty:hidden dark:text-green-300">
        {notice}
      </p>
      {wishlist.count === 0 ? (
        <PageStatus title={t('wishlist.empty')}>
          <Link to="/products" className={buttonClass('primary')}>{t('wishlist.browse')}</Link>
        </PageStatus>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('wishlist.count', { count: wishlist.count })}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {wishlist.items.map((item) => (
              <li key={item.id}>
                <WishlistRow
                  item={item}
                  onRemove={(gone) => {
                    wishlist.remove(gone);
                    setRemoved(gone);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
