import { useState, type FormEvent } from 'react';
import { signIn } from '../../../lib/session';
import { useLogin, useRegister } from '../../../api/auth';
import { describeAuthError } from '../utils/auth-errors';
import type { AuthField, AuthNotice, FieldErrors } from '../utils/auth-text';
import { validateCredentials, type AuthMode, type Credentials } from '../utils/field-errors';

export type AuthFeedback = { tone: 'success' | 'error'; notice: AuthNotice };

const EMPTY: Credentials = { name: '', email: '', password: '' };
const FIELD_ORDER: AuthField[] = ['name', 'email', 'password'];

/**
 * The state of the Login and Sign Up tabs (docs/product/auth.md). One set of values serves both tabs, so
 * the e-mail typed in one is there in the other. After a sign-up: 'Sign-up successful!', name and
 * password cleared, e-mail kept, Login tab shown (the shopper then logs in). After a login: the session
 * is stored and `onLoggedIn` runs (the screen moves on 1.5 s later); the form stays locked meanwhile.
 */
export function useAuthForm(initialMode: AuthMode, onLoggedIn: () => void) {
  const login = useLogin();
  const register = useRegister();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<Credentials>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<AuthFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Which field should take the focus after a submit (the first wrong one, or the password to log in).
  const [focus, setFocus] = useState<{ field: AuthField; mode: AuthMode; n: number } | null>(null);
  const focusOn = (field: AuthField, on: AuthMode) => setFocus((f) => ({ field, mode: on, n: (f?.n ?? 0) + 1 }));

  function change(field: AuthField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function switchMode(next: AuthMode) {
    if (next === mode || busy) return;
    setMode(next);
    setErrors({});
    setFeedback(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done) return;
    const invalid = validateCredentials(mode, values);
    const first = FIELD_ORDER.find((field) => invalid[field]);
    setErrors(invalid);
    setFeedback(null);
    if (first) return focusOn(first, mode);
    setBusy(true);
    try {
      if (mode === 'login') {
        signIn(await login.mutateAsync({ email: values.email.trim(), password: values.password }));
        setDone(true);
        setFeedback({ tone: 'success', notice: { key: 'loginSuccess' } });
        onLoggedIn();
      } else {
        await register.mutateAsync({ name: values.name.trim(), email: values.email.trim(), password: values.password });
        setValues((v) => ({ ...EMPTY, email: v.email }));
        setMode('login');
        setFeedback({ tone: 'success', notice: { key: 'signupSuccess' } });
        focusOn('password', 'login');
      }
    } catch (error) {
      const { notice, fields } = describeAuthError(mode, error, values);
      setErrors(fields);
      setFeedback({ tone: 'error', notice });
      const wrong = FIELD_ORDER.find((field) => fields[field]);
      if (wrong) focusOn(wrong, mode);
    } finally {
      setBusy(false);
    }
  }

  return { mode, switchMode, values, change, errors, feedback, busy, done, submit, focus };
}
