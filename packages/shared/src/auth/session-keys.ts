// Plain constants, apart from the schemas: the storefront's first screen reads them without loading zod.

/** JWT claims the API signs: `sub` is the user id; the client reads `exp` to sign out in time. */
export const TOKEN_ISSUER = 'bazar-shop';
export const TOKEN_AUDIENCE = 'bazar-shop-web';
/** The client treats a token with less than this left as expired (docs/product/auth.md). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;

/** localStorage keys of the session (docs/product/auth.md). */
export const SESSION_KEYS = { token: 'token', user: 'user', redirect: 'redirect_after_login' } as const;
