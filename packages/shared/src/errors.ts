import { z } from 'zod';

/**
 * Every `code` the API answers, and no other (docs/decisions/032). The API's error classes take an `ErrorCode`,
 * so a code missing from this list does not compile; the web app compares `code` against members only.
 * Each problem a shopper can act on has a code of its own: the screens choose their words by code, never by
 * the English `message`. A new code goes here first, with its status and when it is sent.
 */
export const ERROR_CODES = [
  // Any route.
  /** 400: the request's fields, body, query or headers are not valid; `fields` says which. */
  'validation_error',
  /** 404 */
  'not_found',
  /** 401: no session, a session that ended, or wrong email or password. */
  'unauthorized',
  /** 403 */
  'forbidden',
  /** 409: the thing changed or exists already and no more specific code fits. */
  'conflict',
  /** 413 */
  'payload_too_large',
  /** 429 with Retry-After (docs/decisions/025). */
  'rate_limited',
  /** 500: a fault of ours; the answer holds no detail. */
  'internal_error',
  /** 503 with Retry-After: the database (or another part the shop needs) is briefly away (docs/decisions/028). */
  'service_unavailable',

  // Sign-in and accounts.
  /** 400: a password from the list of common ones. */
  'password_too_common',
  /** 503: Google sign-in is not set up on this shop. */
  'google_unavailable',
  /** 400: a password-reset or e-mail verification link that is unknown, used already or expired (docs/decisions/047). */
  'invalid_link',
  /** 400: the SMS code typed is not the one sent; another try is allowed (docs/decisions/076). */
  'phone_code_wrong',
  /** 400: no SMS code of this number is alive (none asked, used, timed out or tried too often): ask for a new one. */
  'phone_code_expired',
  /** 503 with Retry-After: the shop cannot send an SMS now (off, or the SMS peer failed); try again later. */
  'sms_unavailable',
  /** 409: another account has verified this mobile number (docs/decisions/076). */
  'phone_in_use',

  // Cart and wishlist.
  /** 409: a cart line may not hold more of one item (docs/decisions/025). */
  'quantity_limit',
  /** 409: the cart holds as many different items as it may. */
  'cart_full',
  /** 409: fewer units left than asked for; `fields` names the line and the units left. */
  'out_of_stock',
  /** 409: an item or size in the cart is no longer sold; `fields` names the line. */
  'unavailable',
  /** 409: the wishlist holds as many products as it may. */
  'wishlist_full',

  // Placing an order.
  /** 400: nothing (or none of the chosen lines) to order. */
  'cart_empty',
  /** 409: some chosen lines left the cart meanwhile. */
  'cart_changed',
  /** 409: the order would cost more than the `expected_total` the shopper was shown (a price or the fee went up). */
  'total_changed',
  /** 400: no pickup point chosen (a client that offers pickup only; the API sends delivery_required since decision 044). */
  'pickup_point_required',
  /** 400: neither a pickup point, an address of the book, nor an address to deliver to (docs/decisions/044). */
  'delivery_required',
  /** 400: the chosen pickup point does not exist. */
  'pickup_point_invalid',
  /** 400: the chosen pickup point lacks its name, phone or address. */
  'pickup_point_incomplete',
  /** 400: no payment method chosen. */
  'payment_method_required',
  /** 409: the shopper has as many unpaid, unconfirmed orders as an account may; `fields.unpaid_orders` says how many. */
  'unpaid_orders',
  /** 400: an order past MAX_ORDER_TOTAL_TAKA. */
  'order_too_large',
  /** 400: a promo code that cannot be used (every reason alike, docs/decisions/025). */
  'invalid_promo',
  /** 409: staff asked for a status an order or a return cannot move to from where it is. */
  'invalid_transition',
  /** 409: a category, subcategory or brand that still has products cannot be deleted, only hidden (docs/decisions/041). */
  'has_products',

  // Payment proofs (POST /orders/{id}/payment-proof).
  /** 409: the order is paid in cash on delivery. */
  'proof_not_needed',
  /** 409 */
  'order_cancelled',
  /** 409: a proof of this order is being checked or being sent. */
  'proof_pending',
  /** 409 */
  'already_paid',
  /** 409: the transaction ID was sent for another order. */
  'duplicate_transaction',
  /** 409: the order has had all the proofs it takes (docs/decisions/025). */
  'proof_limit',

  // Online payments (POST /orders/{id}/online-payments, docs/decisions/068).
  /** 409: no gateway takes the order's payment method now (it is off, or the method goes by a payment proof). */
  'payment_unavailable',
  /** 503: the gateway did not answer or refused to start the payment; nothing was charged, the shopper may try again. */
  'gateway_unavailable',

  // Reviews and returns.
  /** 403: only a shopper who received the product may review it. */
  'not_received',
  /** 409 */
  'review_exists',
  /** 409: the order has not been delivered. */
  'not_delivered',
  /** 409: the days to ask for a return have passed. */
  'return_window_closed',
  /** 409: a return of this line was asked for already. */
  'return_exists',

  // Back office (docs/decisions/037).
  /** 403: staff blocked this shopper from ordering. */
  'account_blocked',
  /** 401: the one-time code of a staff sign-in is wrong or was used already. */
  'invalid_code',
  /** 409: the change would leave the shop without an owner who can sign in. */
  'last_owner',
  /** 409: the row changed since it was read (its `version` is older); read it again. */
  'stale_version',
  // Cash-on-delivery risk (issue 25, docs/decisions/075).
  /** 409: cash on delivery is not offered for this order (a blocked phone, or high risk where the owner refuses it): pay online. */
  'cod_not_offered',
  /** 400: the SMS code of a cash order is wrong, used or timed out. */
  'order_code_wrong',
  /** 409: the order waits for no SMS code (confirmed already, cancelled, or none was asked). */
  'order_code_not_needed',
  /** 409: staff cannot confirm or send an order that waits for the shopper's SMS code. */
  'order_awaits_code',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
// Pure: the storefront's first screen reads the list without loading zod.
export const ErrorCodeSchema = /* @__PURE__ */ z.enum(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

/**
 * What is wrong with one field of a request, sent in `fieldCodes` beside the message in `fields`
 * (docs/decisions/032). The screens choose their words by this code, never by the field's English message.
 * Most name one message of the shared schemas (`field-codes.ts` pairs each with its text); the last three
 * are what any other field problem is.
 */
export const FIELD_ERROR_CODES = [
  // Account: sign-up, profile and addresses.
  'name_required',
  'email_required',
  'email_invalid',
  'phone_required',
  /** Not a Bangladeshi mobile number (also a wallet's sender number on a payment proof). */
  'phone_invalid',
  'birthday_required',
  /** Not a real day within the last 100 years. */
  'birthday_invalid',
  'gender_required',
  /** A required field of an address is empty. */
  'address_required',
  // Payment proof (docs/product/payments.md).
  'transaction_id_required',
  'transaction_id_invalid',
  'method_required',
  'amount_not_positive',
  /** More than 2 decimals of taka. */
  'amount_invalid',
  'amount_too_large',
  'screenshot_required',
  'screenshot_unreadable',
  /** Not a PNG, JPEG or WebP image. */
  'screenshot_type',
  /** More bytes than the limit (413). */
  'screenshot_too_large',
  /** More pixels than the server decodes (413): found by the server only. */
  'screenshot_too_many_pixels',
  // Images staff upload (docs/product/back-office-catalogue-images.md).
  'image_required',
  'image_unreadable',
  /** Not a JPEG, PNG or WebP image. */
  'image_type',
  /** More bytes than IMAGE_MAX_BYTES (413). */
  'image_too_large',
  /** More pixels than IMAGE_MAX_PIXELS, found from the header before any decoding (413). */
  'image_too_many_pixels',
  /** The product has PRODUCT_IMAGES_MAX photos already (409). */
  'images_full',
  /** A reorder that does not name each photo once. */
  'image_order_invalid',
  'sender_number_required',
  'sender_number_too_long',
  'sender_name_required',
  'sender_name_too_long',
  'payment_date_required',
  'payment_date_invalid',
  'payment_date_future',
  'payment_date_before_order',
  // The catalogue in the back office (docs/product/back-office-catalogue.md).
  /** Another product has this SKU (409). */
  'sku_taken',
  // Categories, subcategories and brands (docs/decisions/041).
  /** Another category, subcategory or brand has this name, or the address made from it. */
  'name_taken',
  // Any field.
  /** Longer than the field takes. */
  'too_long',
  /** A field the request does not take. */
  'unknown_field',
  /** Any other problem: the message says it. */
  'invalid',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export const FieldErrorCodeSchema = /* @__PURE__ */ z.enum(FIELD_ERROR_CODES);

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode => (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

/**
 * The one error answer of the API: `{ message, code, fields, fieldCodes }` with a 4xx/5xx status. `fields` keeps
 * each field's English message for older clients; `fieldCodes` names the same fields with their FieldErrorCode.
 */
export const ApiErrorSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  fields: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), FieldErrorCodeSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
