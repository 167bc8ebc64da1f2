import { localDigits } from './texts/format';
import type { MessageChannels } from './channels/index';

/**
 * Sends a one-time code by SMS at once (issue 25), outside the outbox: a code is worth nothing later, is for a number
 * that may have no account yet, and is never stored plain (modules/auth/phone-codes.service.ts keeps its digest). The
 * code row's id is the SMS peer's duplicate key. Answers what happened; the caller words it and logs no code.
 */
export type PhoneCodeSend = 'sent' | 'sms-off' | 'failed';

const TEXTS = {
  en: {
    sign_in: (code: string, minutes: number) => `Bazar: ${code} is your sign-in code. It works for ${minutes} minutes. Never share it.`,
    order: (code: string, minutes: number, order: string) => `Bazar: ${code} confirms your cash on delivery order ${order}. It works for ${minutes} minutes.`,
  },
  bn: {
    sign_in: (code: string, minutes: number) => `Bazar: আপনার সাইন-ইন কোড ${code}। কোডটি ${localDigits(String(minutes), 'bn')} মিনিট কাজ করবে। কাউকে জানাবেন না।`,
    order: (code: string, minutes: number, order: string) => `Bazar: ${code} কোড দিয়ে আপনার ক্যাশ অন ডেলিভারি অর্ডার ${order} নিশ্চিত করুন। কোডটি ${localDigits(String(minutes), 'bn')} মিনিট কাজ করবে।`,
  },
} as const;

export function phoneCodeText(input: { code: string; minutes: number; purpose: 'sign_in' | 'order'; orderNumber?: string; language: 'en' | 'bn' }): string {
  const texts = TEXTS[input.language];
  return input.purpose === 'order' ? texts.order(input.code, input.minutes, input.orderNumber ?? '') : texts.sign_in(input.code, input.minutes);
}

export async function sendPhoneCode(
  channels: MessageChannels,
  input: { codeId: string; phone: string; code: string; minutes: number; purpose: 'sign_in' | 'order'; orderNumber?: string; language: 'en' | 'bn' },
): Promise<PhoneCodeSend> {
  if (!channels.sms) return 'sms-off';
  try {
    await channels.sms.send({ id: input.codeId, to: `+88${input.phone}`, text: phoneCodeText(input) });
    return 'sent';
  } catch {
    // The breaker's refusal, a timeout or the peer's no: the caller says "could not send, try again"; the code counts
    // against its limits all the same.
    return 'failed';
  }
}
