// Where uploaded photos' variants live: in the database on PostgreSQL (so every API process on every
// machine sees the same photos with nothing else to run), in a folder beside SQLite's file. The shop
// needs only these three calls, so an object store (S3, GCS, R2) can take either's place by
// implementing them; names are content hashes, so a variant is written once and never changes.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageVariantsRepository } from './image-variants.repository.js';

export interface ImageStore {
  /** Stores `bytes` under `name`; storing a name again is harmless (same name, same bytes). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under `name`, or undefined when there are none. */
  get(name: string): Promise<Buffer | undefined>;
  exists(name: string): Promise<boolean>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

// One file name, never a path: the folder refuses what its callers should never pass.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*\.[a-z0-9]+$/;

function pathIn(dir: string, name: string): string {
  if (!FILE_NAME.test(name)) throw new Error(`not an image file name: ${JSON.stringify(name).slice(0, 80)}`);
  return join(dir, name);
}

/**
 * A folder of files. Callers pass only names the contract's ImageName pattern allows (hex, a
 * width and a format); the folder checks again that each is one file's name.
 */
export function createFolderImageStore(dir: string): ImageStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a file.
      const target = pathIn(dir, name);
      const part = join(dir, `.${name}.${randomUUID()}`);
      await writeFile(part, bytes);
      await rename(part, target);
    },
    async get(name) {
      try {
        return await readFile(pathIn(dir, name));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(name) {
      try {
        return (await stat(pathIn(dir, name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** The database's image_variants table, through its repository. */
export function createDatabaseImageStore(variants: ImageVariantsRepository): ImageStore {
  return {
    put: async (name, bytes) => {
      await variants.put(name, bytes);
    },
    get: (name) => variants.get(name),
    exists: (name) => variants.exists(name),
  };
}
