// The contract's rules for a request's inputs, compiled once at start-up with Ajv (the JSON Schema
// validator; OpenAPI 3.1's schemas are JSON Schema 2020-12) and run on the operation the matcher
// found. Nothing here matches paths or reads a library's private files: each operation's path, query,
// header and body schemas are pointers into openapi.yaml, compiled on the first request of each.
//
// What the contract calls an id (`format: uuid`) is brought to its canonical lower-case form where it
// is validated, at any depth of the path, the query or the body (SQLite compares ids as text and
// PostgreSQL as uuids, so an upper-case id was found on one and not the other). `assertIdsCanonical`
// refuses at start-up a contract with an id-named input that is neither a uuid nor declared another
// system's id (`x-external-id`).
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract } from '../contract.js';
import type { OperationDefinition } from '../shared/http/operation-matcher.js';
import { HttpProblem } from '../shared/problem.js';

type Node = Record<string, unknown>;

const CANONICAL_ID = 'x-canonical-id';
const JSON_TYPE = 'application/json';
/** A browser's form post, which the contract may accept beside JSON, against the same schema. */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function at(document: Node, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document);
}

/** Follows `$ref`s to the node and the pointer it lives at. */
function resolved(document: Node, pointer: string): { node: Node; pointer: string } {
  let node = at(document, pointer) as Node | undefined;
  for (let depth = 0; typeof node?.$ref === 'string' && depth < 20; depth += 1) {
    pointer = node.$ref as string;
    node = at(document, pointer) as Node | undefined;
  }
  if (!node) throw new Error(`openapi.yaml: nothing at ${pointer}`);
  return { node, pointer };
}

/** A copy of the contract whose uuid schemas canonicalise what they accept. */
function withCanonicalIds(contract: Contract): Node {
  const copy = structuredClone(contract) as Node;
  const pending: unknown[] = [copy];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if ((node as Node).format === 'uuid') (node as Node)[CANONICAL_ID] = true;
    pending.push(...Object.values(node));
  }
  return copy;
}

function newAjv(coerceTypes: boolean | 'array', document: Node) {
  // strict: false, because a contract's schemas carry OpenAPI's own keywords (example, x-…).
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, allowUnionTypes: true });
  addFormats.default(ajv, { mode: 'full' });
  ajv.addKeyword({
    keyword: CANONICAL_ID,
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (_schema: boolean, data: unknown, _parent: unknown, context?: { parentData: Node; parentDataProperty: string | number }) => {
      if (typeof data === 'string' && context?.parentData) context.parentData[context.parentDataProperty] = data.toLowerCase();
      return true;
    },
  });
  ajv.addSchema(document, 'contract');
  return ajv;
}

interface OperationRules {
  /** One object schema for `{params, query, headers}`, whose values are strings coerced to their schemas' types. */
  parameters: Node;
  /** Header names as Node reads them (lower case). */
  headerNames: string[];
  /** `{body}`'s schema when the operation takes a JSON body: its pointer, and whether it must be sent. */
  body?: { pointer: string; required: boolean; form: boolean };
  /** Any other body the operation takes (a photo's bytes), read and checked by its handler. */
  bytes: boolean;
  /** `<status> <content type>` → the pointer of the answer's schema. */
  responses: Map<string, string>;
  compiled: { parameters?: ValidateFunction; body?: ValidateFunction; formBody?: ValidateFunction };
}

type Place = 'path' | 'query' | 'header';

const objectOf = (properties: Node, required: string[], additionalProperties: boolean): Node => ({
  type: 'object',
  properties,
  required,
  additionalProperties,
});

function rulesOf(document: Node, operation: OperationDefinition): OperationRules {
  const pathPointer = `#/paths/${escapePointer(operation.template)}`;
  const operationPointer = `${pathPointer}/${operation.method}`;
  const node = at(document, operationPointer) as Node;
  const shared = ((at(document, pathPointer) as Node).parameters as unknown[] | undefined) ?? [];
  const own = (node.parameters as unknown[] | undefined) ?? [];
  const properties: Record<Place, Node> = { path: {}, query: {}, header: {} };
  const required: Record<Place, string[]> = { path: [], query: [], header: [] };
  const declared = [
    ...shared.map((_, index) => `${pathPointer}/parameters/${index}`),
    ...own.map((_, index) => `${operationPointer}/parameters/${index}`),
  ];
  for (const pointer of declared) {
    const parameter = resolved(document, pointer);
    const place = parameter.node.in as Place | 'cookie';
    if (place === 'cookie') throw new Error(`openapi.yaml: ${operation.operationId} takes a cookie parameter, which this shop doesn't read`);
    // Node gives header names in lower case; the contract may spell them otherwise.
    const name = place === 'header' ? String(parameter.node.name).toLowerCase() : String(parameter.node.name);
    properties[place][name] = { $ref: `contract${parameter.pointer}/schema` };
    if (parameter.node.required) required[place].push(name);
  }
  const parameters = objectOf(
    {
      params: objectOf(properties.path, required.path, false),
      query: objectOf(properties.query, required.query, false),
      headers: objectOf(properties.header, required.header, true),
    },
    ['params', 'query', 'headers'],
    false,
  );

  let body: OperationRules['body'];
  let bytes = false;
  if (node.requestBody) {
    const requestBody = resolved(document, `${operationPointer}/requestBody`);
    const content = Object.keys((requestBody.node.content as Node | undefined) ?? {});
    if (content.includes(JSON_TYPE)) {
      body = {
        pointer: `contract${requestBody.pointer}/content/${escapePointer(JSON_TYPE)}/schema`,
        required: requestBody.node.required === true,
        form: content.includes(FORM_TYPE),
      };
    } else if (content.length > 0) {
      bytes = true;
    }
  }

  const responses = new Map<string, string>();
  for (const status of Object.keys((node.responses as Node | undefined) ?? {})) {
    const response = resolved(document, `${operationPointer}/responses/${status}`);
    for (const type of Object.keys((response.node.content as Node | undefined) ?? {})) {
      responses.set(`${status} ${type}`, `contract${response.pointer}/content/${escapePointer(type)}/schema`);
    }
  }
  return { parameters, headerNames: Object.keys(properties.header), body, bytes, responses, compiled: {} };
}

/** One field problem as the API reports it: where (`/body/lines/0/productId`) and what. */
function fieldProblem(error: ErrorObject): { path: string; message: string } {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const field = params.missingProperty ?? params.additionalProperty;
  const path = `${error.instancePath}${field === undefined ? '' : `/${field}`}`;
  const message =
    params.additionalProperty === undefined
      ? (error.message ?? 'is invalid')
      : path.startsWith('/query/')
        ? 'is not a query parameter of this operation'
        : 'must NOT have additional properties';
  return { path: path.slice(0, 300), message: message.slice(0, 500) };
}

function invalid(errors: Array<Pick<ErrorObject, 'instancePath' | 'params' | 'message'>>): HttpProblem {
  const problems = errors.slice(0, 20).map((error) => fieldProblem(error as ErrorObject));
  const summary = problems.map((item) => `${item.path.replace(/^\/(body|query|params|headers)\/?/, '') || item.path.slice(1)} ${item.message}`).join('; ');
  return new HttpProblem(400, `The request is invalid: ${summary}`.slice(0, 2000), { errors: problems });
}

export interface RequestInputs {
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** Undefined when no body was sent. */
  body: unknown;
  /** The body came as a browser's form post: every value is text, brought to its schema's type as a query's are. */
  form?: boolean;
}

/** `form`: the operation also takes the same fields as a browser's form post. */
export type BodyKind = { kind: 'json'; required: boolean; form: boolean } | { kind: 'bytes' } | { kind: 'none' };

export interface ContractValidator {
  /** What body an operation takes: JSON (and whether it must be sent), bytes for its handler, or none. */
  bodyOf(operation: OperationDefinition): BodyKind;
  /** Validates and canonicalises the inputs in place; throws a 400 problem naming every field at fault. */
  validateRequest(operation: OperationDefinition, inputs: RequestInputs): void;
  /** What is wrong with an answer (its status, content type or body), or undefined when it keeps the contract. */
  responseViolation(operation: OperationDefinition, status: number, contentType: string, body: unknown): string | undefined;
}

export function createContractValidator(contract: Contract, operations: OperationDefinition[]): ContractValidator {
  const document = withCanonicalIds(contract);
  // 'array': a list parameter sent once (`?brand=oakridge`) is a list of one, as a form's single ticked box sends it.
  const coercing = newAjv('array', document);
  const exact = newAjv(false, document);
  const rules = new Map(operations.map((operation) => [operation.operationId, rulesOf(document, operation)]));
  const responseValidators = new Map<string, ValidateFunction>();

  const rulesFor = (operation: OperationDefinition): OperationRules => {
    const found = rules.get(operation.operationId);
    if (!found) throw new Error(`the contract's validators have no ${operation.operationId}`);
    return found;
  };

  return {
    bodyOf(operation) {
      const operationRules = rulesFor(operation);
      if (operationRules.body) return { kind: 'json', required: operationRules.body.required, form: operationRules.body.form };
      return operationRules.bytes ? { kind: 'bytes' } : { kind: 'none' };
    },

    validateRequest(operation, inputs) {
      const operationRules = rulesFor(operation);
      const headers: Record<string, unknown> = {};
      for (const name of operationRules.headerNames) if (inputs.headers[name] !== undefined) headers[name] = inputs.headers[name];
      const parameters = { params: inputs.params, query: inputs.query, headers };
      operationRules.compiled.parameters ??= coercing.compile(operationRules.parameters);
      const errors = operationRules.compiled.parameters(parameters) ? [] : [...(operationRules.compiled.parameters.errors ?? [])];
      const { body } = operationRules;
      if (body && inputs.body === undefined && body.required) {
        errors.push({ instancePath: '/body', params: {}, message: 'is required: send the request’s JSON body' } as ErrorObject);
      } else if (body && inputs.body !== undefined) {
        // Wrapped, so that every value of the body, its top included, has a parent to be canonicalised in.
        const wrapped = { body: inputs.body };
        const schema = () => objectOf({ body: { $ref: body.pointer } }, ['body'], false);
        const validate = inputs.form ? (operationRules.compiled.formBody ??= coercing.compile(schema())) : (operationRules.compiled.body ??= exact.compile(schema()));
        if (!validate(wrapped)) errors.push(...(validate.errors ?? []));
        inputs.body = wrapped.body;
      }
      if (errors.length > 0) throw invalid(errors);
    },

    responseViolation(operation, status, contentType, body) {
      const operationRules = rulesFor(operation);
      const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const pointer = operationRules.responses.get(`${status} ${type}`) ?? operationRules.responses.get(`default ${type}`);
      if (!pointer) return `${status} ${type} is not an answer ${operation.operationId} declares`;
      let validate = responseValidators.get(pointer);
      if (!validate) {
        validate = exact.compile({ $ref: pointer });
        responseValidators.set(pointer, validate);
      }
      // Checked on a copy: an id in an answer is validated, never rewritten.
      if (validate(structuredClone(body))) return undefined;
      return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`).join('; ');
    },
  };
}

const ID_NAME = /^(_?id|.+Id|.+Ids)$/;

/**
 * Refuses a contract in which an input named like an id (`id`, `_id`, `…Id`, `…Ids`) at any depth
 * of a path, query or body is neither a uuid (so canonicalised) nor marked `x-external-id` (an id
 * another system issues, such as a payment's, compared exactly as sent).
 */
export function assertIdsCanonical(contract: Contract, operations: OperationDefinition[]): void {
  const document = contract as unknown as Node;
  const uncovered: string[] = [];
  const schemaAt = (schema: unknown): Node => {
    let node = schema as Node;
    for (let depth = 0; typeof node?.$ref === 'string' && depth < 20; depth += 1) node = at(document, (node.$ref as string).replace(/^contract/, '')) as Node;
    return node ?? {};
  };
  const isCovered = (schema: Node): boolean =>
    schema['x-external-id'] === true || schema.format === 'uuid' || (schema.type === 'array' && schema.items !== undefined && isCovered(schemaAt(schema.items)));
  const visit = (schema: unknown, where: string, seen: Set<unknown>) => {
    const node = schemaAt(schema);
    if (seen.has(node)) return;
    seen.add(node);
    for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems'] as const) for (const part of (node[key] as unknown[] | undefined) ?? []) visit(part, where, seen);
    if (node.items) visit(node.items, `${where}[]`, seen);
    for (const [name, property] of Object.entries((node.properties as Node | undefined) ?? {})) {
      if (ID_NAME.test(name) && !isCovered(schemaAt(property))) uncovered.push(`${where}.${name}`);
      visit(property, `${where}.${name}`, seen);
    }
  };
  for (const operation of operations) {
    const operationRules = rulesOf(document, operation);
    visit(operationRules.parameters, operation.operationId, new Set());
    if (operationRules.body) visit({ $ref: operationRules.body.pointer }, `${operation.operationId}.body`, new Set());
  }
  if (uncovered.length > 0) {
    throw new Error(`openapi.yaml: these inputs are named as ids but are neither uuids nor marked x-external-id: ${uncovered.join(', ')}`);
  }
}
