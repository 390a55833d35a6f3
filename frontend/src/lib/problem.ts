// Turns any failed call into a sentence a shopper can act on.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export function problemMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return 'We couldn’t reach the shop. Check your connection and try again.';
    }
    const data = error.data as { detail?: unknown } | undefined;
    if (typeof data?.detail === 'string') return data.detail;
    if (typeof error.status === 'number' && error.status >= 500) return 'Something went wrong on our side. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

/** The API answered that what was asked for does not exist (404). */
export const isNotFound = (error: FetchBaseQueryError | SerializedError | undefined): boolean =>
  error !== undefined && 'status' in error && error.status === 404;

/** The problem's machine-readable `code`, when the API gave one. */
export function problemCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * No answer the shop stands by: the connection dropped, timed out, or the server failed. The request
 * may still have been carried out (an order placed), so what was asked is sent again as it was.
 */
export const answerLost = (error: FetchBaseQueryError | SerializedError | undefined): boolean =>
  error !== undefined &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || error.status === 'PARSING_ERROR' || (typeof error.status === 'number' && error.status >= 500));
