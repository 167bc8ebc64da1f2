import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@shop/shared';
import { fieldError } from '../../lib/errors';
import { imageTooLarge } from '../../lib/image-intake';
import { CATALOGUE_IMAGE_RULES } from '../../modules/catalog/catalogue-images';

/**
 * Image uploads of the back office (docs/decisions/040): the request's body is the image itself, sent with its
 * own content type (`fetch(url, { method: 'POST', body: file })` from a file input, on a phone or a computer).
 * Any type is read as bytes, which decide what it is; the body is counted as it arrives and refused with a 413
 * past IMAGE_MAX_BYTES, whatever Content-Length said. Registered in a route file's own scope, so no other
 * back-office route takes raw bodies.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser('*', (request, payload, done) => {
    readImageBody(request, payload).then((body) => done(null, body), (error: Error) => done(error));
  });
}

async function readImageBody(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  if (Number(request.headers['content-length']) > IMAGE_MAX_BYTES) throw imageTooLarge(CATALOGUE_IMAGE_RULES);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > IMAGE_MAX_BYTES) throw imageTooLarge(CATALOGUE_IMAGE_RULES);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The uploaded bytes; no body is `image_required`, a JSON or form body `image_type`. */
export function uploadedImage(body: unknown): Buffer {
  if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) {
    throw fieldError(400, 'validation_error', 'image', 'image_required');
  }
  if (!Buffer.isBuffer(body)) throw fieldError(400, 'validation_error', 'image', 'image_type');
  return body;
}
