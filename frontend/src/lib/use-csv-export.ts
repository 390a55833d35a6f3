// A staff CSV export (orders, the audit trail). The export needs the admin's bearer token, which a plain link can't send, so the file is fetched
// with it and handed to the browser as an object URL. The CSV is not kept in the store: it can be
// large, and nothing else reads it.
import { useRef, useState } from 'react';
import { apiBaseUrl } from './api';
import { selectToken, signedOut } from './session/session-slice';
import { useAppDispatch, useAppSelector } from './store';

/** The file's name when the server gives none fit to use: `<prefix>-<today>.csv`. */
const fallbackName = (prefix: string) => `${prefix}-${new Date().toISOString().slice(0, 10)}.csv`;

/** The name the server gave the file (`attachment; filename="orders-2026-11-24.csv"`). */
export function attachmentName(disposition: string | null, prefix = 'orders'): string {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallbackName(prefix);
}

async function problemDetail(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
  if (typeof body?.detail === 'string') return body.detail;
  return response.status >= 500 ? 'Something went wrong on our side. Please try again.' : 'The export failed. Please try again.';
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads `path` (an export under the API, with the screen's filters as its query) as CSV; one
 * download at a time, its error kept until the next try. `prefix` names the file if the server doesn't.
 */
export function useCsvExport(path: string, search: URLSearchParams, prefix: string) {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const exportCsv = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const query = search.toString();
      const response = await fetch(`${apiBaseUrl}${path}${query ? `?${query}` : ''}`, {
        headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (response.status === 401) dispatch(signedOut());
      if (!response.ok) {
        setError(await problemDetail(response));
        return;
      }
      save(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), prefix));
    } catch {
      setError('We couldn’t reach the shop. Check your connection and try again.');
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { exportCsv, busy, error };
}
