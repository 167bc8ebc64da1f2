import { z } from 'zod';
import { singleLine } from '../input/text';
import { PhoneSchema } from './profile';

export const ADDRESS_LABELS = ['HOME', 'OFFICE'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const ADDRESS_REQUIRED_MESSAGE = 'Please fill in all required fields.';

const required = singleLine(ADDRESS_REQUIRED_MESSAGE).min(1, ADDRESS_REQUIRED_MESSAGE).max(200);

/**
 * POST /api/v1/addresses and PATCH /api/v1/addresses/{id}. Province, city and zone are the English
 * names of a Bangladeshi division, district and upazila (the server checks they belong together).
 * The old site also sent `tag` and a composed `postcode`; both are accepted and ignored.
 */
export const AddressInputSchema = z
  .object({
    name: required,
    phone: PhoneSchema,
    province: required,
    city: required,
    zone: required,
    address: required.max(500),
    landmark: singleLine().max(200).nullish(),
    label: z.enum(ADDRESS_LABELS).default('HOME'),
    tag: singleLine().max(200).optional(),
    postcode: singleLine().max(500).optional(),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  zone: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  label: z.enum(ADDRESS_LABELS),
  /** 'province - city - zone', as the old site composed it. */
  postcode: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.object({ addresses: z.array(AddressSchema) });
