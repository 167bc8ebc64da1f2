import { createCircuitBreaker } from '../../../lib/circuit-breaker';
import { CHANNEL_COOL_DOWN_MS, PermanentSendError, shortError, type SmsChannel } from './channel';

export interface SmsWebhookOptions {
  /** SMS_WEBHOOK_URL */
  url: string;
  fetch?: typeof fetch;
  /** Tests: the circuit breaker's clock. */
  breakerNow?: () => number;
}

/**
 * Any other SMS provider behind a small adapter: `POST SMS_WEBHOOK_URL` with `{ "to": "+8801…", "text": "…" }` and an
 * `Idempotency-Key` header, the outbox row's id, the same on every attempt of one message (docs/decisions/046).
 * A 2xx answer is sent; a 4xx (except 408 and 429) is refused for good; anything else is tried again later.
 */
export function createSmsWebhook(options: SmsWebhookOptions): SmsChannel {
  const doFetch = options.fetch ?? fetch;
  // Not reached (refused, timed out): skipped for a while (docs/decisions/052). Any answer says it is there.
  const breaker = createCircuitBreaker({ name: 'The SMS webhook', coolDownMs: CHANNEL_COOL_DOWN_MS, now: options.breakerNow });
  return {
    name: 'webhook',
    state: breaker.state,
    async send(message) {
      let response: Response;
      try {
        response = await breaker.run(() =>
          doFetch(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': message.id },
            body: JSON.stringify({ to: message.to, text: message.text }),
            signal: AbortSignal.timeout(30_000),
          }),
        );
      } catch (error) {
        throw new Error(shortError(`SMS webhook not reached: ${(error as Error).message}`), { cause: error });
      }
      const body = await response.text().catch(() => '');
      if (response.ok) return { providerMessageId: message.id };
      const why = shortError(`SMS webhook answered ${response.status}${body ? `: ${body}` : ''}`);
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) throw new PermanentSendError(why);
      throw new Error(why);
    },
  };
}
