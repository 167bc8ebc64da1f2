import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { removeFromWishlist, saveToWishlist, WISHLIST_MUTATION_KEY, wishlistKeys } from '../../../api/wishlist';
import { changeErrorKey } from '../utils/change-error';
import { fromServer } from '../utils/from-server';
import { guestEntry, type WishlistItem } from './local-wishlist';

export interface WishlistChange {
  userId: string;
  item: WishlistItem;
  save: boolean;
}

/** Puts the item back where it was (or takes it out again) after the server refused the change. */
function undo(list: WishlistItem[], { item, save }: WishlistChange, index: number): WishlistItem[] {
  const rest = list.filter((p) => p.id !== item.id);
  if (save) return rest;
  return [...rest.slice(0, index), item, ...rest.slice(index)];
}

/**
 * A signed-in heart or Remove: shown at once, sent to the server, and undone with a short message if the
 * server refuses. While other changes are still travelling, answers do not overwrite the list (they would
 * undo those changes on screen); the last change to settle brings the list up to date.
 */
export function useWishlistChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    mutationFn: async ({ userId, item, save }: WishlistChange) => {
      if (save) return fromServer(await saveToWishlist(userId, item.id));
      await removeFromWishlist(userId, item.id);
      return null;
    },
    onMutate: async (change) => {
      const key = wishlistKeys.of(change.userId);
      await queryClient.cancelQueries({ queryKey: key });
      const index = queryClient.getQueryData<WishlistItem[]>(key)?.findIndex((p) => p.id === change.item.id) ?? -1;
      queryClient.setQueryData<WishlistItem[]>(key, (list = []) => {
        const rest = list.filter((p) => p.id !== change.item.id);
        return change.save ? [guestEntry(change.item), ...rest] : rest;
      });
      return { index: Math.max(index, 0) };
    },
    onError: (error, change, context) => {
      queryClient.setQueryData<WishlistItem[]>(wishlistKeys.of(change.userId), (list = []) => undo(list, change, context?.index ?? 0));
      showToast(t(`wishlist.errors.${changeErrorKey(error)}`), t('wishlist.dismiss'), 'error');
    },
    onSettled: async (answer, error, change) => {
      if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) > 1) return;
      const key = wishlistKeys.of(change.userId);
      if (answer && !error) queryClient.setQueryData(key, answer);
      else await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
