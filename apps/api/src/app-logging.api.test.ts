import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

// What the shop logs at error level is what an operator is woken for; a shopper leaving a page is not that.
const lines: Array<{ level: number; msg: string }> = [];
let t: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** GETs `path` gzipped and hangs up after `after` ms, or at the first bytes of the answer. */
function leaveEarly(path: string, after: number): Promise<void> {
  return new Promise((resolve) => {
    const leave = () => {
      req.destroy();
      resolve();
    };
    const req = http.get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }, (res) => res.once('data', leave));
    req.on('error', () => resolve());
    setTimeout(leave, after);
  });
}

it('a shopper who leaves while a compressed answer is on its way is no error in the log', async () => {
  const path = (i: number) => `/api/v1/products?limit=100&page=${(i % 3) + 1}`;
  // Answered in full, the list is compressed as it is sent: the stream a departure cuts.
  expect((await t.app.inject({ url: path(0), headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
  for (let i = 0; i < 40; i++) await leaveEarly(path(i), i % 4);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Most of them reached the shop (one hung up at once may not have).
  expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThan(20);
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
});
