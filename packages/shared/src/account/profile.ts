import { z } from 'zod';
import { EmailSchema, NameSchema } from '../auth/credentials';
import { singleLine } from '../input/text';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PhoneSchema = singleLine('Phone number is required')
  .min(1, 'Phone number is required')
  .transform((value, ctx) => {
    const phone = normaliseBdPhone(value);
    if (phone === null) ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
    return phone ?? value;
  });

/** YYYY-MM-DD of a real day within the last 100 years (the form's year list). */
export const BirthdaySchema = z
  .string({ error: 'Complete birthday is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Complete birthday is required')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const year = date.getUTCFullYear();
    const now = new Date().getUTCFullYear();
    return year > now - 100 && date.getTime() <= Date.now();
  }, 'Please choose a real date in the last 100 years.');

/** PUT /api/v1/profile: all five are required (docs/product/account.md). */
export const ProfileInputSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    birthday: BirthdaySchema,
    gender: z.enum(GENDERS, { error: 'Gender is required' }),
  })
  .strict();
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** GET /api/v1/profile: fields not filled in yet are null. */
export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
