import type { FastifyError, FastifyInstance } from 'fastify';
import { PaymentProofInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { fieldError } from '../../lib/errors';
import type { RateGate } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { createDecodeGate } from '../../lib/decode-gate';
import { listPaymentProofs, openScreenshot } from '../../modules/payment-proofs/payment-proofs.service';
import type { PaymentProofLimits } from '../../modules/payment-proofs/proof-limits';
import { createScreenshotStore, SCREENSHOT_HEADERS } from '../../modules/payment-proofs/screenshot-store';
import { submitPaymentProof } from '../../workflows/submit-payment-proof';

/** A 5 MB screenshot in base64 is about 6.7 MB; the other fields are small. Nothing much larger is read. */
const PROOF_BODY_LIMIT = 7 * 1024 * 1024;

/** Personal: registered inside the bearer-token scope; every query is limited to the caller's orders. */
export async function paymentProofRoutes(
  app: FastifyInstance,
  opts: { db: Database; storage: FileStorage; rates: RateGate; limits: PaymentProofLimits },
) {
  const { limits } = opts;
  const deps = { db: opts.db, store: createScreenshotStore(opts.storage), rates: opts.rates, gate: createDecodeGate(limits.proofDecodes), limits };

  // A body over the limit is an oversized screenshot: say so, rather than the framework's generic text.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fieldError(413, 'payload_too_large', 'screenshot', 'screenshot_too_large');
    throw error;
  });

  app.post<{ Params: { id: string } }>('/orders/:id/payment-proof', { bodyLimit: PROOF_BODY_LIMIT }, async (request, reply) => {
    const input = parseInput(PaymentProofInputSchema, request.body ?? {});
    return reply.code(201).send(await submitPaymentProof(deps, request.userId, request.params.id, input));
  });

  app.get<{ Params: { id: string } }>('/orders/:id/payment-proofs', async (request) => ({
    proofs: await listPaymentProofs(opts.db, request.userId, request.params.id),
  }));

  app.get<{ Params: { proofId: string } }>(
    '/payment-proofs/:proofId/screenshot',
    {
      // After the shop-wide security headers (registered on the root), so this page's stricter policy wins.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.headers(SCREENSHOT_HEADERS);
      },
    },
    async (request, reply) => {
      const { stream, size } = await openScreenshot(deps, request.userId, request.params.proofId);
      return reply.headers({ ...SCREENSHOT_HEADERS, 'content-length': size }).send(stream);
    },
  );
}
