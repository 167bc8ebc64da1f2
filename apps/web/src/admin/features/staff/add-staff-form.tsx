import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useAddStaff } from '../../api/staff';
import { errorText } from '../../components/error-text';
import { SELECT } from '../../kit/controls';
import { useAdminTranslation } from '../../i18n/i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adding a staff member: with a password, or without one to get a one-time link to hand over. */
export function AddStaffForm({ onAdded }: { onAdded: (name: string, link: string | null) => void }) {
  const { t } = useAdminTranslation();
  const add = useAddStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ name?: string; email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!name.trim()) found.name = t('staff.nameRequired');
    if (!EMAIL.test(email.trim())) found.email = t('staff.emailInvalid');
    if (password && password.length < PASSWORD_MIN_LENGTH) found.password = t('staff.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { name: name.trim(), email: email.trim(), role, ...(password ? { password } : {}) },
      {
        onSuccess: (answer) => {
          onAdded(answer.account.name, answer.link);
          setName('');
          setEmail('');
          setPassword('');
          setRole('support');
        },
      },
    );
  };

  return (
    <section aria-labelledby="add-staff-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="add-staff-title" className="text-lg font-semibold text-slate-900">
        {t('staff.addTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {add.error && <Notice announce tone="error">{errorText(t, add.error)}</Notice>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('staff.addName')} name="name" autoComplete="off" required value={name} onChange={(e) => setName(e.target.value)} error={problems.name} />
          <TextField label={t('staff.addEmail')} name="email" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email} />
          <Field label={t('staff.addRole')}>
            {(control) => (
              <select {...control} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} className={SELECT}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label={t('staff.addPassword')}
            hint={t('staff.addPasswordHint')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problems.password}
          />
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
            {add.isPending ? t('staff.adding') : t('staff.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
