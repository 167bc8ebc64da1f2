// The yardstick: a bare node:http server answering fixed JSON bodies from memory, no framework, no database.
// Usage: node bare-server.mjs PORT BODIES_JSON_FILE   (a file of { "/path?query": "<json body>" })
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([k, v]) => [k, Buffer.from(v)]));

http
  .createServer((req, res) => {
    const body = bodies.get(req.url);
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
