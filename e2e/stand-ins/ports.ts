/**
 * Where the browser tests' payment gateway stand-ins listen, beside the shop's E2E_PORT (the mailbox has +2000 and
 * +2001): the control server the browser tests switch failure modes with (also the shop's SMS peer), SSLCommerz's,
 * bKash's and Steadfast's stand-ins.
 */
export function standInPorts(shopPort: number = Number(process.env.E2E_PORT ?? 3100)) {
  const control = Number(process.env.E2E_STAND_INS_PORT ?? shopPort + 2002);
  return { control, sslcommerz: control + 1, bkash: control + 2, steadfast: control + 3 };
}

/** The fixed test value of STEADFAST_WEBHOOK_TOKEN in the browser tests: the Steadfast stand-in's webhooks carry it. */
export const E2E_STEADFAST_WEBHOOK_TOKEN = 'e2e-steadfast-webhook-token-0123456789';

/** The fixed test value of WALLET_SMS_SECRET in the browser tests (32 characters). */
export const E2E_WALLET_SMS_SECRET = 'e2e-wallet-sms-secret-0123456789';
