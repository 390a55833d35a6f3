import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { QuantityField } from '../quantity-field';

const meta = preview.meta({
  title: 'Shared/Quantity Field',
  component: QuantityField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
  args: { quantity: 2, limits: { minimum: 2, available: 40 }, onChange: fn() },
});
const phone = { viewport: { value: 'phone' } };

/** At the tool's minimum order: its bounds under it. */
export const AtMinimum = meta.story({});
export const AtMinimumPhone = AtMinimum.extend({ globals: phone });

/** At the stock: + past it says why, in the seed's words, and the number stays. */
export const AtMaximum = meta.story({
  args: { quantity: 40 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 40 in stock: you can order at most 40.');
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('40');
  },
});
export const AtMaximumPhone = AtMaximum.extend({ globals: phone });

/** A typed number under the minimum: the field is in error and described by why. */
export const TypedBelowMinimum = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await expect(field).toHaveAccessibleDescription('The minimum order for this tool is 2.');
  },
});
export const TypedBelowMinimumPhone = TypedBelowMinimum.extend({ globals: phone });

/** The server's refusal, shown where the field's own would be (a cart line). */
export const ServerRefused = meta.story({ args: { quantity: 12, problem: 'Only 10 left in stock.' } });
