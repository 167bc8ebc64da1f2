import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-logging';

describe('loggableUrl', () => {
  it("keeps the secret of RedX's webhook address out of the log, and the courier's other addresses as they are", () => {
    expect(loggableUrl('/api/v1/couriers/redx/webhook/redx-hook-secret-0123456789abcdef')).toBe('/api/v1/couriers/redx/webhook/[redacted]');
    expect(loggableUrl('/api/v1/couriers/steadfast/webhook')).toBe('/api/v1/couriers/steadfast/webhook');
  });
});
