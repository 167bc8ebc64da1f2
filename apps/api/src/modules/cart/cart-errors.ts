import { AppError, notFound } from '../../lib/errors';

export const productNotFound = () => notFound('Product not found.');
export const lineNotFound = () => notFound('Cart item not found.');

export function sizeError(reason: 'unknown_size' | 'size_required', size: string | undefined): AppError {
  const message = reason === 'size_required' ? 'Please choose a size.' : `This product is not sold in size ${size ?? ''}.`;
  return new AppError(400, 'validation_error', message, { size: message });
}

/** 409 that says how many are left, and how many the cart already holds when that is the reason. */
export function stockError(stock: number, inCart: number): AppError {
  const message =
    stock <= 0
      ? 'This item is out of stock.'
      : `Only ${stock} left in stock.${inCart > 0 ? ` Your cart already has ${inCart}.` : ''}`;
  return new AppError(409, 'out_of_stock', message, { quantity: message });
}
