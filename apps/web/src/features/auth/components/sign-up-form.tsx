import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useAuthText } from '../hooks/use-auth-text';
import type { AuthFormState } from './login-form';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/** docs/product/auth.md: name, email and password, all required; 'Signing Up...' while busy. */
export function SignUpForm({ form, idPrefix }: { form: AuthFormState; idPrefix: string }) {
  const { t } = useTranslation();
  const { fieldError } = useAuthText();
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.busy} className="flex flex-col gap-4">
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
        readOnly={form.busy}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        placeholder={t('auth.fields.emailPlaceholder')}
        value={form.values.email}
        onValue={(value) => form.change('email', value)}
        error={fieldError(form.errors.email)}
        readOnly={form.busy}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.fields.password')}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        value={form.values.password}
        onValue={(value) => form.change('password', value)}
        error={fieldError(form.errors.password)}
        readOnly={form.busy}
      />
      <button type="submit" disabled={form.busy} className={`${buttonClass('primary', 'lg')} mt-1 w-full`}>
        {form.busy ? t('auth.signingUp') : t('auth.signup')}
      </button>
    </form>
  );
}
