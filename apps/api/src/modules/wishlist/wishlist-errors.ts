import { ErrorCode, MAX_WISHLIST_ITEMS, WISHLIST_FULL_CODE } from '@shop/shared';
import { AppError } from '../../lib/errors';

export const productNotFound = () => new AppError(404, ErrorCode.notFound, 'Product not found.');

export const wishlistFull = () =>
  new AppError(409, WISHLIST_FULL_CODE, `Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Remove some to save new ones.`);
