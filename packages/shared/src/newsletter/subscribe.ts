import { z } from 'zod';

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const SubscribeSchema = z
  .object({
    email: z
      .string({ error: NEWSLETTER_EMAIL_MESSAGE })
      .trim()
      .toLowerCase()
      .max(254, NEWSLETTER_EMAIL_MESSAGE)
      .pipe(z.email({ error: NEWSLETTER_EMAIL_MESSAGE })),
  })
  .strict();
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

export const SubscribeAnswerSchema = z.object({ subscribed: z.boolean() });
export type SubscribeAnswer = z.infer<typeof SubscribeAnswerSchema>;
