import { ADDRESS_REQUIRED_MESSAGE } from './account/address';
import { BD_PHONE_MESSAGE } from './account/phone';
import { PROFILE_MESSAGES } from './account/profile';
import { CREDENTIAL_MESSAGES } from './auth/credentials';
import type { FieldErrorCode } from './errors';
import { IMAGE_MESSAGES as I } from './admin/images';
import { PAYMENT_PROOF_MESSAGES as P } from './orders/payment-proof';
import { SKU_TAKEN_MESSAGE } from './admin/catalogue';
import { STRUCTURE_MESSAGES } from './admin/catalogue-structure';

type NamedCode = Exclude<FieldErrorCode, 'too_long' | 'unknown_field' | 'invalid'>;

/** The message the shared schemas (and the API) give with each field code that names one. */
export const FIELD_MESSAGES: Record<NamedCode, string> = {
  name_required: CREDENTIAL_MESSAGES.nameRequired,
  email_required: CREDENTIAL_MESSAGES.emailRequired,
  email_invalid: CREDENTIAL_MESSAGES.emailInvalid,
  phone_required: PROFILE_MESSAGES.phoneRequired,
  phone_invalid: BD_PHONE_MESSAGE,
  birthday_required: PROFILE_MESSAGES.birthdayRequired,
  birthday_invalid: PROFILE_MESSAGES.birthdayInvalid,
  gender_required: PROFILE_MESSAGES.genderRequired,
  address_required: ADDRESS_REQUIRED_MESSAGE,
  transaction_id_required: P.transactionIdRequired,
  transaction_id_invalid: P.transactionIdInvalid,
  method_required: P.methodRequired,
  amount_not_positive: P.amountPositive,
  amount_invalid: P.amountInvalid,
  amount_too_large: P.amountTooLarge,
  screenshot_required: P.screenshotRequired,
  screenshot_unreadable: P.screenshotUnreadable,
  screenshot_type: P.screenshotType,
  screenshot_too_large: P.screenshotTooLarge,
  screenshot_too_many_pixels: P.screenshotTooManyPixels,
  image_required: I.imageRequired,
  image_unreadable: I.imageUnreadable,
  image_type: I.imageType,
  image_too_large: I.imageTooLarge,
  image_too_many_pixels: I.imageTooManyPixels,
  images_full: I.imagesFull,
  image_order_invalid: I.orderInvalid,
  sender_number_required: P.senderNumberRequired,
  sender_number_too_long: P.senderNumberTooLong,
  sender_name_required: P.senderNameRequired,
  sender_name_too_long: P.senderNameTooLong,
  payment_date_required: P.paymentDateRequired,
  payment_date_invalid: P.paymentDateInvalid,
  payment_date_future: P.paymentDateFuture,
  payment_date_before_order: P.paymentDateBeforeOrder,
  sku_taken: SKU_TAKEN_MESSAGE,
  name_taken: STRUCTURE_MESSAGES.nameTaken,
};

const CODE_OF_MESSAGE = new Map<string, FieldErrorCode>(Object.entries(FIELD_MESSAGES).map(([code, message]) => [message, code as FieldErrorCode]));

/**
 * The field code of one problem a shared schema found (a zod issue: its message, and zod's own code). The
 * schemas write their messages from the constants above, so the pairing is made here, once, for the API's
 * answers and the forms' own checks alike (docs/decisions/032); no screen compares a message.
 */
export function fieldCodeOf(issue: { message: string; code?: string }): FieldErrorCode {
  const named = CODE_OF_MESSAGE.get(issue.message);
  if (named) return named;
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  return 'invalid';
}
