import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { changedFields, EditProductDialog } from '../components/edit-product-dialog';
import { productSchema, productValues } from '../components/product-form';

const hammer = productFixtures[0]!;

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(<EditProductDialog product={hammer} onClose={onClose} onSaved={onSaved} />, { preloadedState: signedInAs(adminFixture) });
  const dialog = within(screen.getByRole('dialog', { name: `Edit ${hammer.name}` }));
  return { ...view, dialog, onClose, onSaved };
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('closing the edit dialog', () => {
  it('when nothing was changed, then Escape and Cancel close it without asking', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('when a field was changed and Escape is pressed, then it asks; Keep editing keeps the change', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await enterText(user, dialog.getByRole('textbox', { name: 'Name' }), ' XL');
    await user.keyboard('{Escape}');
    const ask = within(await discardDialog());
    expect(ask.getByText(`Your changes to ${hammer.name} are not saved. Closing now throws them away.`)).toBeInTheDocument();
    await expectNoAxeViolations(await discardDialog());
    await user.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${hammer.name} XL`);
  });

  it('when a field was changed and Cancel is pressed, then Discard changes closes it unsaved', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onSaved } = renderDialog();
    await user.clear(dialog.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Price' }), '1');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('when a change is typed back to what it was, then closing no longer asks', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await enterText(user, name, 'X');
    await user.type(name, '{Backspace}');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('what an edit sends', () => {
  const unchanged = () => productSchema.parse(productValues(hammer));

  it('when the form gives the stored category and brand, then neither is sent; when it gives None, then null is sent', () => {
    expect(changedFields(hammer, unchanged())).toEqual({});
    expect(changedFields(hammer, { ...unchanged(), category: undefined })).toEqual({ category: null });
  });

  it('when the form gives no category or brand at all, then the tool keeps its own rather than losing them', () => {
    const without = { ...unchanged(), price: 12.5 };
    delete without.category;
    delete without.brand;
    expect(changedFields(hammer, without)).toEqual({ price: 12.5 });
  });
});
