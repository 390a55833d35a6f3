// A staff CSV export (orders, the audit trail), downloaded with the admin's token (use-file-download.ts).
import { useFileDownload } from './use-file-download';

/**
 * Downloads `path` (an export under the API, with the screen's filters as its query) as CSV; one
 * download at a time, its error kept until the next try. `prefix` names the file if the server doesn't.
 */
export function useCsvExport(path: string, search: URLSearchParams, prefix: string) {
  const { download, busy, error } = useFileDownload();
  const query = search.toString();
  const exportCsv = () =>
    download({ path: `${path}${query ? `?${query}` : ''}`, accept: 'text/csv', fallbackName: `${prefix}-${new Date().toISOString().slice(0, 10)}.csv` });
  return { exportCsv, busy: busy !== null, error };
}
