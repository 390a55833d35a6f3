// The images module's surface: uploaded photos, their variants and where they are kept.
export { createDatabaseImageStore, createFolderImageStore, type ImageStore } from './image-store.js';
export { createImageVariantsRepository } from './image-variants.repository.js';
export { MAX_UPLOAD_BYTES } from './image-variants.js';
export { imagesHandlers } from './images.router.js';
export { createImagesService, type ImagesService } from './images.service.js';
