import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkReturn, returnFailure } from './return-errors';

describe('checkReturn', () => {
  it('needs an item and a reason of 3 to 500 characters', () => {
    expect(checkReturn('line-1', 'Too small')).toEqual({});
    expect(checkReturn('', '  ab  ')).toEqual({ item: 'item', reason: 'reason' });
    expect(checkReturn('line-1', 'x'.repeat(501))).toEqual({ reason: 'reason' });
  });
});

describe('returnFailure', () => {
  it('maps the server’s refusals to the form’s texts', () => {
    expect(returnFailure(new ApiError(409, 'x', 'return_window_closed'))).toEqual({ form: 'windowClosed' });
    expect(returnFailure(new ApiError(409, 'x', 'return_exists'))).toEqual({ form: 'exists' });
    expect(returnFailure(new ApiError(409, 'x', 'not_delivered'))).toEqual({ form: 'notDelivered' });
    expect(returnFailure(new ApiError(404, 'x', 'not_found'))).toEqual({ form: 'notFound' });
    expect(returnFailure(new ApiError(400, 'x', 'validation_error', { reason: 'short' }))).toEqual({ reason: 'reason' });
    expect(returnFailure(new ApiError(0, 'x', 'network_error'))).toEqual({ form: 'network' });
    expect(returnFailure(new Error('boom'))).toEqual({ form: 'failed' });
  });
});
