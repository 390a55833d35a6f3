// A form the browser posts before (or without) the page's code is answered as such forms always
// were: a 303 back to the page, never the API's JSON, so the browser shows the page again and a
// reload doesn't post twice (Post/Redirect/Get). The outcome travels in the page's address, for the
// server-rendered page to show; the shopper's words never do (an address is logged and kept).
import type { Request, Response } from 'express';
import type { Problem } from '../api-types.js';

/** Where a form's post sends the browser, from the answer the operation gave as JSON (and the post, where it says more). */
export type FormReturn = (answer: { status: number; body: unknown }, req: Request) => string;

/**
 * `/?<form>=<outcome>#<form>`: `done` when stored, `invalid-<field>` naming the first field at fault
 * among `fields`, `invalid` for a body the form can't send, `busy` when rate limited, `failed` when
 * the shop could not do it.
 */
export function formReturn(form: string, done: string, fields: readonly string[]): FormReturn {
  const invalid = (body: unknown) => {
    const field = (body as Partial<Problem> | undefined)?.errors?.[0]?.path.split('/')[2];
    return field !== undefined && fields.includes(field) ? `invalid-${field}` : 'invalid';
  };
  return ({ status, body }) => {
    const outcome = status < 300 ? done : status === 400 ? invalid(body) : status === 429 ? 'busy' : status < 500 ? 'invalid' : 'failed';
    return `/?${form}=${outcome}#${form}`;
  };
}

function goBack(res: Response, location: string): Response {
  res.removeHeader('Content-Type');
  res.status(303).location(location).end();
  return res;
}

/** Every JSON answer from here on (the handler's, a rate limit's, a refusal's) leaves as the 303. */
export function answerAsForm(res: Response, to: FormReturn): void {
  // For the error handler's last resort, which writes its 500 without res.json.
  res.locals.formReturn = to;
  res.json = (body: unknown) => goBack(res, to({ status: res.statusCode, body }, res.req));
}

/** Whether this request is a page's form post, answered as such (answerAsForm ran for it). */
export const answersAsForm = (res: Response): boolean => res.locals.formReturn !== undefined;

/** A form post the shop failed in a way it has no words for goes back to its form too; false for any other request. */
export function answeredAsFormFailure(res: Response): boolean {
  const to = res.locals.formReturn as FormReturn | undefined;
  if (to) goBack(res, to({ status: 500, body: undefined }, res.req));
  return to !== undefined;
}
