import type { FastifyRequest } from 'fastify';

/** Where users reach the product: the configured address, else the request's own scheme and host. */
export const publicUrlOf = (request: FastifyRequest, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;
