export * from './review';
export * from './review-limits';
export * from './review-input';
export * from './review-summary';
