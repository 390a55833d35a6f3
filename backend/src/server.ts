import type { Express } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebServer {
  server: Server;
  port: number;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  stop(graceMs?: number): Promise<void>;
}

export async function startWebServer(app: Express, port: number, host?: string): Promise<WebServer> {
  const server = createServer(app);
  // Keep-alive sockets outlive a load balancer's idle timeout, not the other way round.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    stop(graceMs = 10_000) {
      return new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
