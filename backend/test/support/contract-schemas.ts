// openapi.yaml's objects as the suites that read it (fuzzing, mass assignment, exposure) see them:
// schemas, parameters and operations, $refs resolved where they are used, and the field names a
// successful answer can carry.
import type { Contract } from '../../src/contract.js';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minProperties?: number;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Media {
  schema?: Schema;
  example?: Record<string, unknown>;
}

export interface OperationObject {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { $ref?: string; content?: Record<string, Media> }>;
}

/** Follows `$ref` (a pointer anywhere into the contract); keys written beside it win over the target's. */
export function deref<T extends { $ref?: string }>(contract: Contract, node: T): T {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract) as T;
  return { ...deref(contract, target), ...node, $ref: undefined };
}

/** Every property name at any depth of `node`; `seen` holds the contract's own nodes, so a schema that refers to itself ends. */
function propertyNames(contract: Contract, node: Schema, seen: Set<Schema>): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const schema = deref(contract, node);
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [name, ...propertyNames(contract, child, seen)]);
  return schema.items ? [...own, ...propertyNames(contract, schema.items, seen)] : own;
}

/** Every property name, at any depth, of the bodies the operation's 2xx answers declare. */
export function responseFieldNames(contract: Contract, operation: OperationObject): Set<string> {
  const seen = new Set<Schema>();
  return new Set(
    Object.entries(operation.responses ?? {})
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([, response]) => Object.values(deref(contract, response).content ?? {}))
      .flatMap((media) => (media.schema ? propertyNames(contract, media.schema, seen) : [])),
  );
}

export const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the contract declares, under every path and method. */
export const operationObjects = (contract: Contract): OperationObject[] =>
  Object.values(contract.paths).flatMap((item) => methods.flatMap((method) => (item[method] ? [item[method] as OperationObject] : [])));
