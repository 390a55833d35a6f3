// A file the API sends as a download (a staff CSV export, an order's invoice): it needs the
// caller's bearer token or a guest order's key, which a plain link can't send, so the file is
// fetched with them and handed to the browser as an object URL. The file is not kept in the store:
// it can be large, and nothing else reads it.
import { useRef, useState } from 'react';
import { apiBaseUrl } from './api';
import { selectToken, signedOut } from './session/session-slice';
import { useAppDispatch, useAppSelector } from './store';

/** The name the server gave the file (`attachment; filename="orders-2026-11-24.csv"`), or `fallback` when it gave none fit to use. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

async function problemDetail(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
  if (typeof body?.detail === 'string') return body.detail;
  return response.status >= 500 ? 'Something went wrong on our side. Please try again.' : 'The shop refused the request. Please try again.';
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

export interface FileRequest {
  /** Under the API, with its query. */
  path: string;
  accept: string;
  /** The name to save it by when the server gives none. */
  fallbackName: string;
  /** A guest order's key, sent instead of a sign-in. */
  orderKey?: string;
}

/** Downloads one file at a time; `busy` names the path being fetched, and its error is kept until the next try. */
export function useFileDownload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const download = async ({ path, accept, fallbackName, orderKey }: FileRequest) => {
    if (running.current) return;
    running.current = true;
    setBusy(path);
    setError(null);
    try {
      const credentials: Record<string, string> = orderKey ? { 'X-Order-Key': orderKey } : token ? { Authorization: `Bearer ${token}` } : {};
      const response = await fetch(`${apiBaseUrl}${path}`, { headers: { Accept: accept, ...credentials } });
      if (response.status === 401 && !orderKey) dispatch(signedOut());
      if (!response.ok) {
        setError(await problemDetail(response));
        return;
      }
      save(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallbackName));
    } catch {
      setError('We couldn’t reach the shop. Check your connection and try again.');
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return { download, busy, error };
}
