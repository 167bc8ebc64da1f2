import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './auth-icons';
import { TextField } from './text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password box with a Show password toggle (a pressed/unpressed button, so its name stays the same). */
export function PasswordField(props: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Eye = visible ? EyeOffIcon : EyeIcon;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={t('auth.fields.showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <Eye className="size-5" />
        </button>
      }
    />
  );
}
