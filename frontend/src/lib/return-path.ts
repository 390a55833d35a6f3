// Where a sign-in returns to: a path of this site, else the home page. The server applies the same
// rule to a posted form's `next` (backend/src/shared/return-path.ts); both are tested against
// rules/return-path.cases.json.
const BASE = 'http://shop.invalid';
const UNSAFE = /[\\\s\p{Cc}]/u;

export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return '/';
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
