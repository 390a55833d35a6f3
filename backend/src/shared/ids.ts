import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7): "newest first" is simply "highest id first", and indexes stay compact. */
export const newId = (): string => v7();
