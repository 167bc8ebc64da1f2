import { createServer, type Socket } from 'node:net';

/**
 * A peer that takes every connection and never says a word: a stalled mail server, bucket or gateway (the connection
 * opens, no greeting or answer ever comes). `stop` drops the connections it holds and closes it.
 */
export async function startSilentServer(): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
