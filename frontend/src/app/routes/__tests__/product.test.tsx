import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chiselFixtures, productFixtures } from '../../../testing/fixtures/products';
import { reviewFixtures } from '../../../testing/fixtures/reviews';
import { catalogueHandlers, catalogueScenarios } from '../../../testing/mocks/catalogue-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { richResultProblems, structuredData } from '../../../testing/structured-data';
import { expectNoAxeViolations, renderApp, renderWithProviders } from '../../../testing/test-utils';
import type { Product } from '../../../types/api';
import ProductRoute from '../product';

const reviewed = productFixtures[0]!;
const review = reviewFixtures.find((candidate) => candidate.productId === reviewed._id)!;
const unreviewed = productFixtures[1]!;

/** Every API call the page makes, by path, so a test can say what was (not) asked for. */
function apiCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
  return calls;
}

describe('a tool’s page', () => {
  it('when the tool is sold out, then its page says so and why, with no Buy Now and no Add to cart', async () => {
    mockShop.products.find((tool) => tool._id === unreviewed._id)!.available = unreviewed.minimum - 1;
    const { container } = renderApp(`/products/${unreviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: unreviewed.name })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sold out' })).toHaveTextContent(`Sold outOnly ${unreviewed.minimum - 1} left, fewer than its minimum order of ${unreviewed.minimum}`);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the tool loads, then its picture, name, price, stock, description, rating, reviews and Buy Now show, with its own title', async () => {
    const { container } = renderApp(`/products/${reviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: reviewed.name })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: reviewed.name });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText(`Available: ${reviewed.available}`)).toBeInTheDocument();
    expect(screen.getByText(`Minimum order: ${reviewed.minimum}`)).toBeInTheDocument();
    expect(screen.getByText(`Weight: 700 g · SKU: ${reviewed.sku}`)).toBeInTheDocument();
    expect(screen.getByText(reviewed.description)).toBeInTheDocument();
    expect(screen.getByText('5 out of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    // The reviews hydrate (here: render) once the browser is idle.
    const reviews = await screen.findByRole('region', { name: 'Reviews of this tool' }, { timeout: 10_000 });
    const card = within(reviews).getByRole('article', { name: review.title });
    expect(within(card).getByText(review.name)).toBeInTheDocument();
    expect(within(card).getByText(review.details)).toBeInTheDocument();
    expect(within(card).getByText(`${review.rating} Star`)).toBeInTheDocument();
    expect(within(card).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026')).toBeInTheDocument();
    // Only this tool's reviews.
    expect(within(reviews).getAllByRole('article')).toHaveLength(1);

    expect(document.title).toBe(`${reviewed.name} | Hand Tool Shop`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^\$9\.99 each\. 16 oz Fibreglass/));
    await expectNoAxeViolations(container);
  });

  it('when the tool has not been weighed yet, then its page gives no weight rather than a wrong one', async () => {
    const unweighed = productFixtures.find((product) => product.weightGrams === null)!;
    renderApp(`/products/${unweighed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: unweighed.name })).toBeInTheDocument();
    expect(screen.getByText(`Minimum order: ${unweighed.minimum}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Weight:/)).not.toBeInTheDocument();
  });

  it('when the tool has no reviews, then it says so beside the rating and in place of the list', async () => {
    const { container } = renderApp(`/products/${unreviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: unreviewed.name })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet. Bought a tool from us? Tell the next trade how it did.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the API has no such tool, then "Tool not found" shows with a link back to the shop', async () => {
    server.use(catalogueScenarios.productNotFound);
    const { container } = renderApp(`/products/${reviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Reviews of this tool' })).not.toBeInTheDocument();
    expect(document.title).toBe('Tool not found | Hand Tool Shop');
    await expectNoAxeViolations(container);
  });

  it('when the address can be neither a slug nor an id, then "Tool not found" shows without asking the API', async () => {
    const calls = apiCalls();
    renderApp('/products/Not_A_Tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool not found' })).toBeInTheDocument();
    expect(calls.filter((path) => path.startsWith('/api/products') || path.startsWith('/api/reviews'))).toEqual([]);
  });

  it('when no tool has the slug, then "Tool not found" shows, and no reviews are asked for', async () => {
    const calls = apiCalls();
    renderApp('/products/no-such-tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool not found' })).toBeInTheDocument();
    // The loader asks, and the page's own subscription asks once more after a failure.
    const asked = calls.filter((path) => path.startsWith('/api/products') || path.startsWith('/api/reviews'));
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['/api/products-by-slug/no-such-tool']));
  });

  it('when the tool’s page renders, then it carries schema.org Product data a search engine accepts: its offer from the minimum, and its buyers’ rating', async () => {
    renderApp(`/products/${reviewed.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: reviewed.name })).toBeInTheDocument();
    const url = `${window.location.origin}/products/${reviewed.slug}`;
    const data = structuredData('Product');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: reviewed.name,
      description: reviewed.description,
      image: [`${window.location.origin}${reviewed.image}`],
      url,
      sku: reviewed.sku,
      brand: { '@type': 'Brand', name: 'Forgewell' },
      category: 'Hammers & striking',
      offers: {
        '@type': 'Offer',
        url,
        price: '9.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: reviewed.minimum, unitCode: 'C62' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
    });
    expect(richResultProblems(data)).toEqual([]);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}${reviewed.image}`);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', url);
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('when a tool has price breaks, then its page shows them as a table from the minimum order, and its offer carries one price per quantity range', async () => {
    const trade = productFixtures[2]!;
    const { container } = renderApp(`/products/${trade.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: trade.name })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Trade prices' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['QuantityEach', '4–9$24.99', '10–24$22.49', '25 or more$19.99']);
    const quantity = (minValue: number, maxValue?: number) => ({ '@type': 'QuantitativeValue', minValue, ...(maxValue && { maxValue }), unitCode: 'C62' });
    expect(structuredData('Product').offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '24.99', priceCurrency: 'USD', eligibleQuantity: quantity(4, 9) },
      { '@type': 'UnitPriceSpecification', price: '22.49', priceCurrency: 'USD', eligibleQuantity: quantity(10, 24) },
      { '@type': 'UnitPriceSpecification', price: '19.99', priceCurrency: 'USD', eligibleQuantity: quantity(25) },
    ]);
    // The offer as a whole is still sold from the minimum.
    expect(structuredData('Product').offers.eligibleQuantity).toEqual(quantity(4));
    await expectNoAxeViolations(container);
  });

  it('when a tool has no reviews and too little stock, then its data says out of stock and claims no rating', async () => {
    mockShop.products.find((tool) => tool._id === unreviewed._id)!.available = unreviewed.minimum - 1;
    renderApp(`/products/${unreviewed.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: unreviewed.name })).toBeInTheDocument();
    const data = structuredData('Product');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('when a tool comes in sizes, then its page lists them as links by the option’s name, this one marked, a sold-out one marked but linked, and picking one opens its page', async () => {
    const [small, middle, large] = chiselFixtures as [Product, Product, Product];
    const user = userEvent.setup();
    const { container, router } = renderApp(`/products/${middle.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: middle.name })).toBeInTheDocument();
    const sizes = within(screen.getByRole('navigation', { name: 'Size' }));
    expect(sizes.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['6 mm $18.00', `/products/${small.slug}`, null],
      ['12 mm $21.50', `/products/${middle.slug}`, 'page'],
      ['25 mm $27.25, sold out', `/products/${large.slug}`, null],
    ]);
    expect(screen.getByText(`Size: 12 mm · Weight: 190 g · SKU: ${middle.sku}`)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(sizes.getByRole('link', { name: '25 mm $27.25, sold out' }));
    expect(await screen.findByRole('heading', { level: 1, name: large.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/products/${large.slug}`);
    expect(within(screen.getByRole('navigation', { name: 'Size' })).getByRole('link', { current: 'page' })).toHaveTextContent('25 mm');
    expect(screen.getByRole('status', { name: 'Sold out' })).toBeInTheDocument();
  });

  it('when a tool comes in one size, then its page has no sizes to pick', async () => {
    renderApp(`/products/${reviewed.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: reviewed.name })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Size' })).not.toBeInTheDocument();
  });

  it('when a tool comes in sizes, then its page carries a schema.org ProductGroup: the tool, its sizes each a Product with its own offer, and the rating', async () => {
    const [small, middle, large] = chiselFixtures as [Product, Product, Product];
    mockShop.reviews.push({ ...review, _id: '0193a7d2-5c1e-7b3a-9f00-0000000c0099', productId: middle._id, rating: 4 });
    renderApp(`/products/${middle.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: middle.name })).toBeInTheDocument();
    const origin = window.location.origin;
    const image = [`${origin}${small.image}`];
    const quantity = (minValue: number, maxValue?: number) => ({ '@type': 'QuantitativeValue', minValue, ...(maxValue && { maxValue }), unitCode: 'C62' });
    const offer = (size: Product, price: string, availability = 'InStock') => ({
      '@type': 'Offer',
      url: `${origin}/products/${size.slug}`,
      price,
      priceCurrency: 'USD',
      availability: `https://schema.org/${availability}`,
      eligibleQuantity: quantity(size.minimum),
    });
    const group = structuredData('ProductGroup');
    expect(structuredData('Product')).toBeUndefined();
    expect(group).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Bevel-Edge Chisel',
      description: middle.description,
      image,
      url: `${origin}/products/${middle.slug}`,
      productGroupID: small._id,
      variesBy: ['https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'Oakridge' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      hasVariant: [
        { '@type': 'Product', name: 'Bevel-Edge Chisel 6 mm', sku: 'OAK-CH-06', url: `${origin}/products/${small.slug}`, image, size: '6 mm', offers: offer(small, '18.00') },
        {
          '@type': 'Product',
          name: 'Bevel-Edge Chisel 12 mm',
          sku: 'OAK-CH-12',
          url: `${origin}/products/${middle.slug}`,
          image,
          size: '12 mm',
          offers: {
            ...offer(middle, '21.50'),
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price: '21.50', priceCurrency: 'USD', eligibleQuantity: quantity(1, 9) },
              { '@type': 'UnitPriceSpecification', price: '19.50', priceCurrency: 'USD', eligibleQuantity: quantity(10) },
            ],
          },
        },
        { '@type': 'Product', name: 'Bevel-Edge Chisel 25 mm', sku: 'OAK-CH-25', url: `${origin}/products/${large.slug}`, image, size: '25 mm', offers: offer(large, '27.25', 'OutOfStock') },
      ],
    });
    expect(richResultProblems(group)).toEqual([]);
  });

  it('when a tool’s sizes differ by something other than size, then its variants say it as a named property', async () => {
    for (const size of mockShop.products.filter((tool) => tool.option)) size.option = { name: 'Width', value: size.option!.value };
    renderApp(`/products/${chiselFixtures[0]!.slug}`);
    expect(await screen.findByRole('navigation', { name: 'Width' })).toBeInTheDocument();
    const group = structuredData('ProductGroup');
    expect(group.variesBy).toEqual(['Width']);
    expect(group.hasVariant[0]).toMatchObject({ additionalProperty: { '@type': 'PropertyValue', name: 'Width', value: '6 mm' } });
    expect(group.hasVariant[0]).not.toHaveProperty('size');
    expect(richResultProblems(group)).toEqual([]);
    expect(richResultProblems({ ...group, hasVariant: [{ ...group.hasVariant[0], additionalProperty: undefined }] })).toEqual(["ProductGroup.hasVariant[0] doesn't say its Width"]);
  });

  it('when an old link by id is opened, then the page moves to the tool’s slug, which is its one address', async () => {
    const { router } = renderApp(`/products/${reviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: reviewed.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/products/${reviewed.slug}`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/products/${reviewed.slug}`);
  });

  it('when loading fails, then a message and Retry show, and Retry brings the tool', async () => {
    server.use(catalogueScenarios.productServerError);
    const user = userEvent.setup();
    const { container } = renderApp(`/products/${reviewed._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This tool didn’t load' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // The page's own subscription asks once more on its own; it fails too, and Retry is free again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    server.use(...catalogueHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: reviewed.name })).toBeInTheDocument();
    // Retry went with the error: focus goes to the tool's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: reviewed.name })).toHaveFocus());
    expect(await screen.findByRole('article', { name: review.title })).toBeInTheDocument();
  });

  it('while the tool loads (rendered without its loader), then its placeholders hold the layout', () => {
    renderWithProviders(<ProductRoute />, { path: '/products/:ref', route: `/products/${reviewed.slug}` });
    expect(screen.getByRole('status', { name: 'Loading the tool' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
  });
});
