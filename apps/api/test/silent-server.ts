import { createServer } from 'node:net';
import { listenOnLoopback } from './loopback';

/**
 * A peer that takes every connection and never says a word: a stalled mail server, bucket or gateway (the connection
 * opens, no greeting or answer ever comes). `stop` drops the connections it holds and closes it.
 */
export async function startSilentServer(): Promise<{ port: number; stop(): Promise<void> }> {
  return listenOnLoopback(createServer(() => {}));
}
