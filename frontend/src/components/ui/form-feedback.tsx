import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import { problemMessage } from '../../lib/problem';

/**
 * The server's answer to a sent form: its confirmation, or what went wrong and that the form can be
 * sent again (a failed call, or the words of a form posted without the page's code).
 */
export function FormFeedback({ confirmation, error }: { confirmation?: string; error?: FetchBaseQueryError | SerializedError | string }) {
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {typeof error === 'string' ? error : problemMessage(error)}
      </Alert>
    );
  }
  if (confirmation) {
    return (
      <Alert severity="success" role="status">
        {confirmation}
      </Alert>
    );
  }
  return null;
}
