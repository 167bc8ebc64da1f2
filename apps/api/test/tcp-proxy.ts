import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the shop and PostgreSQL that a test can cut and restore: a real network fault (as a
 * database restart or failover is), not a mock. Cut, it resets every open connection and every new one.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let open = true;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (!open) return client.resetAndDestroy();
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    open = false;
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    /** Local ports of the proxy's connections to PostgreSQL: pg_stat_activity.client_port of the shop's sessions. */
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort).filter((p): p is number => p !== undefined),
    cut,
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
