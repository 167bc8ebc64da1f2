export * from './money';
export * from './constants';
export * from './errors';
export * from './catalog/product';
export * from './catalog/product-query';
export * from './catalog/category';
export * from './newsletter/subscribe';
