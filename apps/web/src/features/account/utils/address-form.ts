import { AddressInputSchema, type Address, type AddressInput, type AddressLabel } from '@shop/shared';
import { fieldErrors, isMissing, type ErrorKey } from './field-errors';

export interface AddressFormValues {
  name: string;
  phone: string;
  province: string;
  city: string;
  zone: string;
  address: string;
  landmark: string;
  label: AddressLabel;
}
export type AddressField = Exclude<keyof AddressFormValues, 'label'>;
export type AddressErrors = Partial<Record<AddressField, ErrorKey>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  phone: '',
  province: '',
  city: '',
  zone: '',
  address: '',
  landmark: '',
  label: 'HOME',
};

export function toAddressValues(address: Address | undefined): AddressFormValues {
  if (!address) return EMPTY_ADDRESS;
  const { name, phone, province, city, zone, label } = address;
  return { name, phone, province, city, zone, address: address.address, landmark: address.landmark ?? '', label };
}

type AddressCheck =
  | { ok: true; input: AddressInput }
  | { ok: false; missing: boolean; errors: AddressErrors };

/**
 * Required: name, phone, province, city, zone and address (docs/product/account.md). An empty one gives the
 * message 'Please fill in all required fields.'; a phone that is not a Bangladeshi mobile number its own message.
 */
export function validateAddress(values: AddressFormValues): AddressCheck {
  const result = AddressInputSchema.safeParse({ ...values, landmark: values.landmark.trim() || null });
  if (result.success) {
    const { tag: _tag, postcode: _postcode, ...input } = result.data;
    return { ok: true, input };
  }
  const errors = fieldErrors<AddressField>(result.error.issues);
  for (const [field, key] of Object.entries(errors) as [AddressField, ErrorKey][]) {
    if (isMissing(key)) errors[field] = 'fieldRequired';
  }
  return { ok: false, missing: Object.values(errors).includes('fieldRequired'), errors };
}
