import helmet from '@fastify/helmet';
import { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Security headers on every answer. The dashboard loads only its own scripts and styles (no
 * inline script); inline styles stay allowed for the API explorer at /docs, whose page
 * inlines its stylesheet. Nothing may frame the api or the dashboard.
 */
export async function useSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    hsts: false, // TLS ends at the operator's proxy, which sets HSTS for its own domain
  });
}
