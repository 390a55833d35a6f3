import { expect } from 'vitest';
import { shopUrl } from './browser';

/** A tool as the shop's API lists it: what the tests need of it. */
export interface Tool {
  _id: string;
  name: string;
  minimum: number;
  available: number;
  price: number;
}

/** The tool of that name, as the shop has it now. */
export async function toolNamed(name: string): Promise<Tool> {
  const found = (await (await fetch(`${shopUrl()}/api/products?q=${encodeURIComponent(name)}`)).json()) as { items: Tool[] };
  const tool = found.items.find((item) => item.name === name);
  expect(tool, name).toBeDefined();
  return tool!;
}
