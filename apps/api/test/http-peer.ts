// A real HTTP server in the test process standing in for a peer of the shop (the SMS gateway, an SMS webhook):
// it keeps every request and answers what the test tells it to.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface HttpPeer {
  url: string;
  requests: PeerRequest[];
  /** The answer to the next requests (default 200 with `{}`); a function sees each request. */
  answer(respond: (request: PeerRequest) => { status: number; body: unknown }): void;
  close(): Promise<void>;
}

export async function startHttpPeer(): Promise<HttpPeer> {
  const requests: PeerRequest[] = [];
  let respond: (request: PeerRequest) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const { status, body: answer } = respond(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer(next) {
      respond = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
