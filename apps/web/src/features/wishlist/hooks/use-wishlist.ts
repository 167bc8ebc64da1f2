import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from '../../../api/wishlist';
import { guestEntry, localWishlist, toggleItem, type WishlistItem } from './local-wishlist';
import { serverWishlistQuery } from './server-wishlist';
import { useWishlistChange } from './use-wishlist-change';

export type { WishlistItem };

const NONE: WishlistItem[] = [];

/**
 * The one wishlist of every heart, the wishlist screen and 'Your Favorites'. A guest's lives on this
 * device; a signed-in shopper's on the server (a waiting guest list is merged into it on the first read).
 * After sign-out the device's own list shows again: empty once it was merged.
 */
export function useWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id || null;
  const local = localWishlist.useList();
  const server = useQuery({ ...serverWishlistQuery(userId ?? ''), enabled: userId !== null });
  const change = useWishlistChange();
  const { mutate } = change;

  useEffect(() => {
    // Signed out: forget the account's list in memory, so the next shopper on this device starts clean.
    if (!userId) queryClient.removeQueries({ queryKey: wishlistKeys.all });
    // A guest list waiting while signed in, with the account's list already read (by another tab, say), is
    // merged by reading again. A first read still under way merges it itself: asking again would merge twice.
    else if (local.length > 0) {
      const state = queryClient.getQueryState(wishlistKeys.of(userId));
      if (state?.status === 'success' && state.fetchStatus === 'idle') void queryClient.refetchQueries({ queryKey: wishlistKeys.of(userId) });
    }
  }, [userId, local.length, queryClient]);

  const items = userId ? (server.data ?? NONE) : local;

  const toggle = useCallback(
    async (item: WishlistItem) => {
      if (!userId) return localWishlist.update((list) => toggleItem(list, guestEntry(item)));
      // Still loading: wait for the list (and any merge) so the click means what the heart will show.
      const list = await queryClient.ensureQueryData(serverWishlistQuery(userId)).catch(() => null);
      if (!list) return showToast(t('wishlist.errors.failed'), t('wishlist.dismiss'), 'error');
      mutate({ userId, item, save: !list.some((p) => p.id === item.id) });
    },
    [userId, queryClient, mutate, t],
  );

  const remove = useCallback(
    (item: WishlistItem) => {
      if (!userId) return localWishlist.update((list) => list.filter((p) => p.id !== item.id));
      mutate({ userId, item, save: false });
    },
    [userId, mutate],
  );

  const has = useCallback((id: number) => items.some((p) => p.id === id), [items]);

  return useMemo(
    () => ({
      items,
      count: items.length,
      has,
      toggle,
      remove,
      signedIn: userId !== null,
      /** Signed in and the server list not read yet (or it could not be read: see `error`). */
      loading: userId !== null && server.isPending,
      error: userId !== null && server.isError && server.data === undefined,
      retry: () => void server.refetch(),
    }),
    [items, has, toggle, remove, userId, server],
  );
}
