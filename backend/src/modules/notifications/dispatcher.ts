// Sends what the outbox holds, in every API process. A row is leased before it is sent (only one
// process sends it) and marked sent after; a failure is retried later, ever more slowly; a row whose
// process died mid-send is taken over when its lease runs out. The one duplicate this allows is a
// crash after the server took the message and before the row was marked: at least once, never lost.
import { randomUUID } from 'node:crypto';
import type { BusinessDetails } from '../../shared/api-types.js';
import type { Logger } from '../../shared/logger.js';
import { renderStoredEmail } from './emails/render.js';
import type { EmailAttachment, Mailer } from './mailer.js';
import { ORDER_EMAIL_KINDS, storedDetails, type OrderEmailAttachment } from './order-email.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';

export interface DispatcherOptions {
  /** How long a claimed row is left to its process before another may send it. */
  leaseMs?: number;
  /** How often the outbox is looked at. */
  everyMs?: number;
  /** The first retry's delay; each further failure doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  batch?: number;
  /** How long a sent email's row is kept (for a person looking into what was sent). */
  keepSentMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const DEFAULTS = { leaseMs: 5 * 60_000, everyMs: 3_000, retryMs: 30_000, maxRetryMs: 60 * 60_000, batch: 20, keepSentMs: 30 * DAY_MS };
// Pruning is a maintenance chore, not worth a query every round.
const PRUNE_EVERY_MS = 60 * 60_000;

export function retryDelay(attempts: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, attempts - 1));
}

export function createDispatcher(deps: {
  outboxRepository: OutboxRepository;
  mailer: Mailer | undefined;
  logger: Logger;
  /** The shop's public origin, for the emails' links. */
  shopUrl: string;
  /** Who the shop is in law now, for the emails' footer (read for each batch: the owner may change it). */
  sender?: () => Promise<BusinessDetails>;
  /** An order's invoice or credit note as its PDF, for the email that carries it; undefined when it is gone. */
  document?: (attachment: OrderEmailAttachment) => Promise<{ fileName: string; pdf: Buffer } | undefined>;
  options?: DispatcherOptions;
}) {
  const options = { ...DEFAULTS, ...deps.options };
  const { outboxRepository, logger } = deps;
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** The PDF the row's email carries (made now, from the document as issued), if any. */
  async function attachmentsOf(row: OutboxRow): Promise<EmailAttachment[]> {
    if (!(ORDER_EMAIL_KINDS as readonly string[]).includes(row.kind) || !deps.document) return [];
    const attachment = storedDetails(row.payload).attachment;
    const file = attachment && (await deps.document(attachment));
    return file ? [{ fileName: file.fileName, content: file.pdf, contentType: 'application/pdf' }] : [];
  }

  async function deliver(row: OutboxRow, mailer: Mailer, now: Date, sender: BusinessDetails | undefined): Promise<boolean> {
    const token = randomUUID();
    // Another process got there first.
    if (!(await outboxRepository.claim(row.id, token, now, new Date(now.getTime() + options.leaseMs)))) return false;
    const attempts = row.attempts + 1;
    try {
      const email = await renderStoredEmail(row.kind, row.payload, deps.shopUrl, sender);
      await mailer.send({ messageId: `<${row.id}@outbox.handtools>`, to: row.recipient, ...email, attachments: await attachmentsOf(row) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + retryDelay(attempts, options.retryMs, options.maxRetryMs));
      await outboxRepository.markFailed(row.id, token, retryAt, message);
      logger.warn({ email: row.id, kind: row.kind, attempts, retryAt: retryAt.toISOString(), err: message }, 'sending an email failed; it will be retried');
      return false;
    }
    await outboxRepository.markSent(row.id, token, new Date());
    logger.info({ email: row.id, kind: row.kind }, 'email sent');
    return true;
  }

  return {
    /** Sends what is due at `now` (the clock every lease and retry is counted on); answers how many were sent. */
    async runOnce(now = new Date()): Promise<number> {
      if (!deps.mailer) return 0;
      if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        const pruned = await outboxRepository.pruneSent(new Date(now.getTime() - options.keepSentMs));
        if (pruned > 0) logger.info({ pruned }, 'deleted old sent emails from the outbox');
      }
      let sent = 0;
      const due = await outboxRepository.due(now, options.batch);
      const sender = due.length > 0 ? await deps.sender?.() : undefined;
      for (const row of due) {
        if (await deliver(row, deps.mailer, now, sender)) sent += 1;
      }
      return sent;
    },
    options,
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

/** Runs the dispatcher until the returned function is called (which waits for a round under way). */
export function startEmailDispatcher(dispatcher: Dispatcher, mailer: Mailer | undefined, logger: Logger): () => Promise<void> {
  if (!mailer) {
    logger.warn('no SMTP server is configured (SMTP_URL or SMTP_HOST): order emails stay in the outbox until one is');
    return async () => {};
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    round = dispatcher
      .runOnce()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'email dispatch failed; retrying on the next round'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, dispatcher.options.everyMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
    mailer.close();
  };
}
