// A real SMTP server for tests: maildev in this process, on a free port, without its web inbox.
import { createServer } from 'node:net';
import { MailDev } from 'maildev';

export interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
  messageId?: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

export interface MailCatcher {
  port: number;
  emails(): Promise<CaughtEmail[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startMailCatcher(port?: number): Promise<MailCatcher> {
  const smtp = port ?? (await freePort());
  const maildev = new MailDev({ smtp, ip: '127.0.0.1', disableWeb: true, silent: true });
  const servers = await maildev.start();
  return {
    port: smtp,
    emails: () => servers.storage.getAll() as Promise<CaughtEmail[]>,
    stop: () => maildev.stop(),
  };
}
