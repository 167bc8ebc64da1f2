import type { StaffSignInAnswer } from '@shop/shared';
import { Field } from '../../../components/ui/field';
import { useAdminTranslation } from '../../i18n/i18n';

export type Enrolment = Extract<StaffSignInAnswer, { status: 'enrol' }>;

/** Setting up one-time codes: what to do, the QR code to scan, and the same key to type. */
export function EnrolmentKey({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <p className="text-sm text-slate-700">{t('signIn.enrolText')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={t('signIn.qrAlt')}
        width={200}
        height={200}
        className="mx-auto size-50 rounded border border-slate-200 bg-white p-2"
      />
      <Field label={t('signIn.secret')}>
        {(control) => (
          <input
            {...control}
            readOnly
            value={enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 rounded-md border border-slate-300 bg-slate-100 px-3 font-mono text-sm tracking-wider text-slate-900"
          />
        )}
      </Field>
    </>
  );
}
