import type { FastifyRequest } from 'fastify';

/**
 * The shop's address for links a page or a file gives to others (the sitemap, robots.txt, a page's canonical and
 * preview links; docs/decisions/060): PUBLIC_URL when set, else the request's scheme and host as the app judges
 * them (behind a trusted proxy, its X-Forwarded-* headers; docs/decisions/030). No trailing slash.
 */
export function shopOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** A path of the shop's (an image, a page) as an absolute address from `origin`; an absolute address stays as it is. */
export function atOrigin(origin: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
}
