export * from './catalog';
export * from './accounts';
export * from './cart';
export * from './promo';
export * from './orders';
export * from './staff';
