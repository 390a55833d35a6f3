import type { Product } from '../../types/api';

/**
 * A tool in sizes by its own name, without the size its row's name ends with: "Bevel-Edge Chisel
 * 6 mm", sized "6 mm", is the "Bevel-Edge Chisel". A name that doesn't end with its size stays whole.
 */
export function toolName({ name, option }: Pick<Product, 'name' | 'option'>): string {
  const end = name.trimEnd();
  if (!option || !end.toLowerCase().endsWith(option.value.toLowerCase())) return name;
  return end.slice(0, -option.value.length).replace(/[\s,–—-]+$/u, '') || name;
}
