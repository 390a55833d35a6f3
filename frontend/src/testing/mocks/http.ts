import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../types/api';

/** Handlers written with this stop compiling when the contract changes under them. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });
