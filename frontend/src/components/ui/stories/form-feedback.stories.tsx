import preview from '../../../../../.storybook/preview';
import { FormFeedback } from '../form-feedback';

/** What a sent form shows under its button: the server's confirmation or its problem, in words. */
const meta = preview.meta({
  title: 'Shared/Form Feedback',
  component: FormFeedback,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
});

export const Saved = meta.story({ args: { confirmation: 'Your profile is saved.' } });
export const ValidationProblem = meta.story({
  args: {
    error: {
      status: 400,
      data: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The request is invalid: request/body/phone must NOT have more than 30 characters' },
    },
  },
});
export const Offline = meta.story({ args: { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } } });
