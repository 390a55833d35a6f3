import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { productFixtures } from '../../../testing/fixtures/products';
import { scenario } from '../../../testing/mocks/scenarios';
import { ImportProducts } from '../components/import-products';

const HEADER = 'slug,name,price,minimum,available,image,description';
const csvFile = (...rows: string[]) => new File([[HEADER, ...rows].join('\n')], 'supplier-list.csv', { type: 'text/csv' });
const good = () => csvFile(`${productFixtures[0]!.slug},Hammer,9.99,2,100,/x.svg,A hammer.`, ',New Gouge,12.50,1,30,/x.svg,A gouge.', ',Rasp,9.99,1,30,/x.svg,A rasp.');
const bad = () => csvFile(',Mallet,18.5O,1,30,/x.svg,A mallet.', ',Rasp,9.99,1,30,/x.svg,A rasp.', ',,3,1,30,/x.svg,Nameless.');
const phone = { viewport: { value: 'phone' } };

const meta = preview.meta({
  title: 'Dashboard/Admin/Import and Export',
  component: ImportProducts,
  parameters: { session: 'admin', route: { path: '/dashboard/import-products', url: '/dashboard/import-products' }, layout: 'padded' },
});

const choose = (file: () => File) =>
  async ({ canvasElement, userEvent }: { canvasElement: HTMLElement; userEvent: { upload: (input: HTMLElement, file: File) => Promise<void> } }) => {
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file());
  };

/** Before a file is chosen: the export, and what an import file holds. */
export const Start = meta.story({});
export const StartPhone = Start.extend({ globals: phone });
/** A file checked and found good: what it would change, and Import. */
export const ReadyToImport = meta.story({
  play: async (context) => {
    await choose(good)(context);
    await expect(await context.canvas.findByText(/is ready: 2 tools to add, 1 tool to update/)).toBeVisible();
  },
});
export const ReadyToImportPhone = ReadyToImport.extend({ globals: phone });
/** A file with two bad rows: refused whole, each problem by row and column. */
export const Problems = meta.story({
  play: async (context) => {
    await choose(bad)(context);
    await expect(await context.canvas.findByRole('table', { name: 'Problems in the file' })).toBeVisible();
  },
});
export const ProblemsPhone = Problems.extend({ globals: phone });
/** Imported: what changed. */
export const Imported = meta.story({
  play: async (context) => {
    await choose(good)(context);
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Import' }));
    await expect(await context.canvas.findByText(/^Imported supplier-list.csv/)).toBeVisible();
  },
});
/** The check couldn't be made: why, and Retry. */
export const CheckFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('importProducts', 'serverError')),
  play: async (context) => {
    await choose(good)(context);
    await expect(await context.canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
});
