// A TCP proxy between the shop and PostgreSQL that a test can break and mend: "the database went
// away" without stopping the machine's PostgreSQL, which other test runs share. Two ways to break:
//
// - cut(): the server is gone. Open connections are reset and new ones are reset on arrival, as
//   when PostgreSQL stops or crashes: the client hears about it at once.
// - stall(): the network is gone. Bytes stop flowing both ways and new connections are accepted
//   but never answered, as when a host dies or a firewall drops packets: the client hears nothing,
//   and only its own timeouts can end the wait.
//
// The proxy keeps its listening socket throughout, so its port can't be taken meanwhile.
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  /** Lets bytes flow again; stalled connections carry on where they stopped. */
  restore(): void;
  close(): Promise<void>;
}

type Pair = [client: Socket, upstream: Socket];

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  const held = new Set<Socket>();
  let state: 'open' | 'cut' | 'stalled' = 'open';

  const flow = ([client, upstream]: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  function connect(client: Socket) {
    const upstream = createConnection(target);
    const pair: Pair = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    flow(pair);
  }

  const server = createServer((client) => {
    if (state === 'cut') return client.resetAndDestroy();
    if (state === 'open') return connect(client);
    held.add(client);
    client.on('error', () => client.destroy()).on('close', () => held.delete(client));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));

  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    for (const client of held) client.resetAndDestroy();
    pairs.clear();
    held.clear();
  };

  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      state = 'cut';
      destroyAll();
    },
    stall() {
      state = 'stalled';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      const wasStalled = state === 'stalled';
      state = 'open';
      if (!wasStalled) return;
      for (const pair of pairs) flow(pair);
      for (const client of held) connect(client);
      held.clear();
    },
    async close() {
      destroyAll();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
