import type { FastifyRequest } from 'fastify';

/** The address people reach this api at (behind a proxy, as TRUST_PROXY lets Fastify read it), for links and QR codes. */
export const publicOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;
