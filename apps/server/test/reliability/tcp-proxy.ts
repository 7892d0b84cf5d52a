import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server, to take the database away and give it back while the
 * application keeps running: `stop()` closes the port and cuts every open connection,
 * `start()` listens again on the same port, `blackHole()` accepts connections and answers nothing.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: 'forward' | 'black-hole' = 'forward';

  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async start(): Promise<void> {
    this.mode = 'forward';
    const server = createServer((client) => {
      this.track(client);
      if (this.mode === 'black-hole') return;
      const upstream = connect(this.target);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const closeBoth = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', closeBoth).on('close', closeBoth);
      upstream.on('error', closeBoth).on('close', closeBoth);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** Accept connections but never forward or answer them: a database that hangs. */
  blackHole(): void {
    this.mode = 'black-hole';
    for (const socket of this.sockets) socket.destroy();
  }

  /** Close the port and cut every connection: a database that is down. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }
}
