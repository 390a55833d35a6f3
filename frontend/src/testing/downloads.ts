// What the browser was handed to save (lib/use-file-download.ts): each file and the name it was
// given, and the requests that fetched it (address and headers). Undone by vi.restoreAllMocks().
import { vi } from 'vitest';
import { server } from './mocks/server';

export function captureDownloads(pathPart: string) {
  const saved: Array<{ blob: Blob; name: string }> = [];
  const requests: Array<{ url: string; headers: Headers }> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(pathPart)) requests.push({ url: request.url, headers: request.headers });
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ blob: blob as Blob, name: '' });
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return { saved, requests };
}
