// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import * as toast from '../../../components/ui/toast';
import { mergeGuestList } from '../../../api/guest-lists';
import { fakeWishlistServer } from '../utils/wishlist-test-server';
import { localWishlist, WISHLIST_KEY, type WishlistItem } from './local-wishlist';
import { guestWishlist } from './server-wishlist';
import { useWishlist } from './use-wishlist';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const user = { id: 'u1', email: 'nusrat@example.com', name: 'Nusrat', given_name: null, family_name: null, picture: null, verified_email: false };
const item = (id: number): WishlistItem => ({ id, name: `Product ${id}`, price: id * 10, oldPrice: null, image: `/images/${id}.webp` });
const ids = (list: readonly WishlistItem[]) => list.map((p) => p.id);

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useWishlist(), { wrapper });
}

let server: ReturnType<typeof fakeWishlistServer>;
beforeAll(() => initI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  // A hook left mounted would answer the next test's sign-in too.
  cleanup();
  server?.restore();
  vi.restoreAllMocks();
});

describe('useWishlist', () => {
  it('keeps a guest list on this device, newest first, without calling the server', () => {
    server = fakeWishlistServer();
    const { result } = render();
    act(() => void result.current.toggle(item(1)));
    act(() => void result.current.toggle(item(2)));
    expect(ids(result.current.items)).toEqual([2, 1]);
    expect(result.current.has(1)).toBe(true);
    act(() => void result.current.toggle(item(1)));
    act(() => result.current.remove(item(5)));
    expect(ids(JSON.parse(localStorage.getItem(WISHLIST_KEY)!))).toEqual([2]);
    expect(server.calls).toEqual([]);
  });

  it('merges the guest list into the account on sign-in, clears it after the server confirms, and shows the empty local list after sign-out', async () => {
    server = fakeWishlistServer([7]);
    localWishlist.write([item(2), item(1), item(4000)]);
    const { result } = render();
    act(() => signIn({ token, user }));
    await waitFor(() => expect(ids(result.current.items)).toEqual([2, 1, 7]));
    expect(server.calls).toEqual(['POST /api/v1/wishlist/merge', 'GET /api/v1/wishlist']);
    expect(server.bodies[0]).toEqual({ productIds: [2, 1, 4000] });
    expect(localWishlist.read()).toEqual([]);
    act(() => signOut());
    expect(result.current.items).toEqual([]);
    expect(result.current.signedIn).toBe(false);
  });

  it('keeps the guest list when the merge fails, and merges it on the next read', async () => {
    server = fakeWishlistServer();
    localWishlist.write([item(3)]);
    server.fail(500, 500);
    const { result } = render();
    act(() => signIn({ token, user }));
    // A 5xx is asked once more after a second before the screen says so.
    await waitFor(() => expect(result.current.error).toBe(true), { timeout: 5000 });
    expect(ids(localWishlist.read())).toEqual([3]);
    act(() => result.current.retry());
    await waitFor(() => expect(ids(result.current.items)).toEqual([3]));
    expect(localWishlist.read()).toEqual([]);
  });

  it('shows a signed-in heart at once and keeps it when the server agrees', async () => {
    server = fakeWishlistServer([1]);
    signIn({ token, user });
    const { result } = render();
    await waitFor(() => expect(result.current.loading).toBe(false));
    // The server holds its answers: what the heart shows meanwhile can only be the hook's own.
    let release = server.hold();
    await act(() => result.current.toggle(item(2)));
    await waitFor(() => expect(result.current.has(2)).toBe(true));
    expect(server.ids()).toEqual([1]);
    release();
    await waitFor(() => expect(server.ids()).toEqual([2, 1]));
    release = server.hold();
    await act(() => result.current.toggle(item(1)));
    await waitFor(() => expect(result.current.has(1)).toBe(false));
    release();
    await waitFor(() => expect(server.ids()).toEqual([2]));
    expect(ids(result.current.items)).toEqual([2]);
    expect(localWishlist.read()).toEqual([]);
  });

  it('undoes a change the server refuses and says why', async () => {
    server = fakeWishlistServer([1, 2, 3]);
    const shown = vi.spyOn(toast, 'showToast');
    signIn({ token, user });
    const { result } = render();
    await waitFor(() => expect(result.current.count).toBe(3));
    server.fail(409);
    await act(() => result.current.toggle(item(9)));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Your wishlist is full. Remove some products to save new ones.', 'Dismiss', 'error'));
    expect(ids(result.current.items)).toEqual([1, 2, 3]);
    server.fail(0);
    const release = server.hold();
    act(() => result.current.remove(item(2)));
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 3]));
    release();
    // Offline: the removed product comes back in its place.
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3]));
    expect(shown).toHaveBeenLastCalledWith('Your wishlist was not updated. Please check your connection.', 'Dismiss', 'error');
  });
});

describe('the guest wishlist merge', () => {
  it('sends a long guest list in parts, oldest part first, so the account keeps the guest order', async () => {
    server = fakeWishlistServer();
    const guest = Array.from({ length: 450 }, (_, i) => item(i + 1));
    localWishlist.write(guest);
    signIn({ token, user });
    await mergeGuestList(guestWishlist, user.id);
    expect(server.bodies.map((b) => (b as { productIds: number[] }).productIds.length)).toEqual([200, 200, 50]);
    expect(server.ids()).toEqual(ids(guest));
    expect(localWishlist.read()).toEqual([]);
  });
});
