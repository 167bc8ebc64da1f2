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

  it("puts the server's field problems under their fields, by code", () => {
    const message = 'This image is too large to process. Please send a phone screenshot or a smaller picture.';
    const error = new ApiError(413, 'x', 'payload_too_large', { screenshot: message }, null, { screenshot: 'screenshot_too_many_pixels' });
    expect(submitFailure(error)).toEqual({ kind: 'other', reason: 'fields', fields: { screenshot: 'screenshotTooManyPixels' }, orderChanged: false });
    // The same words without their code say only that the field is wrong.
    expect(submitFailure(new ApiError(413, 'x', 'payload_too_large', { screenshot: message }))).toMatchObject({ fields: { screenshot: 'invalid' } });
    expect(submitFailure(new ApiError(413, 'The request is too large.', 'payload_too_large'))).toMatchObject({ reason: 'tooLarge' });
  });
});
