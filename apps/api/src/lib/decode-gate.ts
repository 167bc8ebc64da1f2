import { RateLimitedError } from './rate-gate';

/** Asked to wait when every decode and every waiting place is taken (docs/decisions/025). */
const BUSY_MESSAGE = 'Many payment screenshots are being checked right now. Please try again in a minute.';


export interface DecodeGate {
  /** Runs `decode` when one of the places is free; waits while all are taken; refuses when the queue is full too. */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

/**
 * At most `places` image decodes at a time in this process, with at most `waiting` more in line (each
 * waiting request still holds its upload in memory, so the line is short too). Memory and CPU for
 * images (payment screenshots, staff uploads: docs/decisions/040) stay bounded whatever arrives at once; sign-ins and orders keep their share of the machine.
 */
export function createDecodeGate(places: number, waiting = places * 4, busyMessage = BUSY_MESSAGE): DecodeGate {
  let busy = 0;
  const line: (() => void)[] = [];
  return {
    async run(decode) {
      if (busy < places) busy += 1;
      else if (line.length >= waiting) throw new RateLimitedError(30, busyMessage);
      // The place is handed over by the finishing decode, so `busy` stays as it is.
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await decode();
      } finally {
        const next = line.shift();
        if (next) next();
        else busy -= 1;
      }
    },
  };
}
