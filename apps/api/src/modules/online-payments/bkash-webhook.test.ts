import { describe, expect, it } from 'vitest';
import { hostAllowed, paymentOf, stringToSign, type SnsMessage } from './bkash-webhook';

// The parts of bKash's merchant webhook (docs/decisions/069) that need no server: which certificate hosts are
// trusted, what SNS signs, and the payment a Notification reports.

const notification = (message: object | string): SnsMessage => ({
  Type: 'Notification',
  MessageId: 'm-1',
  TopicArn: 'arn:aws:sns:ap-southeast-1:354285753755:bpt_01929918000',
  Message: typeof message === 'string' ? message : JSON.stringify(message),
  Timestamp: '2026-11-28T04:15:32.236Z',
  SignatureVersion: '1',
  Signature: 'x',
  SigningCertURL: 'https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-1.pem',
});

describe('hostAllowed', () => {
  it('takes an SNS region host for sns.*.amazonaws.com and nothing else of amazonaws.com', () => {
    const allowed = ['sns.*.amazonaws.com'];
    expect(hostAllowed('sns.ap-southeast-1.amazonaws.com', allowed)).toBe(true);
    expect(hostAllowed('SNS.us-east-1.amazonaws.com', allowed)).toBe(true);
    expect(hostAllowed('my-bucket.s3.amazonaws.com', allowed)).toBe(false);
    expect(hostAllowed('sns.evil.example.amazonaws.com', allowed)).toBe(false);
    expect(hostAllowed('sns.ap-southeast-1.amazonaws.com.evil.example', allowed)).toBe(false);
    expect(hostAllowed('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(hostAllowed('127.0.0.2', ['127.0.0.1'])).toBe(false);
  });
});

describe('stringToSign', () => {
  it("is SNS's: each present field of the type, name and value on their lines, in order", () => {
    expect(stringToSign(notification('{"a":1}'))).toBe(
      'Message\n{"a":1}\nMessageId\nm-1\nTimestamp\n2026-11-28T04:15:32.236Z\nTopicArn\narn:aws:sns:ap-southeast-1:354285753755:bpt_01929918000\nType\nNotification\n',
    );
  });
});

describe('paymentOf', () => {
  const payment = { trxID: '4j420anoxc', amount: '1290.50', debitMSISDN: '8801700000001', dateTime: '20261128101532', transactionStatus: 'Completed', currency: 'BDT' };

  it("reads the TrxID, the amount in poisha, the payer's number and bKash's time", () => {
    expect(paymentOf(notification(payment))).toEqual({ trxId: '4J420ANOXC', amountPoisha: 129_050, sender: '01700000001', receivedAt: new Date('2026-11-28T04:15:32Z') });
  });

  it('reports nothing for a payment not completed, not in taka, of no clean amount, or no JSON', () => {
    expect(paymentOf(notification({ ...payment, transactionStatus: 'Failed' }))).toBeNull();
    expect(paymentOf(notification({ ...payment, currency: 'USD' }))).toBeNull();
    expect(paymentOf(notification({ ...payment, amount: '1,290.50' }))).toBeNull();
    expect(paymentOf(notification({ ...payment, amount: '0' }))).toBeNull();
    expect(paymentOf(notification('not json'))).toBeNull();
  });
});
