import type { Request } from 'express';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import { HttpProblem } from '../../shared/problem.js';
import type { ImagesService } from './images.service.js';

// The name holds a hash of the photo's bytes: the same URL can't ever mean another picture.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The raw body the API router read for this operation (api-router.ts, `binaryBodies`). */
function uploadedBytes(req: Request): Buffer {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpProblem(400, 'Send the photo’s bytes as the request body.');
  return body;
}

export function imagesHandlers(service: ImagesService) {
  return {
    uploadImage: async (req, res) => {
      res.status(201).json(await service.uploadImage(currentUser(req), uploadedBytes(req)));
    },
    getImage: async (req, res) => {
      const { bytes, contentType } = await service.getImage(pathParam(req, 'name'));
      res.set({ 'Content-Type': contentType, 'Cache-Control': IMMUTABLE }).send(bytes);
    },
  } satisfies Partial<OperationHandlers>;
}
