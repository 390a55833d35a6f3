// The forms check the contract's limits before sending; this keeps the copy in contract-limits.ts
// equal to openapi.yaml, so a form can't accept what the server refuses, or refuse what it takes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { limits } from '../contract-limits';

type Schema = { $ref?: string; properties?: Record<string, Schema> } & Record<string, unknown>;
interface Contract {
  components: { schemas: Record<string, Schema>; parameters: Record<string, { schema: Schema }> };
}

const contract = parse(readFileSync(join(import.meta.dirname, '../../../../openapi.yaml'), 'utf8')) as Contract;

const deref = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? deref(contract.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;

/** "Schema", "Schema.property", a parameter's name, or "parameters.Name", as contract-limits.ts names them. */
function schemaAt(name: string): Schema | undefined {
  const [schema, property] = name.split('.');
  const { schemas, parameters } = contract.components;
  if (schema === 'parameters') return deref(parameters[property!]?.schema);
  if (property) return deref(deref(schemas[schema!])?.properties?.[property]);
  return deref(schemas[schema!] ?? parameters[schema!]?.schema);
}

describe('the contract’s limits', () => {
  it.each(Object.entries(limits))('when a form checks %s, then it checks what openapi.yaml says', (name, listed) => {
    const schema = schemaAt(name);
    expect(schema, `${name} is not in openapi.yaml`).toBeDefined();
    for (const [keyword, value] of Object.entries(listed)) expect({ [keyword]: schema![keyword] }).toEqual({ [keyword]: value });
  });
});
