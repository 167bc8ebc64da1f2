import { FIELD_MESSAGES, fieldCodeOf, type ErrorCode, type FieldErrorCode } from '@shop/shared';
import type { ZodError } from 'zod';

/**
 * An error the client caused or may see: becomes `{ message, code, fields, fieldCodes }` with its status. The code
 * is a member of the shared ErrorCode list, each field code of FIELD_ERROR_CODES (docs/decisions/032): a new one
 * is added there first.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly fieldCodes?: Record<string, FieldErrorCode>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/** No session: a missing, forged or outdated token, or an account that is gone (the app signs the shopper out). */
export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Authentication failed. Please login again.');

/**
 * One field's problem, named by its field code: the answer's message and the field's are the code's text
 * from the shared schemas (FIELD_MESSAGES).
 */
export function fieldError(statusCode: number, code: ErrorCode, field: string, fieldCode: keyof typeof FIELD_MESSAGES): AppError {
  const message = FIELD_MESSAGES[fieldCode];
  return new AppError(statusCode, code, message, { [field]: message }, { [field]: fieldCode });
}

/** Bad input as a 400 naming each field: its first problem's message, and its field code. */
export function validationError(error: ZodError, message = 'Some fields are not valid.', code: ErrorCode = 'validation_error'): AppError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        fields[k] ??= 'Unknown field.';
        fieldCodes[k] ??= 'unknown_field';
      }
    } else {
      const key = issue.path.length ? issue.path.join('.') : '_';
      fields[key] ??= issue.message;
      fieldCodes[key] ??= fieldCodeOf(issue);
    }
  }
  return new AppError(400, code, message, fields, fieldCodes);
}
