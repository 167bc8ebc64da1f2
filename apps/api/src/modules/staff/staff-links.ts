/**
 * The address of a one-time link to set a password: the token is in the fragment, which a browser never sends to
 * a server, so it reaches no request log, no proxy's log and no Referer; the page reads it and posts it
 * (docs/decisions/053).
 */
export const staffLinkPath = (token: string) => `/admin/link#${token}`;
