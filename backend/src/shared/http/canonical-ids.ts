// SQLite compares ids as text and PostgreSQL as uuids, so an upper-case id was found on one and
// not on the other. Every input the contract calls a uuid (path, query or body field) is brought
// to its canonical lower-case form after validation, so both databases see the same id.
import type { NextFunction, Request, Response } from 'express';
import type { OperationId } from '../api-types.js';
import { operationOf } from './operation.js';

type Node = Record<string, unknown>;

interface UuidInputs {
  params: string[];
  query: string[];
  body: string[];
}

function resolve(document: Node, value: unknown): Node {
  let node = value as Node;
  for (let depth = 0; typeof node?.$ref === 'string' && depth < 10; depth += 1) {
    const path = (node.$ref as string).replace(/^#\//, '').split('/');
    node = path.reduce<unknown>((at, key) => (at as Node | undefined)?.[key], document) as Node;
  }
  return node ?? {};
}

function isUuid(document: Node, schema: unknown): boolean {
  const resolved = resolve(document, schema);
  return resolved.format === 'uuid';
}

function uuidInputsOf(document: Node, operation: Node): UuidInputs {
  const inputs: UuidInputs = { params: [], query: [], body: [] };
  for (const raw of (operation.parameters as unknown[] | undefined) ?? []) {
    const parameter = resolve(document, raw);
    if (!isUuid(document, parameter.schema)) continue;
    if (parameter.in === 'path') inputs.params.push(parameter.name as string);
    if (parameter.in === 'query') inputs.query.push(parameter.name as string);
  }
  const body = resolve(document, (resolve(document, operation.requestBody).content as Node | undefined)?.['application/json']);
  const properties = resolve(document, body.schema).properties as Node | undefined;
  for (const [name, schema] of Object.entries(properties ?? {})) {
    if (isUuid(document, schema)) inputs.body.push(name);
  }
  return inputs;
}

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export function canonicalIds(document: Node) {
  const byOperation = new Map<OperationId, UuidInputs>();
  for (const item of Object.values((document.paths as Record<string, Node>) ?? {})) {
    for (const operation of Object.values(item) as Node[]) {
      if (typeof operation?.operationId === 'string') byOperation.set(operation.operationId as OperationId, uuidInputsOf(document, operation));
    }
  }
  return (req: Request, _res: Response, next: NextFunction): void => {
    const operation = operationOf(req);
    const inputs = byOperation.get(operation.operationId);
    if (inputs) {
      const { params } = operation;
      for (const name of inputs.params) if (params[name] !== undefined) params[name] = lower(params[name]) as string;
      // Express 5 parses `req.query` afresh on every read unless it is an own property (the
      // validator leaves it so); otherwise it is pinned here so the handler sees these values.
      const own = Object.getOwnPropertyDescriptor(req, 'query');
      const query = (own && 'value' in own ? own.value : { ...(req.query as object) }) as Record<string, unknown>;
      for (const name of inputs.query) if (query[name] !== undefined) query[name] = lower(query[name]);
      if (!own) Object.defineProperty(req, 'query', { value: query, writable: true, enumerable: true });
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object') for (const name of inputs.body) if (body[name] !== undefined) body[name] = lower(body[name]);
    }
    next();
  };
}
