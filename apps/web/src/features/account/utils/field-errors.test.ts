import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './field-errors';

describe('the account forms read the server by field code', () => {
  it('words each field the API names from its code, whatever its English message says', () => {
    const error = new ApiError(400, 'Some fields are not valid.', 'validation_error',
      { name: 'Any words', phone: 'Any words', birthday: 'x', city: 'Please fill in all required fields.', landmark: 'x', label: 'x' },
      null,
      { name: 'name_required', phone: 'phone_invalid', birthday: 'birthday_invalid', city: 'address_required', landmark: 'too_long', label: 'invalid' });
    expect(serverFieldErrors(error)).toEqual({
      name: 'nameRequired', phone: 'phoneInvalid', birthday: 'birthdayInvalid', city: 'fieldRequired', landmark: 'tooLong', label: 'invalid',
    });
  });

  it('says only that a field is wrong when the answer gives it no code (an older server)', () => {
    const error = new ApiError(400, 'x', 'validation_error', { email: 'Email is required' });
    expect(serverFieldErrors(error)).toEqual({ email: 'invalid' });
  });
});
