/** The path of a one-time link to set a password; the back office opens it at /admin/link/<token>. */
export const staffLinkPath = (token: string) => `/admin/link/${token}`;
