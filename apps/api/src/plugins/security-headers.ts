import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  // Google profile pictures of shoppers who signed in with Google (docs/decisions/009).
  'img-src': ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The shop's security headers on every answer, pages, API, files and errors alike (docs/decisions/030): the same
 * four as before helmet, plus HSTS over https. Helmet's other defaults stay off so that nothing else changes.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    // A year; not the operator's other subdomains, which may not serve https (and no preload list).
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // HSTS only on an answer that went out over https: directly, or from a proxy TRUST_PROXY names
  // (request.protocol believes X-Forwarded-Proto from those alone).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') reply.removeHeader('strict-transport-security');
  });
}
