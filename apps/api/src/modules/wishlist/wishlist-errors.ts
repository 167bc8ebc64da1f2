import { MAX_WISHLIST_ITEMS } from '@shop/shared';
import { AppError } from '../../lib/errors';

export const productNotFound = () => new AppError(404, 'not_found', 'Product not found.');

export const wishlistFull = () =>
  new AppError(409, 'wishlist_full', `Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Remove some to save new ones.`);
