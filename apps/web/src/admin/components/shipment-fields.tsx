import {
  COURIER_NAMES, COURIERS, ShipmentFieldsSchema, shipmentProblems, type Courier, type ShipmentFields as ShipmentBody,
} from '@shop/shared';
import type { ReactNode } from 'react';
import { useAdminTranslation } from '../i18n/i18n';

/** The courier and tracking as staff type them (docs/decisions/045): empty strings until filled. */
export interface ShipmentDraft {
  courier: Courier | '';
  courier_name: string;
  tracking_number: string;
  tracking_url: string;
}
export const EMPTY_SHIPMENT: ShipmentDraft = { courier: '', courier_name: '', tracking_number: '', tracking_url: '' };

type Problem = 'courier' | 'courierName' | 'trackingNeeded' | 'trackingNumber' | 'trackingUrl';
export type ShipmentProblems = Partial<Record<keyof ShipmentDraft, Problem>>;

const PROBLEM_OF_FIELD: Record<keyof ShipmentDraft, Problem> = {
  courier: 'courier', courier_name: 'courierName', tracking_number: 'trackingNumber', tracking_url: 'trackingUrl',
};

/**
 * The draft checked by the very schema the server checks with: the body to send, or each field's problem
 * (worded from the back office's catalogue, never from the schema's English message).
 */
export function checkShipment(draft: ShipmentDraft): { body: ShipmentBody } | { problems: ShipmentProblems } {
  const given = Object.fromEntries(
    Object.entries(draft)
      .map(([field, value]) => [field, value.trim()])
      .filter(([field, value]) => value !== '' && (field !== 'courier_name' || draft.courier === 'other')),
  );
  const parsed = ShipmentFieldsSchema.safeParse(given);
  const problems: ShipmentProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ShipmentDraft;
      problems[field] ??= PROBLEM_OF_FIELD[field];
    }
    return { problems };
  }
  for (const field of Object.keys(shipmentProblems(parsed.data)) as (keyof ShipmentDraft)[]) {
    problems[field] ??= field === 'tracking_number' ? 'trackingNeeded' : PROBLEM_OF_FIELD[field];
  }
  return Object.keys(problems).length > 0 ? { problems } : { body: parsed.data };
}

const input = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600';

/** The fields of a shipment: the courier (and its name for Other), the tracking number and the https link. */
export function ShipmentFields({ id, draft, problems, onChange }: {
  id: string;
  draft: ShipmentDraft;
  problems: ShipmentProblems;
  /** The new draft, and the field that changed (its problem is put right by the change, until checked again). */
  onChange: (draft: ShipmentDraft, changed: keyof ShipmentDraft) => void;
}) {
  const { t } = useAdminTranslation();
  const field = (name: keyof ShipmentDraft, label: string, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const problem = problems[name];
    const describedBy = [hint ? `${id}-${name}-hint` : null, problem ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <span className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">{label}</label>
        {control({ id: `${id}-${name}`, ...(problem ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy })}
        {hint && <span id={`${id}-${name}-hint`} className="text-xs text-slate-600">{hint}</span>}
        {problem && <span id={`${id}-${name}-error`} className="text-sm text-red-700">{t(`tracking.problems.${problem}`)}</span>}
      </span>
    );
  };
  const set = (name: keyof ShipmentDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }, name);
  return (
    <span className="flex flex-col gap-3">
      {field('courier', t('tracking.courier'), (props) => (
        <select {...props} value={draft.courier} onChange={set('courier')} className={input}>
          <option value="">{t('tracking.choose')}</option>
          {COURIERS.map((courier) => (
            <option key={courier} value={courier}>{courier === 'other' ? t('tracking.other') : COURIER_NAMES[courier]}</option>
          ))}
        </select>
      ))}
      {draft.courier === 'other' && field('courier_name', t('tracking.courierName'), (props) => (
        <input {...props} value={draft.courier_name} maxLength={60} onChange={set('courier_name')} className={input} />
      ))}
      {field('tracking_number', t('tracking.trackingNumber'), (props) => (
        <input {...props} value={draft.tracking_number} maxLength={60} autoComplete="off" spellCheck={false} onChange={set('tracking_number')} className={`${input} font-mono`} />
      ))}
      {field('tracking_url', t('tracking.trackingUrl'), (props) => (
        <input {...props} type="url" inputMode="url" value={draft.tracking_url} maxLength={500} placeholder="https://" onChange={set('tracking_url')} className={input} />
      ), t('tracking.trackingUrlHint'))}
    </span>
  );
}

/** The problems without the one of the field that just changed. */
export const withoutProblem = (problems: ShipmentProblems, field: keyof ShipmentDraft): ShipmentProblems => {
  const { [field]: _, ...rest } = problems;
  return rest;
};
