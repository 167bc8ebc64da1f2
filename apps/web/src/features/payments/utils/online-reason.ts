export { onlineReason, ONLINE_REASONS, type OnlineReason } from '../../../api/online-payments';
import { ONLINE_REASONS, type OnlineReason } from '../../../api/online-payments';

const isReason = (value: unknown): value is OnlineReason => (ONLINE_REASONS as readonly unknown[]).includes(value);

/** A reason carried in the address (`?failed=`, from the checkout): a code outside the list reads as 'unknown'. */
export const reasonFromSearch = (value: string | null): OnlineReason | null => (value === null ? null : isReason(value) ? value : 'unknown');
