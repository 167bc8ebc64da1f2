import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The sign-in card's and 'Forgot password?''s e-mail box: the e-mail keyboard, no capitals or spell check, the
 * browser's saved address, the placeholder. Required.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'placeholder'>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
    />
  );
}
