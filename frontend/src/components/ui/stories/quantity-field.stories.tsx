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

/** At the tool's minimum order: its bounds under it, and − disabled. */
export const AtMinimum = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
});
export const AtMinimumPhone = AtMinimum.extend({ globals: phone });

/** Stepped up to the stock: + is disabled there, and the focus has moved to −. */
export const AtMaximum = meta.story({
  args: { quantity: 39 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('40');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
  },
});
export const AtMaximumPhone = AtMaximum.extend({ globals: phone });

/** A typed number under the minimum: the field is in error and described by why; − has nowhere to go, + goes to the minimum. */
export const TypedBelowMinimum = meta.story({
  args: { limits: { minimum: 10, available: 40 }, quantity: 12 },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await expect(field).toHaveAccessibleDescription('The minimum order for this tool is 10.');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
});
export const TypedBelowMinimumPhone = TypedBelowMinimum.extend({ globals: phone });

/** A typed number above the stock: + is disabled, − comes back to the stock. */
export const TypedAboveStock = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '45');
    await expect(field).toHaveAccessibleDescription('Only 40 in stock: you can order at most 40.');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  },
});
export const TypedAboveStockPhone = TypedAboveStock.extend({ globals: phone });

/** Typed under the minimum, then +: the field holds the minimum and the page heard the same. */
export const SteppedBackIntoRange = meta.story({
  args: { limits: { minimum: 10, available: 40 }, quantity: 12 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(field).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith({ quantity: 10 }, 'stepped');
    await expect(field).toHaveAccessibleDescription('10 to 40');
  },
});

/** The server's refusal, shown where the field's own would be (a cart line). */
export const ServerRefused = meta.story({ args: { quantity: 12, problem: 'Only 10 left in stock.' } });
