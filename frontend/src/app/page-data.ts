import { data } from 'react-router';

/** What a route tells the server: render it there (otherwise the browser renders it from the built page). */
export interface RouteHandle {
  serverRendered?: boolean;
}

type QueryOutcome = { error?: unknown };

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * On the server, waits for a page's queries, so that the render finds their answers in the store,
 * and answers with the status the page should have: the first failed query's (a product that
 * doesn't exist is a 404 page), else none. In the browser the page renders at once, with its
 * placeholders, while the answers it asked for are on their way; it shows a failure and a way to
 * retry itself.
 */
export async function pageData(queries: Array<PromiseLike<QueryOutcome>>) {
  if (!import.meta.env.SSR) return null;
  const outcomes = await Promise.all(queries);
  const failed = outcomes.map((outcome) => statusOf(outcome.error)).find((status) => status !== undefined && status >= 400);
  return failed === undefined ? null : data(null, { status: failed });
}
