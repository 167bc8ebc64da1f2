// The browser tests' mailbox: the shop's SMTP_URL points at a real SMTP server (apps/api/test/mailbox.ts) that keeps
// what arrives; the tests read it over HTTP (GET /messages?to=...). Started by playwright.config.ts beside the shop.
import { createServer } from 'node:http';
import { startMailbox } from '../../apps/api/test/mailbox';
import { mailboxPorts } from './ports';

const ports = mailboxPorts(Number(process.env.SHOP_PORT));
const mailbox = await startMailbox({ port: ports.smtp });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to');
    const messages = to ? mailbox.find(to) : mailbox.received;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => http.listen(ports.http, '127.0.0.1', () => resolve()));
console.log(`Mailbox for the browser tests: SMTP on ${ports.smtp}, HTTP on ${ports.http}`);

const stop = () => void Promise.all([mailbox.close(), new Promise((resolve) => http.close(resolve))]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
