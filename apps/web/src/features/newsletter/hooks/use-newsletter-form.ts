import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';

// The old site showed 'Subscribing...' for about a second; a quick answer still gets that moment of feedback.
const MIN_SUBMIT_MS = 1000;

type NewsletterOutcome = 'idle' | 'invalid' | 'failed' | 'done';

/**
 * The state of a newsletter form (footer and product page share it): an empty or whitespace address is
 * 'invalid' without a call, a server 400 is 'invalid' too, and busy lasts at least a second.
 */
export function useNewsletterForm(subscribe: (email: string) => Promise<unknown>) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<NewsletterOutcome>('idle');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setOutcome('invalid');
    setBusy(true);
    setOutcome('idle');
    const minimum = new Promise((resolve) => setTimeout(resolve, MIN_SUBMIT_MS));
    try {
      await Promise.all([subscribe(value), minimum]);
      setOutcome('done');
      setEmail('');
    } catch (error) {
      await minimum;
      setOutcome(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, outcome, busy, submit };
}
