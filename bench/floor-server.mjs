// The floor: a bare Node http server that answers prebuilt bodies, nothing else. It runs as a
// process of its own (like the real server) and learns its bodies from the benchmark over IPC:
// { id, contentType, contentEncoding?, body (base64) } → GET /floor/{id} answers that body.
import { createServer } from 'node:http';

const bodies = new Map();

const server = createServer((request, response) => {
  const entry = bodies.get(request.url?.slice('/floor/'.length));
  if (!entry) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': entry.contentType,
    ...(entry.contentEncoding ? { 'content-encoding': entry.contentEncoding } : {}),
    'content-length': entry.body.length,
  });
  response.end(entry.body);
});

process.on('message', (message) => {
  bodies.set(message.id, {
    contentType: message.contentType,
    contentEncoding: message.contentEncoding,
    body: Buffer.from(message.body, 'base64'),
  });
  process.send?.({ stored: message.id });
});

process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
