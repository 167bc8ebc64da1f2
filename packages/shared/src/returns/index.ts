export * from './return-request';
export * from './refund';
