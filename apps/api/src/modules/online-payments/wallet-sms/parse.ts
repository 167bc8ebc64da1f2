import { latinDigits } from '@shop/shared';
import { gatewayAmountToPoisha } from '../amount';

/**
 * The "money received" SMS of the shop's own bKash, Nagad and Rocket numbers, as an SMS forwarder app on the shop's
 * phone posts them (docs/decisions/064): a pure reading of one text into the transaction it reports, or null.
 *
 * A text is read only when it comes from the wallet's own sender ID (bKash, NAGAD, 16216): anyone can send the shop's
 * phone an SMS worded like a wallet's from a personal number, so the wording alone proves nothing. Only money
 * received counts; money sent, cash out, offers and anything not matching a known shape give null. Bengali digits
 * and the taka sign are read as their English forms first.
 */

export type Wallet = 'bkash' | 'nagad' | 'rocket';

export interface WalletSms {
  /** The sender as the phone shows it: 'bKash', 'NAGAD', '16216'. */
  from: string;
  text: string;
}

export interface WalletReceipt {
  wallet: Wallet;
  /** The wallet's transaction id (TrxID / TxnID), upper case: the same payment is stored once by it. */
  trxId: string;
  amountPoisha: number;
  /** The payer's number as the text gives it (Rocket's may end in a check digit or be masked with *). */
  sender: string;
  /** When the wallet says it happened (Bangladesh time, as an ISO string with +06:00), when the text says. */
  receivedAt?: string;
}

const SENDERS: Record<string, Wallet> = { bkash: 'bkash', 16247: 'bkash', nagad: 'nagad', 16167: 'nagad', 16216: 'rocket', rocket: 'rocket' };

function walletOf(from: string): Wallet | undefined {
  return SENDERS[from.toLowerCase().replace(/[^a-z0-9]/g, '')];
}

/** Bengali digits as English ones, ৳ as Tk, one space for any run of spaces or line breaks, Unicode composed. */
function normalised(text: string): string {
  return latinDigits(text.normalize('NFC'))
    .replace(/৳/g, 'Tk ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A pattern written in Bengali, composed the way normalised() composes the text. */
const bn = (source: string, flags = 'iu') => new RegExp(source.normalize('NFC'), flags);

/** "1,290.00", "1,00,000.00" (lakh grouping), "1290.00", "1290" -> poisha; null when the grouping or decimals are off. */
function amountOf(text: string): number | null {
  if (!/^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3}|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const poisha = gatewayAmountToPoisha(text.replace(/,/g, ''));
  return poisha !== null && poisha > 0 ? poisha : null;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A Bangladesh wall-clock time as ISO with +06:00, or undefined when it is not a real date and time. */
function dhakaTime(year: number, month: number, day: number, hour: number, minute: number, second = 0): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}+06:00`;
}

/** "28/11/2026 10:15" (bKash, Nagad). */
function slashTime(text: string | undefined): string | undefined {
  const m = text ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text) : null;
  return m ? dhakaTime(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)) : undefined;
}

/** "28-NOV-26 10:15:32 am" (Rocket). */
function rocketTime(text: string | undefined): string | undefined {
  const m = text ? /^(\d{2})-([A-Z]{3})-(\d{2}) (\d{1,2}):(\d{2})(?::(\d{2}))? ?(am|pm)$/i.exec(text) : null;
  if (!m) return undefined;
  const month = MONTHS.indexOf((m[2] ?? '').toUpperCase()) + 1;
  let hour = Number(m[4]);
  if (month === 0 || hour < 1 || hour > 12) return undefined;
  if ((m[7] ?? '').toLowerCase() === 'pm' && hour !== 12) hour += 12;
  if ((m[7] ?? '').toLowerCase() === 'am' && hour === 12) hour = 0;
  return dhakaTime(2000 + Number(m[3]), month, Number(m[1]), hour, Number(m[5]), Number(m[6] ?? 0));
}

const AMOUNT = String.raw`([\d,]+(?:\.\d+)?)`;
const PHONE = String.raw`(01\d{9})`;
const TIME = String.raw`(\d{2}/\d{2}/\d{4} \d{1,2}:\d{2}(?::\d{2})?)`;

interface Shape {
  wallet: Wallet;
  pattern: RegExp;
  /** The capture groups' numbers of amount, sender, trxId and time. */
  groups: { amount: number; sender: number; trxId: number; time?: number };
  time?: (text: string | undefined) => string | undefined;
}

const SHAPES: Shape[] = [
  // You have received Tk 1,290.00 from 01712345678. Ref 1042. Fee Tk 0.00. Balance Tk 5,432.10. TrxID 9K7A6B5C4D at 28/11/2026 10:15
  {
    wallet: 'bkash',
    pattern: new RegExp(String.raw`^You have received (?:payment )?Tk ?${AMOUNT} from ${PHONE}\b.*?\bTrxID:? ?([A-Z0-9]{8,12})\b(?:.*?\bat ${TIME})?`, 'i'),
    groups: { amount: 1, sender: 2, trxId: 3, time: 4 },
    time: slashTime,
  },
  // আপনি ০১৭১২৩৪৫৬৭৮ থেকে ৳১,২৯০.০০ পেয়েছেন। ফি ৳০.০০। ব্যালেন্স ৳৫,৪৩২.১০। TrxID 9K7A6B5C4D সময় ২৮/১১/২০২৬ ১০:১৫
  {
    wallet: 'bkash',
    pattern: bn(String.raw`^আপনি ${PHONE} থেকে (?:Tk ?)?${AMOUNT} ?(?:টাকা )?পেয়েছেন.*?\bTrxID:? ?([A-Z0-9]{8,12})\b(?:.*?(?:সময়|at):? ${TIME})?`),
    groups: { sender: 1, amount: 2, trxId: 3, time: 4 },
    time: slashTime,
  },
  // Money Received. Amount: Tk 1290.00 Sender: 01812345678 Ref: 1042 TxnID: 73XYZ9AB Balance: Tk 5,000.00 28/11/2026 10:15
  {
    wallet: 'nagad',
    pattern: new RegExp(String.raw`^Money Received\.? Amount: ?Tk ?${AMOUNT} Sender: ?${PHONE}\b.*?\bTxnID: ?([A-Z0-9]{6,12})\b(?:.*?${TIME})?`, 'i'),
    groups: { amount: 1, sender: 2, trxId: 3, time: 4 },
    time: slashTime,
  },
  // টাকা গ্রহণ সফল। পরিমাণ: ৳১২৯০.০০ প্রেরক: ০১৮১২৩৪৫৬৭৮ রেফারেন্স: ১০৪২ লেনদেন আইডি: 73XYZ9AB ব্যালেন্স: ৳৫০০০.০০ ২৮/১১/২০২৬ ১০:১৫
  {
    wallet: 'nagad',
    pattern: bn(String.raw`^(?:টাকা গ্রহণ সফল|মানি রিসিভড)।? পরিমাণ: ?(?:Tk ?)?${AMOUNT} ?(?:টাকা )?প্রেরক: ?${PHONE}\b.*?(?:লেনদেন আইডি|TxnID): ?([A-Z0-9]{6,12})\b(?:.*?${TIME})?`),
    groups: { amount: 1, sender: 2, trxId: 3, time: 4 },
    time: slashTime,
  },
  // Tk1,290.00 received from A/C:019123456781 Fee:Tk0, Your A/C Balance: Tk5,000.00 TxnId:1234567890 Date:28-NOV-26 10:15:32 am.
  {
    wallet: 'rocket',
    pattern: new RegExp(String.raw`^Tk ?${AMOUNT} received from A/C: ?([0-9*]{6,14}) .*?\bTxnId: ?(\d{8,12})\b(?:.*?\bDate: ?(\d{2}-[A-Z]{3}-\d{2} \d{1,2}:\d{2}(?::\d{2})? ?[ap]m))?`, 'i'),
    groups: { amount: 1, sender: 2, trxId: 3, time: 4 },
    time: rocketTime,
  },
  // ৳১,২৯০.০০ গ্রহণ করা হয়েছে A/C:০১৯১২৩৪৫৬৭৮১ থেকে। ফি: ৳০। ব্যালেন্স: ৳৫,০০০.০০। TxnId: ১২৩৪৫৬৭৮৯০ তারিখ: ২৮-NOV-২৬ ১০:১৫:৩২ am
  {
    wallet: 'rocket',
    pattern: bn(String.raw`^(?:Tk ?)?${AMOUNT} ?(?:টাকা )?(?:গ্রহণ করা হয়েছে|জমা হয়েছে) A/C: ?([0-9*]{6,14}) থেকে.*?\bTxnId: ?(\d{8,12})\b(?:.*?(?:তারিখ|Date): ?(\d{2}-[A-Z]{3}-\d{2} \d{1,2}:\d{2}(?::\d{2})? ?[ap]m))?`),
    groups: { amount: 1, sender: 2, trxId: 3, time: 4 },
    time: rocketTime,
  },
];

/** The payment one wallet SMS reports, or null when it is not a "money received" text from the wallet itself. */
export function parseWalletSms(sms: WalletSms): WalletReceipt | null {
  const wallet = walletOf(sms.from);
  if (!wallet) return null;
  const text = normalised(sms.text);
  for (const shape of SHAPES) {
    if (shape.wallet !== wallet) continue;
    const match = shape.pattern.exec(text);
    if (!match) continue;
    const amountPoisha = amountOf(match[shape.groups.amount] ?? '');
    const trxId = (match[shape.groups.trxId] ?? '').toUpperCase();
    // A Rocket account is the phone number and a check digit (or a masking *): the phone number is the payer.
    const written = match[shape.groups.sender] ?? '';
    const sender = /^01\d{9}[0-9*]?$/.test(written) ? written.slice(0, 11) : written;
    if (amountPoisha === null || !trxId || !sender) return null;
    const receivedAt = shape.time?.(shape.groups.time === undefined ? undefined : match[shape.groups.time]);
    return receivedAt ? { wallet, trxId, amountPoisha, sender, receivedAt } : { wallet, trxId, amountPoisha, sender };
  }
  return null;
}
