import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { ImportProducts } from '../components/import-products';

const HEADER = 'slug,name,price,minimum,available,image,description';
const csvFile = (...rows: string[]) => new File([[HEADER, ...rows].join('\n')], 'tools.csv', { type: 'text/csv' });
const good = csvFile(`${productFixtures[0]!.slug},Hammer,9.99,2,100,/x.svg,A hammer.`, ',New Gouge,12.50,1,30,/x.svg,A gouge.');

function renderImport() {
  const view = renderWithProviders(<ImportProducts />, { preloadedState: signedInAs(adminFixture) });
  const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, fileInput };
}

/** Every import the screen sends, with whether it was a dry run. */
function captureImports(): boolean[] {
  const dryRuns: boolean[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/product-imports')) dryRuns.push(url.searchParams.get('dryRun') === 'true');
  });
  return dryRuns;
}

describe('importing tools from a CSV file', () => {
  it('when a file with bad rows is chosen, then it is checked at once and every problem shows by row and column, and nothing is offered to import', async () => {
    const user = userEvent.setup();
    const { container, fileInput } = renderImport();
    await user.upload(fileInput, csvFile(',Mallet,18.5O,1,30,/x.svg,A mallet.', ',Rasp,9.99,1,30,/x.svg,A rasp.', ',,3,1,30,/x.svg,Nameless.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has 2 problems; nothing was imported. Put them right in the file and choose it again.');
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RowColumnProblem',
      '2pricePrice must be in dollars with at most 2 decimals, like 24.99.',
      '4namename must NOT have fewer than 1 characters.',
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a good file is chosen, then it says what would change with nothing changed yet; Import applies it and says what changed', async () => {
    const dryRuns = captureImports();
    const user = userEvent.setup();
    const { container, fileInput } = renderImport();
    await user.upload(fileInput, good);
    expect(await screen.findByText('tools.csv is ready: 1 tool to add, 1 tool to update. Nothing has changed yet.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported tools.csv: 1 tool added, 1 tool updated.');
    expect(dryRuns).toEqual([true, false]);
  });

  it('when the check fails on the server’s side, then it says so with Retry, which checks the same file again', async () => {
    server.use(scenario('importProducts', 'serverError'));
    const user = userEvent.setup();
    const { fileInput } = renderImport();
    await user.upload(fileInput, good);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/is ready: 1 tool to add/)).toBeInTheDocument();
  });

  it('when the import itself is refused (a tool was deleted meanwhile), then the problem shows and nothing is said to be imported', async () => {
    const user = userEvent.setup();
    const { fileInput } = renderImport();
    await user.upload(fileInput, good);
    await screen.findByText(/is ready/);
    server.use(http.post('/product-imports', ({ response }) => response(409).json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'The tool “claw-hammer” was deleted while the file was imported; nothing was imported.' })));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The tool “claw-hammer” was deleted while the file was imported; nothing was imported.')).toBeInTheDocument();
    expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument();
  });
});
