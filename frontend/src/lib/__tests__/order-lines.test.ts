import { describe, expect, it } from 'vitest';
import { toolCount } from '../order-lines';

const line = (quantity: number) => ({ productId: null, productName: 'Tool', quantity, unitPrice: '1.00', price: `${quantity}.00` });

describe('how many tools an order is of', () => {
  it('when an order has 10 of one tool and 6 of another, then it is of 16 tools, not 2', () => {
    expect(toolCount({ lines: [line(10), line(6)] })).toBe('16 tools');
    expect(toolCount({ lines: [line(1)] })).toBe('1 tool');
  });
});
