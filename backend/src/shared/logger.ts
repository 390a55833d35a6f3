import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream, Logger };

/** `destination` defaults to stdout; tests pass a stream to read what the shop really logs. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["stripe-signature"]', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
