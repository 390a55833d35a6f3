// Named scenarios for every operation, built from the contract itself: a scenario answers only
// with a status the operation declares, and with the contract's own example for it, so Storybook,
// the unit tests and mock mode show the errors the real API can give and no others.
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { operations, type OperationId } from '../../generated/operations';

export const scenarioNames = ['loading', 'slow', 'empty', 'serverError', 'unauthorized', 'forbidden', 'validationError', 'notFound', 'conflict'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** How long `slow` holds a response before the normal handler answers: long enough to see the loading state. */
export const SLOW_MS = 2500;

const statusOf: Partial<Record<ScenarioName, string>> = {
  serverError: '500',
  unauthorized: '401',
  forbidden: '403',
  validationError: '400',
  notFound: '404',
  conflict: '409',
};

const problemJson = (body: JsonBodyType, status: number) =>
  HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });

/** `/order/{key}` as MSW writes it, under any origin's `/api`. */
const mswPath = (path: string) => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

type Responses = Record<string, { contentType: string | null; example: JsonBodyType }>;

function successExample(id: OperationId): unknown {
  const responses = operations[id].responses as Responses;
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  return success ? responses[success]?.example : undefined;
}

/** Whether `name` makes sense for the operation: its status is declared, or it lists things. */
export function hasScenario(id: OperationId, name: ScenarioName): boolean {
  const status = statusOf[name];
  if (status) return status in operations[id].responses;
  if (name === 'empty') {
    const example = successExample(id);
    return typeof example === 'object' && example !== null && 'items' in example;
  }
  return true;
}

/**
 * The handler that makes `id` answer as `name` says; put it before the normal handlers
 * (`server.use`, `worker.use` or a story's `parameters.msw.handlers`). `slow` delays, then lets
 * the normal handler answer; `loading` never answers.
 */
export function scenario(id: OperationId, name: ScenarioName): HttpHandler {
  if (!hasScenario(id, name)) throw new Error(`${id} has no "${name}" scenario: the contract declares no such answer for it.`);
  const { method, path } = operations[id];
  const on = (resolver: Parameters<typeof http.get>[1]) => http[method](mswPath(path), resolver);
  switch (name) {
    case 'loading':
      return on(async () => {
        await delay('infinite');
      });
    case 'slow':
      return on(async () => {
        await delay(SLOW_MS);
      });
    case 'empty': {
      // A paged list says there is no next page; an unpaged one (GET /sessions) has no cursor at all.
      const paged = 'nextCursor' in (successExample(id) as object);
      return on(() => HttpResponse.json({ items: [], ...(paged ? { nextCursor: null } : {}) }));
    }
    default: {
      const status = statusOf[name]!;
      const { example } = (operations[id].responses as Responses)[status]!;
      return on(() => problemJson(example as JsonBodyType, Number(status)));
    }
  }
}

/** Reads `?scenarios=listProducts:slow,getOrder:notFound` (mock mode's way to pick them). */
export function scenariosFromQuery(query: string): HttpHandler[] {
  const wanted = new URLSearchParams(query).get('scenarios');
  if (!wanted) return [];
  return wanted.split(',').flatMap((pair) => {
    const [id, name] = pair.split(':');
    const known = id && id in operations && scenarioNames.includes(name as ScenarioName);
    if (!known || !hasScenario(id as OperationId, name as ScenarioName)) {
      console.warn(`Mock mode: no scenario "${pair}". Use operationId:name, with name one of ${scenarioNames.join(', ')}.`);
      return [];
    }
    return [scenario(id as OperationId, name as ScenarioName)];
  });
}
