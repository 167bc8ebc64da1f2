import { inMinutes, type RateRule } from '../../lib/rate-gate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the links e-mailed to shoppers (docs/decisions/047, 025). The ones a stranger can see (per typed
 * address, per client address) count every request alike, known address or not, so a 429 says nothing about
 * whether an account exists; the one per account is silent: past it the answer is the same and no e-mail goes.
 */
export const LINK_LIMITS = {
  /** 'Forgot password?' requests naming one e-mail address. */
  resetPerEmail: {
    name: 'password reset per e-mail',
    limit: 5,
    windowMs: HOUR,
    message: ({ minutes }) => `Too many password reset requests for this e-mail. Please try again in ${inMinutes(minutes)}.`,
  },
  /** 'Forgot password?' requests from one client address (many shoppers share a mobile carrier's address). */
  resetPerAddress: {
    name: 'password reset per client address',
    limit: 30,
    windowMs: HOUR,
    message: ({ minutes }) => `Too many password reset requests from your network. Please try again in ${inMinutes(minutes)}.`,
  },
  /** Reset e-mails one account receives in a day (silent). */
  resetMailsPerAccount: {
    name: 'password reset e-mails per account',
    limit: 10,
    windowMs: 24 * HOUR,
    message: () => 'not shown',
  },
  /** Links that did not work (unknown, used, expired) tried from one client address. */
  badLinksPerAddress: {
    name: 'bad account links per client address',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: ({ minutes }) => `Too many attempts. Please try again in ${inMinutes(minutes)}.`,
  },
  /** Verification e-mails an account asks for: the banner's 'Send the e-mail again' and a new profile address. */
  verificationResends: {
    name: 'verification e-mail resends per account',
    limit: 3,
    windowMs: HOUR,
    message: ({ minutes }) => `We have sent several verification e-mails already. Please try again in ${inMinutes(minutes)}.`,
  },
} satisfies Record<string, RateRule>;

/** The counter of `verificationResends`: one per account, whichever way the e-mail was asked for. */
export const verificationMailsKey = (userId: string) => `verify:resend:${userId}`;
