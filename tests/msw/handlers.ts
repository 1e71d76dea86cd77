import type { RequestHandler } from 'msw';

/** No default handlers: each test declares the Storefront operations it expects (see storefront.ts). */
export const handlers: RequestHandler[] = [];
