import { useEffect, useState, type FormEvent } from 'react';
import { normaliseBdPhone, PhoneCodeSchema } from '@shop/shared';
import { usePhoneSignIn, useRequestPhoneCode } from '../../../api/auth';
import { signIn } from '../../../lib/session';
import { describePhoneError, type PhoneProblem } from '../utils/phone-errors';

/**
 * The 'Continue with mobile number' form (docs/product/auth.md, docs/decisions/076): the number, then the SMS's code
 * (and a name, used only when the number is new). 'Send a new code' waits as long as the server said. Once signed in
 * the session is stored (the guest's cart and wishlist merge as after any sign-in) and `onLoggedIn` runs.
 */
export function usePhoneSignInForm(onLoggedIn: () => void, now: () => number = Date.now) {
  const ask = useRequestPhoneCode();
  const enter = usePhoneSignIn();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<PhoneProblem | null>(null);
  const [sent, setSent] = useState<{ to: string; minutes: number; resendAt: number; again: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const [clock, setClock] = useState(now);
  const waitSeconds = sent ? Math.max(0, Math.ceil((sent.resendAt - clock) / 1000)) : 0;

  // A second's tick only while the resend waits.
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setClock(now()), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds, clock, now]);

  async function send(again: boolean) {
    const number = normaliseBdPhone(phone);
    if (!number) return setProblem({ key: phone.trim() ? 'numberInvalid' : 'numberRequired', field: 'phone' });
    setProblem(null);
    try {
      const answer = await ask.mutateAsync(number);
      const at = now();
      setClock(at);
      setSent({ to: number, minutes: Math.round(answer.expires_in_seconds / 60), resendAt: at + answer.resend_after_seconds * 1000, again });
      setStep('code');
      setCode('');
    } catch (error) {
      setProblem(describePhoneError('send', error));
    }
  }

  async function submitPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ask.isPending) await send(false);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enter.isPending || done || !sent) return;
    const checked = PhoneCodeSchema.safeParse(code);
    if (!checked.success) return setProblem({ key: 'codeInvalid', field: 'code' });
    setProblem(null);
    try {
      const answer = await enter.mutateAsync({ phone: sent.to, code: checked.data, ...(name.trim() ? { name: name.trim() } : {}) });
      signIn(answer);
      setDone(true);
      onLoggedIn();
    } catch (error) {
      setProblem(describePhoneError('sign-in', error));
    }
  }

  function otherNumber() {
    setStep('phone');
    setProblem(null);
    setCode('');
  }

  return {
    step, phone, setPhone, code, setCode, name, setName, problem, sent, waitSeconds, done,
    sending: ask.isPending, signingIn: enter.isPending,
    submitPhone, submitCode, resend: () => void send(true), otherNumber,
  };
}
