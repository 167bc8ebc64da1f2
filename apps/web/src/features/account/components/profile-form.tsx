import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useUpdateProfile } from '../../../api/profile';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useProfileForm } from '../hooks/use-profile-form';
import { BirthdaySelect } from './birthday-select';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/field-styles';
import { FormAlert } from './form-alert';
import { GenderChoice } from './gender-choice';

interface Props {
  profile: Profile;
  onSaved: () => void;
  onCancel?: () => void;
}

/** Edit the five profile fields (docs/product/account.md); no browser pop-ups, every message beside its field. */
export function ProfileForm({ profile, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { values, setField, errors, failed, saving, attempt, submit } = useProfileForm(profile, update.mutateAsync, onSaved);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, attempt);
  const message = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t(`account.errors.${key}`) : undefined;
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('account.profile.editIntro')}</p>
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={t('account.profile.name')} required error={message('name')}>
          {(control) => (
            <input {...control} type="text" autoComplete="name" maxLength={100} value={values.name}
              onChange={(e) => setField('name', e.target.value)} className={controlClass(control['aria-invalid'])} />
          )}
        </Field>
        <Field label={t('account.profile.email')} required={profile.email !== null} error={message('email')}
          hint={profile.email === null ? t('account.profile.emailOptional') : undefined}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" value={values.email}
              onChange={(e) => setField('email', e.target.value)} className={controlClass(control['aria-invalid'])} />
          )}
        </Field>
        <Field label={t('account.profile.phone')} required error={message('phone')}>
          {(control) => (
            <input {...control} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('account.profile.phonePlaceholder')}
              value={values.phone} onChange={(e) => setField('phone', e.target.value)} className={controlClass(control['aria-invalid'])} />
          )}
        </Field>
        <BirthdaySelect values={values} onChange={(part, value) => setField(part, value)} error={message('birthday')} />
        <GenderChoice value={values.gender} onChange={(gender) => setField('gender', gender)} error={message('gender')} />
      </div>
      {failed && <FormAlert>{t('account.profile.saveFailed')}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={saving} className={buttonClass('secondary', 'lg')}>
            {t('account.profile.cancel')}
          </button>
        )}
        <button type="submit" disabled={saving} className={`${buttonClass('primary', 'lg')} sm:min-w-48`}>
          {saving ? t('account.profile.saving') : t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
