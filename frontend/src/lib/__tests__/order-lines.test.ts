import { describe, expect, it } from 'vitest';
import { estimatedTotalWords, taxRows, toolCount } from '../order-lines';

const line = (quantity: number) => ({ productId: null, productName: 'Tool', quantity, unitPrice: '1.00', price: `${quantity}.00`, taxClass: null });

describe('how many tools an order is of', () => {
  it('when an order has 10 of one tool and 6 of another, then it is of 16 tools, not 2', () => {
    expect(toolCount({ lines: [line(10), line(6)] })).toBe('16 tools');
    expect(toolCount({ lines: [line(1)] })).toBe('1 tool');
  });
});

describe('taxRows', () => {
  const rate = (taxClass: 'standard' | 'reduced' | 'zero', percent: string, tax: string) => ({ taxClass, rate: percent, net: '10.00', tax, shipping: '0.00', exempt: '0.00' });

  it('states the VAT prices hold after the total, per rate charged', () => {
    expect(taxRows({ pricesIncludeTax: true, total: '11.64', exempt: '0.00', rates: [rate('standard', '20', '10.63'), rate('reduced', '5', '1.01'), rate('zero', '0', '0.00')] })).toEqual({
      beforeTotal: [],
      afterTotal: [
        { label: 'Includes VAT at 20%', value: '$10.63' },
        { label: 'Includes VAT at 5%', value: '$1.01' },
      ],
    });
  });

  it('adds VAT before the total when prices are without it', () => {
    expect(taxRows({ pricesIncludeTax: false, total: '21.48', exempt: '0.00', rates: [rate('standard', '17.5', '21.48')] })).toEqual({
      beforeTotal: [{ label: 'VAT at 17.5%', value: '$21.48' }],
      afterTotal: [],
    });
  });

  it('takes an export’s VAT off before the total, and says nothing of an order from before tax was kept', () => {
    expect(taxRows({ pricesIncludeTax: true, total: '0.00', exempt: '7.00', rates: [rate('standard', '0', '0.00')] })).toEqual({
      beforeTotal: [{ label: 'VAT taken off (delivered abroad)', value: '−$7.00' }],
      afterTotal: [],
    });
    expect(taxRows(null)).toEqual({ beforeTotal: [], afterTotal: [] });
  });
});

describe('estimatedTotalWords', () => {
  const tax = (pricesIncludeTax: boolean, total: string, exempt = '0.00') => ({ pricesIncludeTax, total, exempt, rates: [] });

  it('says what the order comes to with delivery, and the VAT in it or on it', () => {
    expect(estimatedTotalWords({ total: '159.85', tax: tax(true, '26.64') })).toBe('With delivery: $159.85, of which $26.64 is VAT.');
    expect(estimatedTotalWords({ total: '191.82', tax: tax(false, '31.97') })).toBe('With delivery and VAT ($31.97): $191.82.');
    expect(estimatedTotalWords({ total: '174.90', tax: tax(true, '0.00') })).toBe('With delivery: $174.90.');
    expect(estimatedTotalWords({ total: '145.75', tax: tax(true, '0.00', '29.15') })).toBe('With delivery: $145.75, without the VAT in the prices (delivered abroad).');
  });
});
