import { describe, expect, it } from 'vitest';
import { parseWalletSms, type WalletReceipt } from './parse';

// The wallets' "money received" texts as the SMS forwarder posts them (docs/decisions/064): English and Bengali,
// line breaks as the phone shows them, and the near matches that must not count as a payment.

const received: [string, { from: string; text: string }, WalletReceipt][] = [
  [
    'bKash, English',
    { from: 'bKash', text: 'You have received Tk 1,290.00 from 01712345678. Ref 1042. Fee Tk 0.00. Balance Tk 5,432.10. TrxID 9K7A6B5C4D at 28/11/2026 10:15' },
    { wallet: 'bkash', trxId: '9K7A6B5C4D', amountPoisha: 129_000, sender: '01712345678', receivedAt: '2026-11-28T10:15:00+06:00' },
  ],
  [
    'bKash, English, a payment to the merchant number, no reference',
    { from: 'bKash', text: 'You have received payment Tk 12,500.50 from 01898765432. Fee Tk 0.00. Balance Tk 1,00,250.50. TrxID BKJ8XQ2M1P at 01/12/2026 21:05' },
    { wallet: 'bkash', trxId: 'BKJ8XQ2M1P', amountPoisha: 1_250_050, sender: '01898765432', receivedAt: '2026-12-01T21:05:00+06:00' },
  ],
  [
    'bKash, Bengali with Bengali digits',
    { from: 'bKash', text: 'আপনি ০১৭১২৩৪৫৬৭৮ থেকে ৳১,২৯০.০০ পেয়েছেন। রেফ ১০৪২। ফি ৳০.০০। ব্যালেন্স ৳৫,৪৩২.১০। TrxID 9K7A6B5C4E সময় ২৮/১১/২০২৬ ১০:১৫' },
    { wallet: 'bkash', trxId: '9K7A6B5C4E', amountPoisha: 129_000, sender: '01712345678', receivedAt: '2026-11-28T10:15:00+06:00' },
  ],
  [
    'bKash, Bengali, amount in টাকা and no time',
    { from: 'bKash', text: 'আপনি 01712345678 থেকে ৫০০ টাকা পেয়েছেন। ফি ৳০। TrxID AB12CD34EF' },
    { wallet: 'bkash', trxId: 'AB12CD34EF', amountPoisha: 50_000, sender: '01712345678' },
  ],
  [
    'Nagad, English on several lines',
    { from: 'NAGAD', text: 'Money Received.\nAmount: Tk 1290.00\nSender: 01812345678\nRef: 1042\nTxnID: 73XYZ9AB\nBalance: Tk 5,000.00\n28/11/2026 10:15' },
    { wallet: 'nagad', trxId: '73XYZ9AB', amountPoisha: 129_000, sender: '01812345678', receivedAt: '2026-11-28T10:15:00+06:00' },
  ],
  [
    'Nagad, Bengali',
    { from: 'Nagad', text: 'টাকা গ্রহণ সফল।\nপরিমাণ: ৳১২৯০.০০\nপ্রেরক: ০১৮১২৩৪৫৬৭৮\nরেফারেন্স: ১০৪২\nলেনদেন আইডি: 73XYZ9AC\nব্যালেন্স: ৳৫০০০.০০\n২৮/১১/২০২৬ ১০:১৫' },
    { wallet: 'nagad', trxId: '73XYZ9AC', amountPoisha: 129_000, sender: '01812345678', receivedAt: '2026-11-28T10:15:00+06:00' },
  ],
  [
    'Rocket, English, masked account',
    { from: '16216', text: 'Tk1,290.00 received from A/C:01912345678* Fee:Tk0, Your A/C Balance: Tk5,000.00 TxnId:1234567890 Date:28-NOV-26 10:15:32 am. Download Rocket app' },
    { wallet: 'rocket', trxId: '1234567890', amountPoisha: 129_000, sender: '01912345678', receivedAt: '2026-11-28T10:15:32+06:00' },
  ],
  [
    'Rocket, English, account with its check digit, afternoon',
    { from: '+16216', text: 'Tk500.00 received from A/C:019123456781 Fee:Tk0, Your A/C Balance: Tk5,500.00 TxnId:1234567891 Date:28-NOV-26 02:05:00 pm.' },
    { wallet: 'rocket', trxId: '1234567891', amountPoisha: 50_000, sender: '01912345678', receivedAt: '2026-11-28T14:05:00+06:00' },
  ],
  [
    'Rocket, Bengali',
    { from: '16216', text: '৳১,২৯০.০০ গ্রহণ করা হয়েছে A/C:০১৯১২৩৪৫৬৭৮১ থেকে। ফি: ৳০। ব্যালেন্স: ৳৫,০০০.০০। TxnId: ১২৩৪৫৬৭৮৯২ তারিখ: ২৮-NOV-২৬ ১০:১৫:৩২ am' },
    { wallet: 'rocket', trxId: '1234567892', amountPoisha: 129_000, sender: '01912345678', receivedAt: '2026-11-28T10:15:32+06:00' },
  ],
];

const notPayments: [string, { from: string; text: string }][] = [
  ['a bKash text sent from a personal number', { from: '01712345678', text: 'You have received Tk 1,290.00 from 01712345678. Fee Tk 0.00. Balance Tk 5,432.10. TrxID 9K7A6B5C4D at 28/11/2026 10:15' }],
  ['a Nagad text under the bKash sender', { from: 'bKash', text: 'Money Received.\nAmount: Tk 1290.00\nSender: 01812345678\nTxnID: 73XYZ9AB' }],
  ['money sent, not received', { from: 'bKash', text: 'Send Money Tk 500.00 to 01712345678 successful. Ref 1. Fee Tk 5.00. Balance Tk 4,927.10. TrxID 9K7A6B5C4F at 28/11/2026 10:20' }],
  ['cash out', { from: 'bKash', text: 'Cash Out Tk 1,000.00 to 01712345678 successful. Fee Tk 18.50. Balance Tk 3,908.60. TrxID 9K7A6B5C4G at 28/11/2026 11:00' }],
  ['an offer', { from: 'bKash', text: 'Get 10% cashback up to Tk 50 when you pay with bKash at Bazar! Offer valid till 30/11/2026. T&C apply.' }],
  ['an offer that talks of receiving', { from: 'bKash', text: 'You could have received Tk 100 cashback! Add money from your card today. TrxID NOTAPAYMNT' }],
  ['no transaction id', { from: 'bKash', text: 'You have received Tk 1,290.00 from 01712345678. Fee Tk 0.00. Balance Tk 5,432.10.' }],
  ['an amount with three decimals', { from: 'bKash', text: 'You have received Tk 1,290.005 from 01712345678. Fee Tk 0.00. TrxID 9K7A6B5C4H at 28/11/2026 10:15' }],
  ['an amount with broken grouping', { from: 'NAGAD', text: 'Money Received. Amount: Tk 12,90.00 Sender: 01812345678 TxnID: 73XYZ9AD' }],
  ['a zero amount', { from: 'NAGAD', text: 'Money Received. Amount: Tk 0.00 Sender: 01812345678 TxnID: 73XYZ9AE' }],
  ['a Nagad one-time code', { from: 'NAGAD', text: 'Your Nagad verification code is 482913. Do not share it with anyone.' }],
  ['a Rocket debit', { from: '16216', text: 'Tk500.00 transferred to A/C:019123456781 Fee:Tk5, Your A/C Balance: Tk4,495.00 TxnId:1234567893 Date:28-NOV-26 10:30:00 am.' }],
  ['an unknown wallet sender', { from: 'Upay', text: 'You have received Tk 1,290.00 from 01712345678. TrxID 9K7A6B5C4D' }],
  ['an empty text', { from: 'bKash', text: '' }],
];

describe('the wallet SMS parser', () => {
  it.each(received)('reads %s', (_name, sms, expected) => {
    expect(parseWalletSms(sms)).toEqual(expected);
  });

  it.each(notPayments)('gives null for %s', (_name, sms) => {
    expect(parseWalletSms(sms)).toBeNull();
  });

  it('reads the same transaction id from the same payment texted twice, and a time that is not a date as no time', () => {
    const text = 'You have received Tk 1,290.00 from 01712345678. Fee Tk 0.00. Balance Tk 5,432.10. TrxID 9k7a6b5c4d at 28/11/2026 10:15';
    const first = parseWalletSms({ from: 'bKash', text });
    const again = parseWalletSms({ from: 'BKASH', text: text.replace(/ /g, '  ') });
    expect(first?.trxId).toBe('9K7A6B5C4D');
    expect(again).toEqual(first);
    const badDate = parseWalletSms({ from: 'bKash', text: text.replace('28/11/2026', '31/02/2026') });
    expect(badDate).toEqual({ wallet: 'bkash', trxId: '9K7A6B5C4D', amountPoisha: 129_000, sender: '01712345678' });
  });
});
