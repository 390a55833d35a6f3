import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream, Logger };

/** `destination` defaults to stdout; tests pass a stream to read what the shop really logs. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["stripe-signature"]', 'req.headers["x-order-key"]', 'req.headers["idempotency-key"]', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  };
  // Asynchronous: under load, lines that arrive while a write is under way go out together in the
  // next one instead of one write each (a request-log line per request); nothing waits for a
  // quiet moment (no minimum length), and pino writes out what is left when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
