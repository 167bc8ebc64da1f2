export * from './review';
export * from './review-input';
export * from './review-summary';
