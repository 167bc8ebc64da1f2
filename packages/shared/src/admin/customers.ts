import { z } from 'zod';
import { AddressSchema } from '../account/address';
import { singleLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order';
import { RETURN_STATUSES } from '../returns/return-request';

/** Customers in the back office (docs/product/back-office-customers-promo-pickup.md). Money in taka, times ISO. */
export const CUSTOMER_PAGE_SIZE = 20;

/** GET /admin/customers?q=&page=: q finds a name, an e-mail or a phone (01…, +8801…, 8801…). */
export const CustomerQuerySchema = z
  .object({
    q: singleLine('Search must be text.').max(100, 'Search must be at most 100 characters.').optional(),
    page: wholeNumberText('page must be a whole number from 1 to 10000.', { max: 10_000 }).default(1),
  })
  .strict();
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

export const CustomerParamsSchema = z.object({ id: z.uuid({ error: 'Not a customer id.' }) }).strict();

/** How the customer signs in: never anything of the password itself. */
/** 'phone': neither a password nor Google, only a verified mobile number's SMS codes (docs/decisions/076). */
export const SIGN_IN_METHODS = ['password', 'google', 'both', 'phone'] as const;

export const CustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made by phone that has not added an e-mail (docs/decisions/076). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  signed_up_at: z.string(),
  blocked: z.boolean(),
  /** Orders placed, cancelled ones included. */
  order_count: z.number().int(),
  /** Taka of the orders not cancelled. */
  spend: z.number(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerListSchema = z.object({
  customers: z.array(CustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomerProfileSchema = CustomerSummarySchema.extend({
  email_verified: z.boolean(),
  sign_in: z.enum(SIGN_IN_METHODS),
  blocked_at: z.string().nullable(),
  /** Staff's reason; the shopper never sees it. */
  blocked_reason: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

export const CustomerOrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  total: z.number(),
});
export const CustomerReturnSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  product_name: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  created_at: z.string(),
});
export const CustomerReviewSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  rating: z.number().int(),
  message: z.string(),
  created_at: z.string(),
});

/** GET /admin/customers/{id} and the answer of block and unblock. */
export const CustomerDetailSchema = z.object({
  customer: CustomerProfileSchema,
  orders: z.array(CustomerOrderSchema),
  addresses: z.array(AddressSchema),
  returns: z.array(CustomerReturnSchema),
  reviews: z.array(CustomerReviewSchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** POST /admin/customers/{id}/block: staff's reason, kept for staff and the audit log. */
export const CustomerBlockSchema = z
  .object({
    reason: singleLine('Give a reason.').min(3, 'The reason must be 3 to 500 characters.').max(500, 'The reason must be 3 to 500 characters.'),
  })
  .strict();
export type CustomerBlockInput = z.infer<typeof CustomerBlockSchema>;

/** What a blocked shopper reads when ordering (POST /orders, 403 account_blocked); not staff's reason. */
export const ACCOUNT_BLOCKED_MESSAGE = 'Your account cannot place orders at the moment. Please contact customer support.';
