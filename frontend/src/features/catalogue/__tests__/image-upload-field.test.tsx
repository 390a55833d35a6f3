// @vitest-environment jsdom
// jsdom, not happy-dom: a file sent as multipart reaches MSW intact there.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { photoFile, renamedTextFile } from '../../../testing/fixtures/photos';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { withNodeFiles } from '../../../testing/node-files';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { ImageUploadField } from '../components/image-upload-field';

beforeAll(withNodeFiles);

function Field({ initial = '', onUploaded }: { initial?: string; onUploaded: (image: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      value={value}
      onUploaded={(image) => {
        setValue(image);
        onUploaded(image);
      }}
    />
  );
}

const renderField = (as = adminFixture, initial = '') => {
  const onUploaded = vi.fn();
  const view = renderWithProviders(<Field initial={initial} onUploaded={onUploaded} />, { preloadedState: signedInAs(as) });
  return { ...view, onUploaded };
};
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploaded = /^\/api\/images\/[0-9a-f]{32}-720\.webp$/;

describe('the photo upload field', () => {
  it('when it opens without a photo, then it offers to choose one and says what it takes', async () => {
    const { container } = renderField();
    expect(screen.getByRole('group', { name: 'Photo' })).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB, at least 400 × 300 pixels.');
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a photo is chosen, then it is uploaded, previewed from its variants and handed to the form', async () => {
    let body: ArrayBuffer | undefined;
    server.use(
      http.post('/images', async ({ request }) => {
        body = await request.clone().arrayBuffer();
      }),
    );
    const user = userEvent.setup();
    const { container, onUploaded } = renderField();
    const file = photoFile();
    await user.upload(fileInput(container), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded spirit-level.png.');
    expect(onUploaded).toHaveBeenCalledWith(expect.stringMatching(uploaded));
    expect(new Uint8Array(body!)).toEqual(new Uint8Array(await file.arrayBuffer()));
    const preview = screen.getByRole('img', { name: 'The product’s photo' });
    expect(preview.getAttribute('src')).toMatch(uploaded);
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(/-400\.avif 400w, .*-720\.avif 720w, .*-1200\.avif 1200w$/);
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
  });

  it('when a photo is dropped on the field, then it is uploaded; while dragged over, the field says to drop it', async () => {
    const { onUploaded } = renderField();
    const zone = screen.getByRole('button', { name: 'Choose a photo' }).closest('[aria-busy]')!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(screen.getByRole('status')).toHaveTextContent('Drop the photo to upload it.');
    fireEvent.drop(zone, { dataTransfer: { files: [photoFile('dropped.png')] } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.stringMatching(uploaded)));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded dropped.png.');
  });

  it('when a text file named like a PNG is chosen, then the server’s refusal shows and the form keeps its image', async () => {
    const user = userEvent.setup();
    const { container, onUploaded } = renderField(adminFixture, '/images/tools/claw-hammer.svg');
    await user.upload(fileInput(container), renamedTextFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a JPEG, PNG or WebP image.');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'The product’s photo' })).toHaveAttribute('src', '/images/tools/claw-hammer.svg');
    await expectNoAxeViolations(container);
  });

  it('when a file is larger than 5 MB, then it is refused before any upload', async () => {
    const sent = vi.fn();
    server.use(http.post('/images', () => void sent()));
    const user = userEvent.setup();
    const { container } = renderField();
    await user.upload(fileInput(container), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is larger than 5 MB. Choose a smaller one.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('when someone who is not an admin uploads, then the refusal shows', async () => {
    const user = userEvent.setup();
    const { container } = renderField(customerFixture);
    await user.upload(fileInput(container), photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role doesn’t allow this.');
  });
});
