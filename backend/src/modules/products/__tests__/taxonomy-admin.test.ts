import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';

const given = useTestShop({ people: { admin: 'owner', cataloguer: 'catalogue', packer: 'fulfilment' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const add = (path: '/api/categories' | '/api/brands', body: Record<string, unknown>, as = given.admin) => given.shop.request.post(path).set(as.auth).send(body);
const tree = async () =>
  ((await given.shop.request.get('/api/categories')).body.items as Array<{ slug: string; parent: string | null; tools: number }>).map(
    (category) => `${category.parent ?? '-'}>${category.slug}`,
  );
const auditOf = async (kind: string) => (await given.shop.request.get('/api/audit-entries').query({ kind }).set(given.admin.auth)).body.items;

describe('the admin’s categories and brands', () => {
  it('when categories are added, then each has its name’s slug, goes last under its parent, and is on the shop at once', async () => {
    const saws = await add('/api/categories', { name: 'Saws' }, given.cataloguer);
    expect(saws.status, saws.text).toBe(201);
    expect(saws.body).toMatchObject({ slug: 'saws', name: 'Saws', parent: null, tools: 0 });
    expect((await add('/api/categories', { name: 'Hand Saws', parent: 'saws' })).body).toMatchObject({ slug: 'hand-saws', parent: 'saws' });
    expect((await add('/api/categories', { name: '  Hacksaws ', parent: 'saws' })).body).toMatchObject({ slug: 'hacksaws', name: 'Hacksaws' });
    expect(await tree()).toEqual(['->saws', 'saws>hand-saws', 'saws>hacksaws']);
    expect((await auditOf('category.created'))[0]).toMatchObject({ subject: { type: 'category', id: 'hacksaws' }, after: { name: 'Hacksaws', parent: 'saws' } });
  });

  it('when a name’s slug is taken or the parent is unknown, then the add is refused and nothing changes', async () => {
    const again = await add('/api/categories', { name: 'SAWS!' });
    expect(again.status).toBe(409);
    expect(again.type).toBe('application/problem+json');
    expect(again.body.detail).toBe('There is already a category at /categories/saws: give this one another name.');
    const orphan = await add('/api/categories', { name: 'Routers', parent: 'power-tools' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.detail).toBe('There is no category “power-tools” to put it under.');
    expect(await tree()).toEqual(['->saws', 'saws>hand-saws', 'saws>hacksaws']);
  });

  it('when a category is renamed, moved and placed, then its slug stays and its siblings close up around it', async () => {
    await add('/api/categories', { name: 'Woodworking' });
    const moved = await given.shop.request.patch('/api/categories/hacksaws').set(given.admin.auth).send({ name: 'Junior hacksaws', parent: 'woodworking' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ slug: 'hacksaws', name: 'Junior hacksaws', parent: 'woodworking' });
    const first = await given.shop.request.patch('/api/categories/woodworking').set(given.admin.auth).send({ position: 0 });
    expect(first.status).toBe(200);
    expect(await tree()).toEqual(['->woodworking', 'woodworking>hacksaws', '->saws', 'saws>hand-saws']);
    const [entry] = await auditOf('category.updated');
    expect(entry).toMatchObject({ subject: { id: 'woodworking' }, before: { position: 1 }, after: { position: 0 } });
  });

  it('when a category would go under itself or one of its own, then it is refused', async () => {
    for (const parent of ['saws', 'hand-saws']) {
      const response = await given.shop.request.patch('/api/categories/saws').set(given.admin.auth).send({ parent });
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe('A category can’t go under itself or under a category of its own.');
    }
    expect((await given.shop.request.patch('/api/categories/no-such').set(given.admin.auth).send({ name: 'X' })).status).toBe(404);
  });

  it('when two categories are moved under each other at once, then one move is refused and neither is lost', async () => {
    await add('/api/categories', { name: 'Files' });
    await add('/api/categories', { name: 'Rasps' });
    const moves = await Promise.all([
      given.shop.request.patch('/api/categories/files').set(given.admin.auth).send({ parent: 'rasps' }),
      given.shop.request.patch('/api/categories/rasps').set(given.admin.auth).send({ parent: 'files' }),
    ]);
    expect(moves.map((move) => move.status).sort()).toEqual([200, 400]);
    const listed = await tree();
    expect(listed.filter((line) => /files|rasps/.test(line))).toHaveLength(2);
    expect(listed.some((line) => line.startsWith('->files') || line.startsWith('->rasps'))).toBe(true);
    for (const slug of ['files', 'rasps'].sort((a) => (listed.includes(`->${a}`) ? 1 : -1))) {
      expect((await given.shop.request.delete(`/api/categories/${slug}`).set(given.admin.auth)).status).toBe(204);
    }
  });

  it('when a category still holds tools or categories, then removing it is refused, saying what it holds; an empty one goes', async () => {
    const tool = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, name: 'Rip Saw', category: 'hand-saws' });
    expect(tool.status).toBe(201);
    const full = await given.shop.request.delete('/api/categories/saws').set(given.admin.auth);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe('Saws still holds 1 category: move them elsewhere first.');
    const holding = await given.shop.request.delete('/api/categories/hand-saws').set(given.admin.auth);
    expect(holding.body.detail).toBe('Hand Saws still holds 1 tool: move them elsewhere first.');
    await given.shop.request.patch(`/api/product/${tool.body._id}`).set(given.admin.auth).send({ category: 'hacksaws' });
    expect((await given.shop.request.delete('/api/categories/hand-saws').set(given.admin.auth)).status).toBe(204);
    expect((await given.shop.request.delete('/api/categories/saws').set(given.admin.auth)).status).toBe(204);
    expect(await tree()).toEqual(['->woodworking', 'woodworking>hacksaws']);
    expect((await auditOf('category.deleted')).map((entry: { subject: { id: string } }) => entry.subject.id).slice(0, 2)).toEqual(['saws', 'hand-saws']);
  });

  it('when brands are added, renamed and removed, then the slug stays, a taken one is refused, and one with tools stays', async () => {
    const added = await add('/api/brands', { name: 'Oakridge' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ slug: 'oakridge', name: 'Oakridge', tools: 0 });
    expect((await add('/api/brands', { name: 'oakridge' })).status).toBe(409);
    const renamed = await given.shop.request.patch('/api/brands/oakridge').set(given.admin.auth).send({ name: 'Oakridge Tools' });
    expect(renamed.body).toMatchObject({ slug: 'oakridge', name: 'Oakridge Tools' });
    const tool = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, name: 'Oak Mallet', brand: 'oakridge' });
    expect(tool.body.brand).toEqual({ slug: 'oakridge', name: 'Oakridge Tools' });
    const kept = await given.shop.request.delete('/api/brands/oakridge').set(given.admin.auth);
    expect(kept.status).toBe(409);
    expect(kept.body.detail).toBe('1 tool is still of Oakridge Tools: give them another brand first.');
    await given.shop.request.delete(`/api/product/${tool.body._id}`).set(given.admin.auth);
    expect((await given.shop.request.delete('/api/brands/oakridge').set(given.admin.auth)).status).toBe(204);
    expect((await given.shop.request.get('/api/brands')).body.items).toEqual([]);
    expect((await auditOf('brand.updated'))[0]).toMatchObject({ before: { name: 'Oakridge' }, after: { name: 'Oakridge Tools' } });
  });

  it('when staff without the catalogue’s role try, then 403 and nothing changes', async () => {
    const refused = await add('/api/categories', { name: 'Packing' }, given.packer);
    expect(refused.status).toBe(403);
    expect(await tree()).not.toContain('->packing');
  });
});
