// The floor: a bare Node http server that answers prebuilt answers, nothing else. It runs as a
// process of its own (like the real server) and learns its answers from the benchmark over IPC:
// { id, headers: [name, value][], body (base64) } → GET /floor/{id} answers those headers and body.
import { createServer } from 'node:http';

const bodies = new Map();

const server = createServer((request, response) => {
  const entry = bodies.get(request.url?.slice('/floor/'.length));
  if (!entry) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, entry.headers);
  response.end(entry.body);
});

process.on('message', (message) => {
  const body = Buffer.from(message.body, 'base64');
  bodies.set(message.id, { headers: [...message.headers.flat(), 'content-length', String(body.length)], body });
  process.send?.({ stored: message.id });
});

process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
