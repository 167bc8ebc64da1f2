/** Query keys of returns, per signed-in user. */
export const returnsKeys = {
  all: (userId: string) => ['returns', userId] as const,
  list: (userId: string) => ['returns', userId, 'list'] as const,
  returnable: (userId: string) => ['returns', userId, 'returnable'] as const,
};
