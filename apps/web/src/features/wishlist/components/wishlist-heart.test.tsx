// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { CardHeartsSource } from '../hooks/card-hearts';
import { localWishlist } from '../hooks/local-wishlist';
import { WishlistHeart } from './wishlist-heart';

const shirt = { id: 1, name: 'Oxford Shirt', price: 1290, oldPrice: null, image: '/a.webp' };
const saree = { id: 2, name: 'Jamdani Saree', price: 4500, oldPrice: 5200, image: '/b.webp' };

beforeAll(() => initI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('card hearts', () => {
  it('all read the one shared wishlist: a click saves the product on every card that shows it', () => {
    localWishlist.write([saree]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WishlistHeart item={shirt} />
        <WishlistHeart item={shirt} />
        <WishlistHeart item={saree} />
        <CardHeartsSource />
      </QueryClientProvider>,
    );
    const shirts = screen.getAllByRole('button', { name: 'Save Oxford Shirt to your wishlist' });
    const sareeHeart = screen.getByRole('button', { name: 'Save Jamdani Saree to your wishlist' });
    expect(sareeHeart.getAttribute('aria-pressed')).toBe('true');
    expect(shirts.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    act(() => void fireEvent.click(shirts[0]!));
    expect(shirts.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(localWishlist.read().map((item) => item.id)).toEqual([1, 2]);
    act(() => void fireEvent.click(sareeHeart));
    expect(sareeHeart.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('a heart pressed before the shared wishlist is read', () => {
  const page = (source: boolean) => (
    <QueryClientProvider client={createQueryClient()}>
      <WishlistHeart item={shirt} />
      <WishlistHeart item={saree} />
      {source && <CardHeartsSource />}
    </QueryClientProvider>
  );

  it('shows as saved at once and is saved once the list is there', () => {
    const { rerender } = render(page(false));
    const shirtHeart = screen.getByRole('button', { name: 'Save Oxford Shirt to your wishlist' });
    act(() => void fireEvent.click(shirtHeart));
    expect(shirtHeart.getAttribute('aria-pressed')).toBe('true');
    expect(localWishlist.read()).toEqual([]);
    rerender(page(true));
    expect(localWishlist.read().map((item) => item.id)).toEqual([1]);
    expect(shirtHeart.getAttribute('aria-pressed')).toBe('true');
  });

  it('is not unsaved when the list already had it, and pressed twice it asks for nothing', () => {
    localWishlist.write([saree]);
    const { rerender } = render(page(false));
    const shirtHeart = screen.getByRole('button', { name: 'Save Oxford Shirt to your wishlist' });
    const sareeHeart = screen.getByRole('button', { name: 'Save Jamdani Saree to your wishlist' });
    act(() => void fireEvent.click(sareeHeart));
    act(() => void fireEvent.click(shirtHeart));
    act(() => void fireEvent.click(shirtHeart));
    expect(shirtHeart.getAttribute('aria-pressed')).toBe('false');
    rerender(page(true));
    expect(localWishlist.read().map((item) => item.id)).toEqual([2]);
    expect(sareeHeart.getAttribute('aria-pressed')).toBe('true');
    expect(shirtHeart.getAttribute('aria-pressed')).toBe('false');
  });
});
