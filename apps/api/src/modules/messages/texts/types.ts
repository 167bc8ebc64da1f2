import type { MessageKind } from '../outbox';

/** What a text is made of, already formatted for its language (amounts in ৳, digits of the language). */
export interface TextValues {
  name: string;
  orderNumber: string;
  /** The order's page in the shop; empty without PUBLIC_URL. */
  orderUrl: string;
  total: string;
  refund: string;
  reason: string;
  courier: string;
  trackingNumber: string;
  trackingUrl: string;
  /** return_decided: approved, rejected or refunded. */
  decision: string;
  /** refund_done: the way the money went back: 'sslcommerz' (the card or wallet paid with, through SSLCommerz), 'bkash'. */
  channel: string;
  /** The one-time link of an account message. */
  link: string;
  /** email_changed: the account's new address, masked. */
  newEmail: string;
  /** The shop's Help Center, for a shopper who did not make a change; empty without PUBLIC_URL. */
  helpUrl: string;
}

export interface KindTexts {
  subject(v: TextValues): string;
  /** Paragraphs of the e-mail, after the greeting. */
  body(v: TextValues): string[];
  /** A button under the paragraphs, when there is somewhere to go. */
  action?(v: TextValues): { label: string; url: string } | null;
  /** The SMS: short, one part where it can be. */
  sms(v: TextValues): string;
}

export interface MessageCatalogue {
  greeting(name: string): string;
  signOff: string;
  /** Under every e-mail: why the shopper got it. */
  footer: string;
  /** The plain-text line before a link. */
  linkLabel: string;
  /** The reason of an order the shop cancelled by itself, unpaid after `hours` (the stored one is English). */
  unpaidExpiryReason(hours: number): string;
  kinds: Record<MessageKind, KindTexts>;
}
