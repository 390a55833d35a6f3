// The API as a server render reaches it: in process, answered by the services' own reads (the
// catalogue cache among them), never over HTTP to itself. Only the public reads a page needs are
// here; any other call is refused, so a render can never act for anybody. What a shopper can put
// in a page's address (a product id, a Load more cursor) is checked by the contract's rules, as
// the API would check it.
import { ConnectionError, TimeoutError } from 'sequelize';
import type { ProductDetail, ProductPage, ProductSort, ReviewPage } from '../../shared/api-types.js';
import type { Tagged } from '../../shared/change-mark-cache.js';
import { createOperationMatcher, type ContractPaths } from '../../shared/http/operation-matcher.js';
import type { Logger } from '../../shared/logger.js';
import { HttpProblem, statusTitle } from '../../shared/problem.js';
import type { PageParams } from '../../shared/request-context.js';

export interface PublicReads {
  listProducts(page: PageParams, sort: ProductSort, q: string | undefined): Promise<Tagged<ProductPage>>;
  getProduct(id: string): Promise<Tagged<ProductDetail>>;
  listReviews(page: PageParams, productId: string | undefined): Promise<ReviewPage>;
}

type Query = URLSearchParams;
type Read = (params: Record<string, string>, query: Query) => Promise<unknown>;

// The contract's parameter rules (openapi.yaml, components.parameters), for the parameters a page sends.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;

function pageOf(query: Query): PageParams {
  const limit = Number(query.get('limit') ?? 12);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpProblem(400, 'limit must be a whole number from 1 to 100.');
  const cursor = query.get('cursor') ?? undefined;
  if (cursor !== undefined && !CURSOR.test(cursor)) throw new HttpProblem(400, 'This page of the list no longer exists.');
  return { limit, cursor };
}

function uuid(value: string | null, name: string): string {
  if (value === null || !UUID.test(value)) throw new HttpProblem(400, `${name} must be an id.`);
  return value.toLowerCase();
}

/** The catalogue's orders, as the contract lists them (components.schemas.ProductSort). */
function sortsOf(contract: ContractPaths): ReadonlySet<string> {
  const schemas = (contract as { components?: { schemas?: { ProductSort?: { enum?: unknown } } } }).components?.schemas;
  const sorts = schemas?.ProductSort?.enum;
  if (!Array.isArray(sorts) || sorts.length === 0) throw new Error('openapi.yaml: components.schemas.ProductSort lists no orders');
  return new Set(sorts.map(String));
}

function readsOf(reads: PublicReads, sorts: ReadonlySet<string>): Record<string, Read> {
  return {
    listProducts: async (_params, query) => {
      const sort = query.get('sort') ?? 'newest';
      if (!sorts.has(sort)) throw new HttpProblem(400, 'sort is not one of the catalogue’s orders.');
      const q = query.get('q') ?? undefined;
      if (q !== undefined && (q.length < 1 || q.length > 100)) throw new HttpProblem(400, 'q must be 1 to 100 characters.');
      return (await reads.listProducts(pageOf(query), sort as ProductSort, q)).body;
    },
    getProduct: async (params) => (await reads.getProduct(uuid(params.id ?? null, 'id'))).body,
    listReviews: async (_params, query) => {
      const productId = query.get('productId');
      return reads.listReviews(pageOf(query), productId === null ? undefined : uuid(productId, 'productId'));
    },
  };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

const problem = (status: number, detail: string) =>
  json(status, { type: 'about:blank', title: statusTitle(status), status, detail }, 'application/problem+json');

/** A `fetch` for a render's store: the same answers, in the same shapes, as the API's. */
export function publicApiFetch(contract: ContractPaths, reads: PublicReads, logger: Logger): typeof fetch {
  const matcher = createOperationMatcher(contract);
  const answer = readsOf(reads, sortsOf(contract));
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const matched = matcher.match(request.method, url.pathname);
    const read = matched.kind === 'operation' && matched.operation.security.length === 0 ? answer[matched.operation.operationId] : undefined;
    if (matched.kind !== 'operation' || !read) {
      // A page's code asked for something a render may not: a bug to see, refused all the same.
      logger.error({ method: request.method, path: url.pathname }, 'a server render asked the API for what it may not');
      return problem(404, `There is no ${request.method} ${url.pathname} for a server render.`);
    }
    try {
      return json(200, await read(matched.params, url.searchParams));
    } catch (error) {
      if (error instanceof HttpProblem) return json(error.status, error.toProblem(), 'application/problem+json');
      if (error instanceof ConnectionError || error instanceof TimeoutError) {
        return problem(503, 'The shop is temporarily unavailable. Please try again shortly.');
      }
      logger.error({ err: error, path: url.pathname }, 'a server render’s API read failed');
      return problem(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
