import { fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ConfirmDialog } from '../confirm-dialog';

const meta = preview.meta({
  title: 'Shared/Confirm Dialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { open: true, title: 'Cancel this order?', message: 'Cancel your order of 2 × 16 oz Fibreglass Claw Hammer? The tools go back on sale.', onConfirm: fn(), onCancel: fn() },
});

export const Open = meta.story({});
export const Busy = meta.story({ args: { busy: true } });
export const Refused = meta.story({ args: { error: 'This order is paid and can’t be cancelled.' } });
