import { data } from 'react-router';

/** What a route tells the server: render it there, and which built page (with its code preloaded) to start from. */
export interface RouteHandle {
  serverRendered?: boolean;
  shell?: string;
}

type QueryOutcome = { error?: unknown };

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Waits for a page's queries, so that a server render finds their answers in the store, and
 * answers with the status the page should have: the first failed query's (a product that doesn't
 * exist is a 404 page), else none. The page itself shows the failure and a way to retry.
 */
export async function pageData(queries: Array<PromiseLike<QueryOutcome>>, statusFor: (status: number) => number = (status) => status) {
  const outcomes = await Promise.all(queries);
  const failed = outcomes.map((outcome) => statusOf(outcome.error)).find((status) => status !== undefined && status >= 400);
  return failed === undefined ? null : data(null, { status: statusFor(failed) });
}
