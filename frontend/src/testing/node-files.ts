// jsdom's File is no Blob to Node's fetch, which sends "undefined" for it (a browser's fetch sends
// the bytes). Tests that upload a file swap in Node's own, before they build their files.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

export function withNodeFiles(): void {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
}
