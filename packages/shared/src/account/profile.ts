import { z } from 'zod';
import { EmailSchema, NameSchema } from '../auth/credentials';
import { singleLine } from '../input/text';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Texts of the profile's rules; each has its field code (field-codes.ts). */
export const PROFILE_MESSAGES = {
  phoneRequired: 'Phone number is required',
  birthdayRequired: 'Complete birthday is required',
  birthdayInvalid: 'Please choose a real date in the last 100 years.',
  genderRequired: 'Gender is required',
} as const;

export const PhoneSchema = singleLine(PROFILE_MESSAGES.phoneRequired)
  .min(1, PROFILE_MESSAGES.phoneRequired)
  .transform((value, ctx) => {
    const phone = normaliseBdPhone(value);
    if (phone === null) ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
    return phone ?? value;
  });

/** YYYY-MM-DD of a real day within the last 100 years (the form's year list). */
export const BirthdaySchema = z
  .string({ error: PROFILE_MESSAGES.birthdayRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_MESSAGES.birthdayRequired)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const year = date.getUTCFullYear();
    const now = new Date().getUTCFullYear();
    return year > now - 100 && date.getTime() <= Date.now();
  }, PROFILE_MESSAGES.birthdayInvalid);

/**
 * PUT /api/v1/profile: all five are required (docs/product/account.md), except the e-mail of an account made by
 * phone that has none yet (docs/decisions/076): left out, the account's address stays as it is.
 */
export const ProfileInputSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema.optional(),
    phone: PhoneSchema,
    birthday: BirthdaySchema,
    gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.genderRequired }),
  })
  .strict();
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** GET /api/v1/profile: fields not filled in yet are null. */
export const ProfileSchema = z.object({
  name: z.string(),
  /** Null for an account made by phone that has not added an e-mail (docs/decisions/076). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
