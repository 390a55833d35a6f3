// Where a sign-in sends the browser afterwards: a path of this site, or the home page. Anything a
// browser could read as another host (`//host`, `/\host`, a scheme, a control character it strips)
// fails closed to `/` rather than refusing the sign-in. The frontend's rule is tested against the
// same cases (rules/return-path.cases.json).
const BASE = 'http://shop.invalid';
const UNSAFE = /[\\\s\p{Cc}]/u;

export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return '/';
  const url = URL.parse(path, BASE);
  return url?.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : '/';
}
