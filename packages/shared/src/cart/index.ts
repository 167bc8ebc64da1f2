export * from './cart';
export * from './cart-input';
export * from './selection';
