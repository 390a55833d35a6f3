// Other spellings of a canonical API path, the ways a client, a proxy or an attacker might write
// it: another case, a trailing slash, empty and dot segments, percent-encoded letters, dots and
// slashes, backslashes, matrix parameters. By the shop's rule (shared/http/operation-matcher.ts)
// none of them is the operation: each must be refused, and none may change anything.
import { request } from 'node:http';

const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16).padStart(2, '0')}${segment.slice(1)}`;
const flipCase = (segment: string) => (segment === segment.toUpperCase() ? segment.toLowerCase() : segment.toUpperCase());
const capitalise = (segment: string) => `${segment.charAt(0).toUpperCase()}${segment.slice(1)}`;

export interface Spelling {
  path: string;
  /**
   * `fixed`: a fixed part is spelled otherwise, so it is no operation (404). `value`: only the last
   * parameter's value changed, so it is that operation with another value, refused as invalid.
   */
  changes: 'fixed' | 'value';
}

/**
 * `path` is the canonical `/api/…` path; `template` the contract's (`/orders/{id}`), which says
 * which segments are fixed. Returns unique spellings, none equal to `path`.
 */
export function spellingsOf(path: string, template: string): Spelling[] {
  const parts = path.split('/').slice(1);
  const fixed = ['api', ...template.split('/').slice(1)].map((segment) => !segment.startsWith('{'));
  const join = (segments: string[]) => `/${segments.join('/')}`;
  const swap = (index: number, value: string) => join(parts.map((part, at) => (at === index ? value : part)));
  const rest = parts.slice(1).join('/');
  const spellings = [
    `/API/${rest}`,
    `/Api/${rest}`,
    `/aPI/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `${path}/`,
    `${path}//`,
    `${path}/.`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/api/%2e/${rest}`,
    `/api/%2E%2E/api/${rest}`,
    `/api/x/../${rest}`,
    `/x/../api/${rest}`,
    `/%61pi/${rest}`,
    `/%2561pi/${rest}`,
    `/api%2F${rest}`,
    `/api\\${rest}`,
    `/api;x=1/${rest}`,
  ];
  // Suffixes change the last segment: a fixed one becomes no operation, a parameter another value.
  const suffixed = [`${path};x=1`, `${path}%00`, `${path}%20`];
  parts.forEach((part, index) => {
    if (index === 0 || !fixed[index]) return;
    spellings.push(swap(index, flipCase(part)), swap(index, capitalise(part)), swap(index, encodeFirst(part)), swap(index, `${part};`));
    if (index < parts.length - 1) spellings.push(join([...parts.slice(0, index), `${part}%2F${parts[index + 1]}`, ...parts.slice(index + 2)]));
  });
  const lastChanges: Spelling['changes'] = fixed[parts.length - 1] ? 'fixed' : 'value';
  const all: Spelling[] = [
    ...spellings.map((spelling) => ({ path: spelling, changes: 'fixed' as const })),
    ...suffixed.map((spelling) => ({ path: spelling, changes: lastChanges })),
  ];
  return all.filter((spelling, index) => spelling.path !== path && all.findIndex((other) => other.path === spelling.path) === index);
}

export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends the path exactly as written: supertest and fetch would normalise it first. */
export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: object } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname,
        port,
        method,
        path,
        headers: { Accept: 'application/json, text/html', ...options.headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, contentType: String(incoming.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
