import type { Server, Socket } from 'node:net';

/**
 * A test peer's server listening on 127.0.0.1 at a free port, or at `fixedPort` when given (a stand-in of an
 * outside service, a silent peer), and the one way to stop it: the connections it holds are dropped, so a client
 * waiting on it is not left hanging.
 */
export async function listenOnLoopback(server: Server, fixedPort = 0): Promise<{ port: number; url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(fixedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
