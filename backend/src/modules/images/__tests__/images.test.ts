import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, validProduct, type Shopper } from '../../../../test/harness.js';
import { photo, type PhotoFormat } from '../../../../test/support/photos.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const upload = (body: Buffer | string, contentType = 'application/octet-stream', as: Shopper | null = given.admin) => {
  const request = given.shop.request.post('/api/images').type(contentType);
  return (as ? request.set(as.auth) : request).send(body);
};
/** What the shop has stored: rows on PostgreSQL (image_variants), files in the images folder on SQLite. */
const storedFiles = async () =>
  given.shop.db.dialect === 'postgres'
    ? (await given.shop.db.sql.select<{ name: string }>('SELECT name FROM image_variants ORDER BY name', [])).map((row) => row.name)
    : (await readdir(given.shop.config.imagesDir!).catch(() => [])).filter((name) => !name.startsWith('.')).sort();

interface Variant {
  url: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
}

describe('uploading a photo', () => {
  for (const [format, declared] of [
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    // A wrong declared type doesn't matter: the bytes say what they are.
    ['webp', 'image/jpeg'],
  ] as Array<[PhotoFormat, string]>) {
    it(`when an admin uploads a ${format} photo, then AVIF and WebP variants at 400, 720 and 1200 px wide are served with immutable caching`, async () => {
      const response = await upload(await photo(format, 1600, 1000), declared);
      expect(response.status).toBe(201);
      const variants = response.body.variants as Variant[];
      expect(variants.map(({ format: f, width, height }) => `${f} ${width}×${height}`).sort()).toEqual(
        ['avif 1200×900', 'avif 400×300', 'avif 720×540', 'webp 1200×900', 'webp 400×300', 'webp 720×540'].sort(),
      );
      expect(response.body.image).toMatch(/^\/api\/images\/[0-9a-f]{32}-720\.webp$/);
      // In the database on PostgreSQL, in the folder on SQLite.
      expect(await storedFiles()).toEqual(expect.arrayContaining(variants.map((variant) => variant.url.split('/').pop())));
      for (const variant of variants) {
        const served = await given.shop.request.get(variant.url).buffer(true);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${variant.format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.body as Buffer).metadata();
        expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format: variant.format,
          width: variant.width,
          height: variant.height,
        });
      }
    });
  }

  it('when a photo is narrower than 1200 px, then its wide variants are as wide as the photo, never enlarged', async () => {
    const response = await upload(await photo('jpeg', 640, 480));
    expect(response.status).toBe(201);
    const widths = (response.body.variants as Variant[]).filter((variant) => variant.format === 'webp').map((variant) => `${variant.width}×${variant.height}`);
    expect(widths).toEqual(['400×300', '640×480', '640×480']);
  });

  it('when a phone photo is stored sideways with an EXIF orientation, then its variants are cut from it upright', async () => {
    // 800 × 600 as stored, 600 × 800 as the phone took it (orientation 6: turned a quarter).
    const sideways = await sharp(await photo('jpeg', 800, 600)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const response = await upload(sideways);
    expect(response.status).toBe(201);
    const widths = (response.body.variants as Variant[]).filter((variant) => variant.format === 'webp').map((variant) => `${variant.width}×${variant.height}`);
    expect(widths).toEqual(['400×300', '600×450', '600×450']);
    const served = await given.shop.request.get(response.body.image).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).orientation).toBeUndefined();
  });

  it('when the same photo is uploaded twice, then it gets the same names', async () => {
    const bytes = await photo('png', 500, 400);
    const [first, second] = [await upload(bytes), await upload(bytes)];
    expect(second.body).toEqual(first.body);
  });

  it('when the uploaded photo becomes a product image, then the catalogue shows its URL', async () => {
    const { image } = (await upload(await photo('jpeg'))).body as { image: string };
    const added = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, image });
    expect(added.status).toBe(201);
    expect((await given.shop.request.get(`/api/products/${added.body._id}`)).body.image).toBe(image);
  });
});

describe('refused uploads', () => {
  it('when a text file is sent as a PNG, then 415 problem and nothing is stored', async () => {
    const before = await storedFiles();
    const response = await upload('This is not a picture, only named like one.\n', 'image/png');
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.detail).toBe('That file is not a JPEG, PNG or WebP image.');
    expect(await storedFiles()).toEqual(before);
  });

  it('when a text file is declared as text, then the same 415 from its bytes, not a complaint about the declared type', async () => {
    const response = await upload('plain words', 'text/plain');
    expect(response.status).toBe(415);
    expect(response.body.detail).toBe('That file is not a JPEG, PNG or WebP image.');
  });

  it('when an image is of another kind (a GIF), then 415', async () => {
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c05' } }).gif().toBuffer();
    expect((await upload(gif, 'image/png')).status).toBe(415);
  });

  it('when a photo is larger than 5 MB, then 413 problem before it is read, and nothing is stored', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.detail).toBe('The photo is larger than 5 MB. Choose a smaller one.');
    expect(await storedFiles()).toEqual(before);
  });

  it('when a photo over 5 MB comes without a length (chunked), then 413 once the limit is passed', async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${given.shop.baseUrl}/api/images`, { method: 'POST', headers: { ...given.admin.auth, 'Content-Type': 'image/jpeg' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      // The server may stop reading (and close) before every chunk is written.
      request.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 6; i += 1) request.write(chunk);
      request.end();
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).detail).toBe('The photo is larger than 5 MB. Choose a smaller one.');
  });

  it('when a photo is smaller than 400 × 300, then 422 problem that says its size', async () => {
    const response = await upload(await photo('png', 300, 200));
    expect(response.status).toBe(422);
    expect(response.body.detail).toBe('The photo is 300 × 200 pixels; it needs to be at least 400 × 300.');
  });

  it('when a JPEG is cut short, then 422 problem, not a 500', async () => {
    const whole = await photo('jpeg', 1600, 1200);
    const response = await upload(whole.subarray(0, Math.floor(whole.length / 3)));
    expect([415, 422]).toContain(response.status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when the body is empty, then 400 problem', async () => {
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
  });

  it('when a customer or a visitor uploads, then 403 and 401 and nothing is stored', async () => {
    const before = await storedFiles();
    const bytes = await photo('jpeg', 900, 700);
    expect((await upload(bytes, 'image/jpeg', given.customer)).status).toBe(403);
    expect((await upload(bytes, 'image/jpeg', null)).status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the image route', () => {
  it('when a name is not a variant (path traversal, another extension, an unknown hash), then 404 or 400 problem, never a file', async () => {
    const attempts = [
      '/api/images/..%2F..%2Fpackage.json',
      '/api/images/../../package.json',
      '/api/images/%2e%2e%2fshop.sqlite',
      '/api/images/..%5Caccess-token-secret',
      '/api/images/0123456789abcdef0123456789abcdef-720.png',
      '/api/images/0123456789abcdef0123456789abcdef-720.webp',
      '/api/images/0123456789ABCDEF0123456789ABCDEF-720.webp',
      '/api/images/0123456789abcdef0123456789abcdef-720.webp%00.txt',
    ];
    for (const path of attempts) {
      const response = await given.shop.request.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: expect.toSatisfy((status: number) => status === 404 || status === 400) });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
