import { useState } from 'react';
import { expect, fireEvent, screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { photoFile, renamedTextFile } from '../../../testing/fixtures/photos';
import { scenario } from '../../../testing/mocks/scenarios';
import { ImageUploadField } from '../components/image-upload-field';

/** The field as the product form holds it: the image it was given, then the one uploaded. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUploadField value={value} onUploaded={setValue} />;
}

const meta = preview.meta({
  title: 'Dashboard/Admin/Photo Upload',
  component: Field,
  parameters: { session: 'admin', layout: 'padded' },
});

const phone = { viewport: { value: 'phone' } };
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty = meta.story({});
export const EmptyPhone = Empty.extend({ globals: phone });

export const DraggingOver = meta.story({
  play: async ({ canvas }) => {
    fireEvent.dragEnter((await canvas.findByRole('button', { name: 'Choose a photo' })).closest('[aria-busy]')!);
    await expect(await canvas.findByText('Drop the photo to upload it.')).toBeVisible();
  },
});
export const DraggingOverPhone = DraggingOver.extend({ globals: phone });

export const Uploading = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('uploadImage', 'loading')),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), photoFile());
    await expect(await canvas.findByText('Uploading the photo…')).toBeVisible();
  },
});
export const UploadingPhone = Uploading.extend({ globals: phone });

export const Uploaded = meta.story({
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), photoFile());
    await expect(await canvas.findByText('Uploaded spirit-level.png.')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'The product’s photo' })).toBeVisible();
  },
});
export const UploadedPhone = Uploaded.extend({ globals: phone });

/** A product's photo before this visit: its URL, from the seed or an earlier upload. */
export const CurrentPhoto = meta.story({ args: { initial: '/images/tools/claw-hammer.svg' } });

export const NotAPhoto = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), renamedTextFile());
    await expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a JPEG, PNG or WebP image.');
  },
});
export const NotAPhotoPhone = NotAPhoto.extend({ globals: phone });
