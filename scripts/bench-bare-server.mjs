// The yardstick's own limit for `npm run bench:invitation`: Node's bare http server answering the
// invitation page's exact bytes (plain at /page, gzip at /page-gzip) and the trivial route's small
// JSON at /small, from memory, with no framework, routing or logging. Whatever ratio a load
// generator finds here between /page and /small is the best any server on this machine can show
// it. Usage: node scripts/bench-bare-server.mjs PORT PLAIN_FILE GZIP_FILE; prints "ready".
import fs from 'node:fs';
import http from 'node:http';

const [port, plainFile, gzipFile] = process.argv.slice(2);
const bodies = {
  '/page': { bytes: fs.readFileSync(plainFile), encoding: null },
  '/page-gzip': { bytes: fs.readFileSync(gzipFile), encoding: 'gzip' },
  '/small': { bytes: Buffer.from('{"status":"ok"}'), encoding: null },
};

http
  .createServer((request, response) => {
    const body = bodies[request.url];
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.bytes.length,
      ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
    });
    response.end(body.bytes);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
