import type { Server, Socket } from 'node:net';

/**
 * A test peer's server listening on 127.0.0.1 at a free port (a stand-in of an outside service, a silent peer), and
 * the one way to stop it: the connections it holds are dropped, so a client waiting on it is not left hanging. A fixed
 * port is given only where another process must find it (the browser tests' stand-ins).
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<{ port: number; url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const taken = (server.address() as { port: number }).port;
  return {
    port: taken,
    url: `http://127.0.0.1:${taken}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
