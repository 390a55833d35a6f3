// Photo uploads as the server takes them: admins only, at most the contract's size, recognised by
// their first bytes (JPEG, PNG, WebP) whatever they are called. The mock makes no variants: every
// variant's URL serves the uploaded bytes, which browsers show whatever their declared type.
import { staffMay } from '../../lib/session/staff-roles';
import { HttpResponse } from 'msw';
import { limits } from '../../lib/contract-limits';
import type { UploadedImage } from '../../types/api';
import { http } from './http';
import { caller, problem } from './mock-shop';

const onlyAdmins = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const WIDTHS = [400, 720, 1200] as const;
/** Uploaded bytes by hash, for this page's life: photos are too big for mock mode's sessionStorage. */
const uploads = new Map<string, ArrayBuffer>();

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const isPhoto = (bytes: Uint8Array) =>
  startsWith(bytes, [0xff, 0xd8, 0xff]) ||
  startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
  (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8));

/** A content hash in the contract's shape (32 hex digits); FNV-1a four times over, not cryptographic. */
function hashOf(bytes: Uint8Array): string {
  return [0x811c9dc5, 0x01000193, 0x050c5d1f, 0x2f8b3e6d]
    .map((seed) => {
      let hash = seed;
      for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
}

function uploaded(hash: string): UploadedImage {
  const variants = WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({ url: `/api/images/${hash}-${width}.${format}`, format, width, height: (width * 3) / 4 })),
  );
  return { image: `/api/images/${hash}-720.webp`, width: 1200, height: 900, variants };
}

export const imageHandlers = [
  http.post('/images', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'uploadImage')) return response(403).json(onlyAdmins);
    const body = await request.arrayBuffer();
    if (body.byteLength > limits.ImageBytes.maxLength) {
      return response(413).json(problem(413, 'Content Too Large', 'The photo is larger than 5 MB. Choose a smaller one.'));
    }
    const bytes = new Uint8Array(body);
    if (bytes.length === 0) return response(400).json(problem(400, 'Bad Request', 'Send the photo’s bytes as the request body.'));
    if (!isPhoto(bytes)) return response(415).json(problem(415, 'Unsupported Media Type', 'That file is not a JPEG, PNG or WebP image.'));
    const hash = hashOf(bytes);
    uploads.set(hash, body);
    return response(201).json(uploaded(hash));
  }),
  http.get('/images/{name}', ({ params, response }) => {
    const [, hash, format] = /^([0-9a-f]{32})-\d+\.(avif|webp)$/.exec(params.name) ?? [];
    const bytes = hash && uploads.get(hash);
    if (!bytes || !format) return response(404).json(problem(404, 'Not Found', 'No image with that name.'));
    // openapi-msw's helpers write text and JSON; a picture is an HttpResponse of its own.
    return new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': `image/${format}`, 'Cache-Control': 'public, max-age=31536000, immutable' } }) as never;
  }),
];
