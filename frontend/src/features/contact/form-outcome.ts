// What the server said about a form posted before (or without) the page's code: it sends the
// browser back to `/?<form>=<outcome>#<form>` (backend/src/shared/http/form-return.ts), and the
// server-rendered page shows it here. The outcomes are the contract's (openapi.yaml, the 303s).
import { useSearchParams } from 'react-router';
import { apiBaseUrl } from '../../lib/api';
import { limits } from '../../lib/contract-limits';

/** The form's `action`: a path, so the server's render and the browser's agree. */
export const formAction = (operationPath: string): string => `${new URL(apiBaseUrl).pathname}${operationPath}`;

export interface FormOutcome {
  confirmation?: string;
  error?: string;
  /** A field at fault, with what to say beside it. */
  field?: { name: string; message: string };
}

const fieldMessages: Record<string, string> = {
  name: `Please enter your name, up to ${limits['ContactInput.name'].maxLength} characters`,
  email: 'Please input a valid email',
  message: `Please write your message, up to ${limits['ContactInput.message'].maxLength.toLocaleString('en-US')} characters`,
};

/** The outcome the address carries for `form` ("contact", "newsletter"), in words; none when it carries none. */
export function useFormOutcome(form: string, confirmation: string): FormOutcome {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get(form);
  if (outcome === null) return {};
  if (outcome === 'sent' || outcome === 'subscribed') return { confirmation };
  const field = /^invalid-(\w+)$/.exec(outcome)?.[1];
  if (field !== undefined && fieldMessages[field]) return { field: { name: field, message: fieldMessages[field] } };
  if (outcome === 'busy') return { error: 'Too many tries in a short time. Please try again in a minute.' };
  if (outcome === 'failed') return { error: 'Something went wrong on our side. Please try again.' };
  return { error: 'The form could not be sent as it was. Please check it and send it again.' };
}
