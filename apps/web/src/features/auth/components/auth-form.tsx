import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import type { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import type { AuthMode } from '../utils/field-errors';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { TextField } from './text-field';

type AuthFormState = ReturnType<typeof useAuthForm>;

/**
 * The Login tab's form (email and password) or the Sign Up tab's (name, email, password), all required
 * (docs/product/auth.md); 'Logging in...' or 'Signing Up...' while busy. A login that succeeded keeps its
 * form locked while the screen moves on.
 */
export function AuthForm({ mode, form, idPrefix }: { mode: AuthMode; form: AuthFormState; idPrefix: string }) {
  const { t } = useTranslation();
  const { fieldError } = useAuthText();
  const signup = mode === 'signup';
  const locked = form.busy || (!signup && form.done);
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.busy} className="flex flex-col gap-4">
      {signup && (
        <TextField
          id={`${idPrefix}-name`}
          label={t('auth.fields.name')}
          name="name"
          autoComplete="name"
          required
          placeholder={t('auth.fields.namePlaceholder')}
          value={form.values.name}
          onValue={(value) => form.change('name', value)}
          error={fieldError(form.errors.name)}
          readOnly={locked}
        />
      )}
      <EmailField
        id={`${idPrefix}-email`}
        label={t('auth.fields.email')}
        value={form.values.email}
        onValue={(value) => form.change('email', value)}
        error={fieldError(form.errors.email)}
        readOnly={locked}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.fields.password')}
        name="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        required
        minLength={signup ? PASSWORD_MIN_LENGTH : undefined}
        hint={signup ? t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined}
        value={form.values.password}
        onValue={(value) => form.change('password', value)}
        error={fieldError(form.errors.password)}
        readOnly={locked}
      />
      {!signup && (
        <p className="-mt-2 text-right text-sm">
          {/* The typed address comes along in the navigation's state, not in the address bar or a log. */}
          <Link
            to="/auth/forgot-password"
            state={{ email: form.values.email.trim() }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t('password.forgotLink')}
          </Link>
        </p>
      )}
      <button type="submit" disabled={locked} className={`${buttonClass('primary', 'lg')} mt-1 w-full`}>
        {signup ? (form.busy ? t('auth.signingUp') : t('auth.signup')) : form.busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
    </form>
  );
}
