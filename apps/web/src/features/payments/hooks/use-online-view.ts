import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared';
import { useOnlinePayments } from '../../../api/online-payments';
import { isPaidOnline } from '../utils/paid-online';
import { attemptInView, WAIT_POLL_MS, WAIT_POLLS } from '../utils/online-state';

/**
 * The order's online payments for the payment page. Back from the gateway (?attempt=) with the try still 'started',
 * it asks again every few seconds, WAIT_POLLS times at most; when the try settles, the order is read again (its
 * payment status follows the try).
 */
export function useOnlineView(order: Order | undefined, attemptId: string | null, refetchOrder: () => void) {
  const [polls, setPolls] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const online = useOnlinePayments(order?.id ?? '', { enabled: order !== undefined && isPaidOnline(order), poll: waiting && polls < WAIT_POLLS ? WAIT_POLL_MS : false });
  const state = online.data ? attemptInView(online.data, attemptId)?.state : undefined;
  const updatedAt = online.dataUpdatedAt;

  useEffect(() => {
    const started = attemptId !== null && state === 'started';
    setWaiting(started);
    if (started && updatedAt > 0) setPolls((count) => count + 1);
  }, [attemptId, state, updatedAt]);

  useEffect(() => {
    if (state !== undefined && state !== 'started') refetchOrder();
    // Only when the try's state changes: the order's refetch is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const checkAgain = () => {
    setPolls(0);
    void online.refetch();
  };
  return { online, polls, checkAgain };
}
