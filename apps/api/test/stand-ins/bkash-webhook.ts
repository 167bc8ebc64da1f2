// A stand-in for bKash's merchant payment webhook in the test process (docs/decisions/069): bKash delivers each
// payment into a merchant wallet as an Amazon SNS message, signed (RSA) with the key of the certificate at its
// SigningCertURL. This stand-in is the certificate's host, a real HTTP server on 127.0.0.1 that serves a test
// certificate and takes subscription confirmations, and it writes the messages as SNS would, signed with the test key.
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from '../loopback';

/** A self-signed test certificate (CN sns.test-stand-in.amazonaws.com, 100 years) and its key: for tests only. */
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDCYd1HJkncxfHi
pMozPBTLVdvU5Yf/zUfk7qYCyifOmlH0Ns0NuFUFrswBps9gXAcGR3NsU8y/xrQy
Lii8PH44VwUr8cbdL9t72BRcIj5bmIH8oZ4e+q+k7TOIqoc8ndwkyHRvxaom6mRU
oNMGi1LNDcxK7GLzWL/B+d4fKNLTfCDanD/vUMUwhCv6dThEMHPmQdOmS6i63RMh
finaOzPb/vLcvVyPwvRwXGKfzKOB866u7ugdGzxOKvh8ytaicjAz1njSX31AxF6h
xhWQnEjwYXvsMKRxiRzT91EnNo8ouOLP8B8fQewWyLlwsr9DfSeVPEqjy35TrpL4
zhhIqCe/AgMBAAECggEAUgD3WQzOHFVltjfPFc5C94VBOI+c0E3KBsqnPoYKRR7V
dDGqUB9zvvH/HrNAyWYJkJyUFR9FQaKSYpkWllLu7NXJWMCnJKkL7zM5Y6UOqZWt
QObtziPz9aAcHYvTgb8XIG1wsbayEbjQmuM+I4Sjad5oUTNoi0DlpO/ExWBzkMQQ
Bh0P3vxM7++dRgTo05GTeLnTAUy3K7iqrFAgXC0q1DtmT28PvaP3/aKBYnyUrENX
G6hDnmYnnp8L1p7MAVfom/Txa5Yu0FiYz1wNhI/plUalZadw/lgq7yqsUprXX7HR
N4OYxPJx22MO8+4/MwHU4RhGsd5jKR148J2xl0JgAQKBgQD1VX9kSQNJxCV3g/5x
Hi1YUGq9xgrcu7YV+9eTOXQ8m55E3sfHoYyjYisngRQDd1LEH/47idCryoCtxjcV
xl6B9bJUU27ypZdzbailrWQzEdpUmV/KHp4xJ3EUTAWaeob8usvNpv5iNDK+UYON
jD8mcM0Qw1hx7k5P26V3f4pmZQKBgQDK1UmxBQE5PGbhANBrEepzMZGkvGdildIK
by4svID5m+AjOZz/LusnQ0fCL1UmxkIR+ZzUN6Us6h87ZsZlTYWpnUZjmiDjuxta
PbMYeXcQyL9/zV0WayEOkahagtQfZdBCvKchZAMH+rBBbW64hNy/Cojuhggv4dCK
GDVZLydRUwKBgQDHvw/Up/msYq4aq/ZLRUWoJPlzf74yUAcFySGQ9fNksVNgQX6p
VCf8kp4OMPMJi2pw0pedBC1I4bx5P+xzpyolZ9UFAVVQ7G/uBDeOhSkSx5Na0/GA
0AL+hF12KBtb1iz3smLjEvcFH/i8qgORCMIV2zurTVFCmcNbE7uaGtalXQKBgEYY
HzdFe37EGOl41o2py1OztZkwYqn3DHb+pP5gxlF8RKDnsBGfrTQMVCgPI2Ya7Yo4
sLHF6Rb0cYadpcIsYByVdVXGVcddSb6Nw+6ZS0RJm6QW3Cx7KRlXzM46mAOhs67c
cwVfAo0nXPG/V5v8jiyW/2sudnXVm7OdWhJP8U5xAoGBAIcV8tzXQtb/9zk1Rjc/
wV90Hh1vLF9J7j2SfKAcZydos8r7FWqL8yC/uSq/fdzMoI7S0H5hVGnDRxJyWgYn
ZhxuiWEFkCklEZnk9ljrZm15gyybuGXCDJKsuPOlxjFtwYHNq/oUubdf3NDuCHW4
9hj/fITVFMkNOBkKnv3zS6c+
-----END PRIVATE KEY-----`;
const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDNzCCAh+gAwIBAgIUXK5oqQWrchKU/IMM70zWuBQR3UMwDQYJKoZIhvcNAQEL
BQAwKjEoMCYGA1UEAwwfc25zLnRlc3Qtc3RhbmQtaW4uYW1hem9uYXdzLmNvbTAg
Fw0yNjExMjgxMzI5NTNaGA8yMTI2MTEwNDEzMjk1M1owKjEoMCYGA1UEAwwfc25z
LnRlc3Qtc3RhbmQtaW4uYW1hem9uYXdzLmNvbTCCASIwDQYJKoZIhvcNAQEBBQAD
ggEPADCCAQoCggEBAMJh3UcmSdzF8eKkyjM8FMtV29Tlh//NR+TupgLKJ86aUfQ2
zQ24VQWuzAGmz2BcBwZHc2xTzL/GtDIuKLw8fjhXBSvxxt0v23vYFFwiPluYgfyh
nh76r6TtM4iqhzyd3CTIdG/FqibqZFSg0waLUs0NzErsYvNYv8H53h8o0tN8INqc
P+9QxTCEK/p1OEQwc+ZB06ZLqLrdEyF+Kdo7M9v+8ty9XI/C9HBcYp/Mo4Hzrq7u
6B0bPE4q+HzK1qJyMDPWeNJffUDEXqHGFZCcSPBhe+wwpHGJHNP3USc2jyi44s/w
Hx9B7BbIuXCyv0N9J5U8SqPLflOukvjOGEioJ78CAwEAAaNTMFEwHQYDVR0OBBYE
FEVFgGL6zG4athuVs9rwikKEysPWMB8GA1UdIwQYMBaAFEVFgGL6zG4athuVs9rw
ikKEysPWMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAJrGnRFw
p77wH3vLY1CKU2jMtfdaorYrfk/fyh0PcRtHHQaPLHKRGZkKTz575zDEhA3aA2cJ
o8+ollynnXROjUbu9W+QyX6DoeqmOu737Vm89IA5okbhzAFJrXpO3poyMqcXJWlo
+641m00An8Uubpj8q0lDAfK8rsQ8QKfLmaPYqT0LW7j5+HKx0T+EwOXU+SgcU8PM
kJcEQq7NmLSV4N46LYTNTN3c/mcrLP42zDSYqeiqjGETUoCQeNOj9C8w3+zJ78Ci
95V+bCum/rTeP1p5HfYMrKWTVvJehWcJbL51DPS/Nn3kgsYDxL1912liWpFYYmYn
OGzy83S5cyYRkMU=
-----END CERTIFICATE-----`;

/** What bKash writes in a Notification's Message (the fields this shop reads). */
export interface WebhookPayment {
  trxID: string;
  amount: string;
  debitMSISDN: string;
  dateTime?: string;
  transactionStatus?: string;
  currency?: string;
}

export type SnsMessage = Record<string, string>;

export interface BkashWebhookStandIn {
  url: string;
  /** The address of the test certificate. */
  certUrl: string;
  /** A signed Notification of one payment; `sign` 'other-key' signs it with a key that is not the certificate's. */
  notification(payment: WebhookPayment, options?: { sign?: 'good' | 'other-key'; certUrl?: string }): SnsMessage;
  /** A signed SubscriptionConfirmation whose SubscribeURL is this stand-in's. */
  subscription(): SnsMessage;
  /** How often the certificate was fetched and subscriptions confirmed. */
  calls: { certificate: number; confirm: number };
  close(): Promise<void>;
}

const FIELDS = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
} as const;

function signed(message: SnsMessage, key: string | Buffer): SnsMessage {
  const text = FIELDS[message.Type as keyof typeof FIELDS].filter((f) => message[f] !== undefined).map((f) => `${f}\n${message[f]}\n`).join('');
  const signer = createSign('RSA-SHA1');
  signer.update(text);
  return { ...message, SignatureVersion: '1', Signature: signer.sign(key, 'base64') };
}

export async function startBkashWebhookStandIn(): Promise<BkashWebhookStandIn> {
  const calls = { certificate: 0, confirm: 0 };
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/SimpleNotificationService-test.pem') {
      calls.certificate += 1;
      res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(TEST_CERTIFICATE);
    } else if (req.method === 'GET' && path === '/confirm') {
      calls.confirm += 1;
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
    } else res.writeHead(404).end();
  });
  const listening = await listenOnLoopback(server);
  const certUrl = `${listening.url}/SimpleNotificationService-test.pem`;
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  const topic = 'arn:aws:sns:ap-southeast-1:354285753755:bpt_01929918000';
  const base = () => ({ MessageId: randomUUID(), TopicArn: topic, Timestamp: new Date().toISOString(), SigningCertURL: certUrl });

  return {
    url: listening.url,
    certUrl,
    calls,
    notification(payment, options = {}) {
      const message = {
        dateTime: '20261128101532',
        creditOrganizationName: 'Bazar',
        creditShortCode: '01929918***',
        transactionStatus: 'Completed',
        transactionType: '1003',
        currency: 'BDT',
        transactionReference: 'order',
        merchantInvoiceNumber: '',
        ...payment,
      };
      const sns = { ...base(), Type: 'Notification', Message: JSON.stringify(message), ...(options.certUrl ? { SigningCertURL: options.certUrl } : {}) };
      return signed(sns, options.sign === 'other-key' ? otherKey : TEST_KEY);
    },
    subscription() {
      const token = randomUUID();
      return signed(
        {
          ...base(),
          Type: 'SubscriptionConfirmation',
          Token: token,
          Message: `You have chosen to subscribe to the topic ${topic}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
          SubscribeURL: `${listening.url}/confirm?Action=ConfirmSubscription&Token=${token}`,
        },
        TEST_KEY,
      );
    },
    close: () => listening.stop(),
  };
}
