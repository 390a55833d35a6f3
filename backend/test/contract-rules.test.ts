// The contract's own rules, checked over openapi.yaml, and the app's routes compared with it.
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/contract.js';
import { createLogger } from '../src/shared/logger.js';

type Schema = Record<string, unknown>;
const contract = loadContract() as unknown as {
  security: unknown[];
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { $ref?: string; content?: Record<string, Media> }> }>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, { content?: Record<string, Media> }> };
};
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, unknown>;
}

/** Schemas that are someone else's format and stay open on purpose. */
const openByDesign = new Set(['StripeEvent']);

function walk(name: string, schema: Schema, visit: (where: string, schema: Schema) => void): void {
  visit(name, schema);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [prop, child] of Object.entries(value as Record<string, Schema>)) walk(`${name}.${prop}`, child, visit);
    } else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') {
      walk(`${name}[]`, value as Schema, visit);
    }
  }
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : []);

describe('the contract', () => {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    walk(name, schema, (where, node) => {
      if ('$ref' in node) return;
      const types = typesOf(node);
      if (types.includes('object') && node.additionalProperties !== false && !openByDesign.has(where)) problems.push(`${where} is not closed`);
      if (types.includes('string') && node.maxLength === undefined && node.enum === undefined) problems.push(`${where} has no maxLength`);
      if ((types.includes('integer') || types.includes('number')) && node.maximum === undefined) problems.push(`${where} has no maximum`);
      if ((types.includes('integer') || types.includes('number')) && node.minimum === undefined && node.exclusiveMinimum === undefined) {
        problems.push(`${where} has no minimum`);
      }
      if (types.includes('array') && node.maxItems === undefined) problems.push(`${where} has no maxItems`);
    });
  }

  it('when a schema is declared, then objects are closed, strings, numbers and arrays bounded', () => {
    expect(problems).toEqual([]);
  });

  it('when an operation is declared, then it has a security requirement and examples for every response body', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // Its own: who may call an operation is never left to the document's default.
        if (!Array.isArray(operation.security)) missing.push(`${method} ${path}: no security of its own`);
        for (const [status, response] of Object.entries(operation.responses)) {
          const resolved = response.$ref ? contract.components.responses[response.$ref.split('/').pop() ?? ''] : response;
          for (const [type, media] of Object.entries(resolved?.content ?? {})) {
            if (media.example === undefined && media.examples === undefined) missing.push(`${method} ${path} ${status}: no example`);
            if (Number(status) >= 400 && type !== 'application/problem+json') missing.push(`${method} ${path} ${status}: not problem+json`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the app', () => {
  it('when it is built, then every operation of the contract has a handler and a security it understands', () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'test' });
    const build = () =>
      createApp({
        config,
        // No database is opened: building the app only hands each repository the database.
        db: {} as never,
        logger: createLogger('silent'),
        identity: {} as never,
        passwords: {} as never,
        accessTokens: {} as never,
        orderKeys: {} as never,
        totpSecrets: {} as never,
        payments: { name: 'test' } as never,
      });
    expect(build).not.toThrow();
  });
});
