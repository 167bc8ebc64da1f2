import { useSearchParams } from 'react-router';
import { SignInForm } from '../features/session/sign-in-form';
import { safeNext } from '../sections';

/**
 * /admin/sign-in: e-mail and password; then, when the answer asks for it, the 6-digit code, or the setting up of
 * one-time codes (scan the QR code or type the key, then a first code). Signed in, back to `next`.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  return <SignInForm next={safeNext(params.get('next'))} />;
}
