import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeString } from '../../../lib/storage';
import { POSTCODE_KEY } from '../utils/postcode';

const subscribe = (onChange: () => void) => subscribeToKey(POSTCODE_KEY, onChange);
const read = () => readString(POSTCODE_KEY) ?? '';

/** The delivery postcode kept on this device ('' when none), shared by every field and tab. */
export function usePostcode() {
  const postcode = useSyncExternalStore(subscribe, read, () => '');
  const save = useCallback((next: string) => writeString(POSTCODE_KEY, next === '' ? null : next), []);
  return [postcode, save] as const;
}
