import { z } from 'zod';
import { singleLine } from '../input/text';
import { queuePaging, QueuePageSchema } from './decision-reason';

/**
 * The back office's Messages (docs/product/messages.md): what the shop sent shoppers by e-mail and SMS, what waits,
 * what failed and why, and a resend. Times as ISO strings.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const ADMIN_MESSAGE_KINDS = [
  'order_placed', 'order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered',
  'order_cancelled', 'proof_approved', 'proof_rejected', 'return_decided', 'refund_done',
  'password_reset', 'email_verification', 'email_verification_reminder', 'email_changed',
] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];
export const MESSAGE_CHANNEL_NAMES = ['email', 'sms'] as const;

/** GET /admin/messages?status=&q=&page=&limit=: newest first; `q` is part of an order number, an e-mail address or a phone. */
export const AdminMessageQuerySchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES, { error: `status must be one of ${MESSAGE_STATUSES.join(', ')}.` }).optional(),
    q: singleLine().max(60, 'Search with at most 60 characters.').optional(),
    ...queuePaging,
  })
  .strict();
export type AdminMessageQuery = z.infer<typeof AdminMessageQuerySchema>;

export const AdminMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(ADMIN_MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNEL_NAMES),
  status: z.enum(MESSAGE_STATUSES),
  /** The message's subject in the account's language (e-mail), or the SMS text's start. */
  subject: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** Where it went, once sent (or tried): an e-mail address or +8801… */
  recipient: z.string().nullable(),
  language: z.enum(['en', 'bn']).nullable(),
  order_number: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, or why it is skipped. */
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** The peer's id of what it accepted (the Message-ID of an e-mail). */
  provider_message_id: z.string().nullable(),
  /** A resend: the message it repeats. */
  resend_of: z.string().nullable(),
  /** Staff may resend it (not a one-time link, not waiting already). */
  can_resend: z.boolean(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageListSchema = z.object({ messages: z.array(AdminMessageSchema) }).extend(QueuePageSchema.shape);
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;

/** POST /admin/messages/{id}/resend answers the new message, queued to be sent with the same text. */
export const AdminMessageAnswerSchema = z.object({ message: AdminMessageSchema });
export type AdminMessageAnswer = z.infer<typeof AdminMessageAnswerSchema>;
