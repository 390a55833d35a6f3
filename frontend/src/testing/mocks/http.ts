import { HttpResponse, http as untypedHttp } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../types/api';

/** Handlers written with this stop compiling when the contract changes under them. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** A 500, which the contract doesn't declare (no operation promises one), so it is untyped. */
export const serverError = (path: string) =>
  untypedHttp.all(path, () =>
    HttpResponse.json(
      { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong on our side. Please try again.' },
      { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
