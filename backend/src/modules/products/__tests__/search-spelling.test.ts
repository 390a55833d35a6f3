import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

async function addProduct(name: string, description = validProduct.description) {
  const response = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, name, description });
  expect(response.status, response.text).toBe(201);
  return response.body as { _id: string; slug: string };
}

const search = (q: string, extra: Record<string, string | number> = {}) => given.shop.request.get('/api/products').query({ q, ...extra });
const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

describe('a search that forgives misspellings', () => {
  it('when a word of a tool’s name is misspelled, then the tool is found and the page says what was searched for', async () => {
    await addProduct('Kerfmaster Dovetail Backsaw');
    const found = await search('kerfmastr dovetial');
    expect(found.status).toBe(200);
    expect(names(found.body)).toEqual(['Kerfmaster Dovetail Backsaw']);
    expect(found.body.searchedFor).toBe('kerfmaster dovetail');
  });

  it('when a word of the description is misspelled, then the tool is found too', async () => {
    await addProduct('Flush Cut Pullsaw', 'Thin blade of Hardpoint steel that bends without setting.');
    const found = await search('hardpoimt');
    expect(names(found.body)).toEqual(['Flush Cut Pullsaw']);
    expect(found.body.searchedFor).toBe('hardpoint');
  });

  it('when the search matches as typed, then it is not corrected, even where a near word exists', async () => {
    await addProduct('Gentsaw Fine');
    await addProduct('Gentsam Coarse');
    const found = await search('gentsam');
    expect(names(found.body)).toEqual(['Gentsam Coarse']);
    expect(found.body).not.toHaveProperty('searchedFor');
  });

  it('when no word is near any of the catalogue’s, then the page is empty and says nothing was read instead', async () => {
    const found = await search('qqqqxxzz');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ items: [], nextCursor: null });
  });

  it('when the misspelled search has more than a page of tools, then the next page reads it the same way', async () => {
    for (const size of ['6 mm', '12 mm', '25 mm']) await addProduct(`Paringblade Chisel ${size}`);
    const first = await search('paringbalde', { limit: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.searchedFor).toBe('paringblade');
    const second = await search('paringbalde', { limit: 2, cursor: first.body.nextCursor });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.searchedFor).toBe('paringblade');
    expect(second.body.nextCursor).toBeNull();
    expect(new Set([...names(first.body), ...names(second.body)]).size).toBe(3);
  });

  it('when a tool is renamed right after a misspelled search, then its new word is read at once', async () => {
    const tool = await addProduct('Old Name Rasp');
    expect((await search('cabinetmakr')).body.items).toEqual([]);
    const renamed = await given.shop.request.patch(`/api/product/${tool._id}`).set(given.admin.auth).send({ name: 'Cabinetmaker Rasp' });
    expect(renamed.status).toBe(200);
    const found = await search('cabinetmakr');
    expect(names(found.body)).toEqual(['Cabinetmaker Rasp']);
    expect(found.body.searchedFor).toBe('cabinetmaker');
  });
});
