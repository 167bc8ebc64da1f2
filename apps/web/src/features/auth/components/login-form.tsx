import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import type { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

export type AuthFormState = ReturnType<typeof useAuthForm>;

/** docs/product/auth.md: email (an email input) and password, both required; 'Logging in...' while busy. */
export function LoginForm({ form, idPrefix }: { form: AuthFormState; idPrefix: string }) {
  const { t } = useTranslation();
  const { fieldError } = useAuthText();
  const locked = form.busy || form.done;
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.busy} className="flex flex-col gap-4">
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
        readOnly={locked}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onValue={(value) => form.change('password', value)}
        error={fieldError(form.errors.password)}
        readOnly={locked}
      />
      <button type="submit" disabled={locked} className={`${buttonClass('primary', 'lg')} mt-1 w-full`}>
        {form.busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
    </form>
  );
}
