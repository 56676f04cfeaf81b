import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Browser-side defences on every answer (docs/security.md): a Content-Security-Policy the web app
 * passes without inline script (antd writes its styles at run time, hence inline styles), no
 * framing by any site, no MIME sniffing (uploads are served as what their content proved), no
 * referrer leaving the product, and in production HSTS and upgrading stray http links. The headers are
 * worked out once (Fastify's helmet plugin parsed the whole policy again for every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const production = config.mode === 'production';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // goods images may come from the suppliers' CDNs (1688); QR codes are data: URLs
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // payment and authorisation open in windows of their own: the opener keeps its handle on them
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
