// Request logs are read by more people, and kept longer, than any request. Emails travel in the
// seed's paths (/order/{email}, /profile/{email}, /admin/{email}, …): in a log line they are
// replaced, in the path and in the query, so nobody's address sits in clear in the logs.
const EMAIL_PART = /[^/?&=#]*(?:@|%40)[^/?&=#]*/gi;

/** The URL with every path segment or query value that holds an email replaced. */
export function withoutEmails(url: string): string {
  return url.replace(EMAIL_PART, '[email]');
}

export const requestLogSerializers = {
  req<T extends { url: string; query: unknown; params: unknown }>(req: T): T {
    // `query` and `params` repeat what the URL says; the URL alone is kept, masked.
    req.url = withoutEmails(req.url);
    req.query = {};
    req.params = {};
    return req;
  },
};
