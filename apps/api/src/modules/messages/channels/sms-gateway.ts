import { createCircuitBreaker } from '../../../lib/circuit-breaker';
import { CHANNEL_COOL_DOWN_MS, PermanentSendError, shortError, type SmsChannel } from './channel';

export interface SmsGatewayOptions {
  /** Base address of SSL Wireless ISMS (SSL_SMS_URL), default https://smsplus.sslwireless.com. */
  url: string;
  /** SSL_SMS_API_TOKEN and SSL_SMS_SID, from the ISMS panel. */
  apiToken: string;
  sid: string;
  fetch?: typeof fetch;
  /** Tests: the circuit breaker's clock. */
  breakerNow?: () => number;
}

/**
 * The gateway's duplicate key (csms_id): at most 20 characters, unique per day. The outbox row's id without its
 * dashes, cut to 20 hex digits (80 random bits), is the same on every attempt of one message and different for
 * any other (docs/decisions/046).
 */
export function csmsIdOf(id: string): string {
  return id.replace(/-/g, '').slice(0, 20);
}

interface IsmsAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: string }[];
}

/**
 * SMS through SSL Wireless ISMS v3 (`POST /api/v3/send-sms`, JSON: api_token, sid, msisdn 8801XXXXXXXXX, sms,
 * csms_id). An answer `DUPLICATE (CSMS ID)` means the gateway already took this message: that counts as sent.
 */
export function createSmsGateway(options: SmsGatewayOptions): SmsChannel {
  const doFetch = options.fetch ?? fetch;
  // Not reached (refused, timed out): skipped for a while (docs/decisions/052). Any answer says it is there.
  const breaker = createCircuitBreaker({ name: 'The SMS gateway', coolDownMs: CHANNEL_COOL_DOWN_MS, now: options.breakerNow });
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v3/send-sms`;
  return {
    name: 'gateway',
    state: breaker.state,
    async send(message) {
      const csmsId = csmsIdOf(message.id);
      let response: Response;
      try {
        response = await breaker.run(() =>
          doFetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ api_token: options.apiToken, sid: options.sid, msisdn: message.to.replace(/^\+/, ''), sms: message.text, csms_id: csmsId }),
            signal: AbortSignal.timeout(30_000),
          }),
        );
      } catch (error) {
        throw new Error(shortError(`SMS gateway not reached: ${(error as Error).message}`), { cause: error });
      }
      const answer = (await response.json().catch(() => ({}))) as IsmsAnswer;
      const info = answer.smsinfo?.[0];
      if (response.ok && answer.status === 'SUCCESS' && (!info || info.sms_status === 'SUCCESS')) {
        return { providerMessageId: info?.reference_id ?? csmsId };
      }
      const why = shortError(`SMS gateway answered ${response.status}: ${answer.error_message || info?.status_message || answer.status || 'no reason given'}`);
      if (/duplicate/i.test(why) && /csms/i.test(why)) return { providerMessageId: csmsId };
      // Its own refusals (a bad number, a bad token) come back with status FAILED; a 5xx or 429 may pass later.
      if (response.status >= 500 || response.status === 429) throw new Error(why);
      throw new PermanentSendError(why);
    },
  };
}
