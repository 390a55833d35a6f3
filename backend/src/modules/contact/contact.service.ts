import { UniqueConstraintError } from 'sequelize';
import type { Acknowledgement, ContactInput } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { normaliseEmail } from '../../shared/request-context.js';
import type { ContactRepository } from './contact.repository.js';

const DAYS = ['one', 'two', 'three', 'four', 'five'];
// The answer promises what the home page does, from the same setting.
const contactThanks = (workingDays: number) =>
  `Thanks for your message. We reply within ${workingDays === 1 ? 'one working day' : `${DAYS[workingDays - 1] ?? workingDays} working days`}.`;
const SUBSCRIBED = 'You’re subscribed. Watch your inbox for new tools and offers.';

export function createContactService(deps: { db: Database; contactRepository: ContactRepository; replyWorkingDays: number }) {
  const { contactRepository } = deps;
  const thanks = contactThanks(deps.replyWorkingDays);
  return {
    async sendContactMessage(input: ContactInput): Promise<Acknowledgement> {
      await deps.db.write((transaction) =>
        contactRepository.addMessage(
          { name: input.name.trim(), email: normaliseEmail(input.email), message: input.message.trim() },
          transaction,
        ),
      );
      return { message: thanks };
    },

    /** Subscribing twice is not an error: the answer says so with 200 instead of 201. */
    async subscribeNewsletter(email: string): Promise<{ created: boolean; body: Acknowledgement }> {
      const address = normaliseEmail(email);
      try {
        const created = await deps.db.write((transaction) => contactRepository.subscribe(address, transaction));
        return { created, body: { message: SUBSCRIBED } };
      } catch (error) {
        // Two subscriptions of one address at once (PostgreSQL): the unique index keeps one.
        if (error instanceof UniqueConstraintError) return { created: false, body: { message: SUBSCRIBED } };
        throw error;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
