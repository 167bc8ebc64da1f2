export * from './delivery-area';
export * from './delivery-fees';
export * from './couriers';
export * from './courier-cash';
export * from './risk';
