import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ResultAlert } from './result-alert';
import { problemMessage } from '../../lib/problem';

/**
 * The server's answer to a sent form: its confirmation, or what went wrong and that the form can be
 * sent again (a failed call, or the words of a form posted without the page's code).
 */
export function FormFeedback({ confirmation, error }: { confirmation?: string; error?: FetchBaseQueryError | SerializedError | string }) {
  if (error) {
    return (
      <ResultAlert severity="error" role="alert">
        {typeof error === 'string' ? error : problemMessage(error)}
      </ResultAlert>
    );
  }
  if (confirmation) {
    return (
      <ResultAlert severity="success" role="status">
        {confirmation}
      </ResultAlert>
    );
  }
  return null;
}
