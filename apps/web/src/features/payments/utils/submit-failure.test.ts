import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { submitFailure } from './submit-failure';

describe('submit failures (docs/product/payments.md)', () => {
  it('tells no answer, a server fault and other refusals apart', () => {
    expect(submitFailure(new ApiError(0, 'x', NETWORK_ERROR))).toEqual({ kind: 'network' });
    expect(submitFailure(new ApiError(502, 'Bad gateway', 'http_error'))).toEqual({ kind: 'server' });
    expect(submitFailure(new ApiError(409, 'x', 'proof_pending'))).toEqual({ kind: 'other', reason: 'proofPending', fields: {}, orderChanged: true });
    expect(submitFailure(new ApiError(409, 'x', 'duplicate_transaction'))).toMatchObject({ reason: 'duplicateTransaction', orderChanged: false });
    expect(submitFailure(new ApiError(404, 'Order not found.', 'not_found'))).toMatchObject({ reason: 'notFound' });
    expect(submitFailure(new ApiError(409, 'x', 'proof_limit'))).toMatchObject({ reason: 'proofLimit', orderChanged: false });
  });

  it("puts the server's field messages under their fields", () => {
    const error = new ApiError(413, 'x', 'payload_too_large', { screenshot: 'This image is too large to process. Please send a phone screenshot or a smaller picture.' });
    expect(submitFailure(error)).toEqual({ kind: 'other', reason: 'fields', fields: { screenshot: 'screenshotTooManyPixels' }, orderChanged: false });
    expect(submitFailure(new ApiError(413, 'The request is too large.', 'payload_too_large'))).toMatchObject({ reason: 'tooLarge' });
  });
});
