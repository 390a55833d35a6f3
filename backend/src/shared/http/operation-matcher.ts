// What an API path means, decided once and used by every layer: the request is matched here to at
// most one operation of openapi.yaml, and routing, validation, authentication and the handler all
// act on that match. Anything that isn't exactly one operation is refused before a handler runs.
//
// The rule (docs/architecture.md, "What a path means"):
// - A path under the API is compared with the contract's templates as sent, byte for byte: case
//   counts, and there is no trailing slash, empty segment (`//`), dot segment (`.`, `..`) or
//   percent-encoding in the fixed parts. `/API/users`, `/api/users/`, `/api//users`,
//   `/api/./users` and `/api/%75sers` are not `/api/users`; they are nothing, a 404.
// - A parameter is one whole segment, percent-decoded once; its value is then checked by the
//   contract's schema like any other input. An encoded slash or backslash (%2F, %5C) is refused
//   anywhere in the path, as most servers and proxies do: each layer in front of the shop might
//   read it as a separator or not, and no operation needs one.
// - A fixed segment beats a parameter in the same place (OpenAPI's rule), and a contract in which
//   two templates could still claim the same path is refused at start-up.
// - Which requests are the API's at all is decided before, once, by request-target.ts: loosely, so
//   that any spelling a browser, a proxy or a file server might take for `/api` is the API's to
//   refuse here, never the storefront's to serve.
import type { OperationId, StaffRole } from '../api-types.js';
import { staffRolesOf } from '../auth/roles.js';
import { API_PREFIX } from './request-target.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'patch', 'delete'];

export type SecurityRequirement = Record<string, string[]>;

export interface ContractOperation {
  operationId?: string;
  security?: SecurityRequirement[];
  'x-roles'?: unknown;
}

export interface ContractPaths {
  paths: Record<string, Partial<Record<string, ContractOperation>>>;
}

export interface OperationDefinition {
  operationId: OperationId;
  method: HttpMethod;
  /** The contract's template, e.g. `/orders/{id}/ship`. */
  template: string;
  /** The operation's own security requirements; never the document's default. */
  security: SecurityRequirement[];
  /** The staff roles its `x-roles` lists: who may call a staff operation, or act on anyone's on another. */
  roles: StaffRole[];
}

export type PathMatch =
  | { kind: 'operation'; operation: OperationDefinition; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

type Segment = { literal: string } | { param: string };

interface Template {
  path: string;
  segments: Segment[];
  operations: Partial<Record<HttpMethod, OperationDefinition>>;
}

function parseTemplate(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = part.match(/^\{([A-Za-z0-9_]+)\}$/)?.[1];
      if (param) return { param };
      if (part === '' || part.includes('{') || part.includes('%') || part === '.' || part === '..') {
        throw new Error(`openapi.yaml: the path ${path} has a segment this shop can't route: '${part}'`);
      }
      return { literal: part };
    });
}

/** Two templates clash when some path would fit both with the same literal/parameter shape. */
function clash(a: Segment[], b: Segment[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((segment, index) => {
    const other = b[index] as Segment;
    if ('param' in segment || 'param' in other) return 'param' in segment && 'param' in other;
    return segment.literal === other.literal;
  });
}

function buildTemplates(contract: ContractPaths): Template[] {
  const templates: Template[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const segments = parseTemplate(path);
    const operations: Template['operations'] = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method as HttpMethod) || !operation) {
        if (method !== 'parameters' && method !== 'summary' && method !== 'description') {
          throw new Error(`openapi.yaml: ${method.toUpperCase()} ${path} is not a method this shop serves`);
        }
        continue;
      }
      if (!operation.operationId) throw new Error(`openapi.yaml: ${method.toUpperCase()} ${path} has no operationId`);
      // Falling back to the document's default would let an operation be added without anyone
      // deciding who may call it.
      if (!Array.isArray(operation.security)) {
        throw new Error(`openapi.yaml: ${operation.operationId} must declare its own security`);
      }
      operations[method as HttpMethod] = {
        operationId: operation.operationId as OperationId,
        method: method as HttpMethod,
        template: path,
        security: operation.security,
        roles: staffRolesOf(operation.operationId, operation['x-roles'], operation.security.some((requirement) => 'staffAccessToken' in requirement)),
      };
    }
    const rival = templates.find((template) => clash(template.segments, segments));
    if (rival) throw new Error(`openapi.yaml: ${path} and ${rival.path} could both claim the same request`);
    templates.push({ path, segments, operations });
  }
  return templates;
}

function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** How specific a template is where it matched: fixed segments earlier win. */
function specificity(template: Template): string {
  return template.segments.map((segment) => ('literal' in segment ? '1' : '0')).join('');
}

export interface OperationMatcher {
  match(method: string, rawPath: string): PathMatch;
  operations: OperationDefinition[];
}

export function createOperationMatcher(contract: ContractPaths): OperationMatcher {
  const templates = buildTemplates(contract);
  // By segment count, the most specific first: the first template that fits is the one meant.
  const bySize = new Map<number, Template[]>();
  for (const template of [...templates].sort((a, b) => specificity(b).localeCompare(specificity(a)))) {
    bySize.set(template.segments.length, [...(bySize.get(template.segments.length) ?? []), template]);
  }

  function matchTemplate(template: Template, parts: string[]): Record<string, string> | undefined {
    const params: Record<string, string> = {};
    for (const [index, segment] of template.segments.entries()) {
      const part = parts[index] as string;
      if ('literal' in segment) {
        if (part !== segment.literal) return undefined;
        continue;
      }
      const value = part === '' || part === '.' || part === '..' ? undefined : decodeSegment(part);
      if (value === undefined || value === '') return undefined;
      params[segment.param] = value;
    }
    return params;
  }

  return {
    operations: templates.flatMap((template) => Object.values(template.operations)),
    match(method, rawPath) {
      if (!rawPath.startsWith(`${API_PREFIX}/`) || /%(2f|5c)/i.test(rawPath)) return { kind: 'not-found' };
      const parts = rawPath.slice(API_PREFIX.length + 1).split('/');
      for (const template of bySize.get(parts.length) ?? []) {
        const params = matchTemplate(template, parts);
        if (!params) continue;
        const operation = template.operations[method.toLowerCase() as HttpMethod];
        // Only the method's exact name: Express would answer HEAD with the GET handler.
        if (!operation || method !== method.toUpperCase()) {
          return { kind: 'method-not-allowed', allowed: Object.keys(template.operations).map((name) => name.toUpperCase()) };
        }
        return { kind: 'operation', operation, params };
      }
      return { kind: 'not-found' };
    },
  };
}
