import type { CartLine } from '../../types/api';

/** Why a line can't be ordered as it stands, and what the shopper can do about it. */
export function issueMessage(line: CartLine): string | null {
  switch (line.issue) {
    case 'product_deleted':
      return 'This tool is no longer sold. Remove it to check out.';
    case 'out_of_stock':
      return line.minimum === null || line.available === 0
        ? 'Out of stock. Remove it to check out.'
        : `Out of stock: ${line.available} left, fewer than its minimum order of ${line.minimum}. Remove it to check out.`;
    case 'exceeds_stock':
      return `Only ${line.available} left in stock: lower the quantity to ${line.available} or fewer.`;
    case 'below_minimum':
      return `The minimum order for this tool is now ${line.minimum ?? 1}: raise the quantity.`;
    default:
      return null;
  }
}

/** Whether the quantity can still be changed to something that can be ordered. */
export const quantityFixable = (line: CartLine): boolean => line.issue === null || line.issue === 'exceeds_stock' || line.issue === 'below_minimum';

/** The tool's name, or what to call it when the server no longer knows it. */
export const lineName = (line: CartLine): string => line.name ?? 'A tool no longer sold';
