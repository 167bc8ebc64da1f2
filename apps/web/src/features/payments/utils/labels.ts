import { PROOF_METHODS, type ProofMethod } from '@shop/shared';

export const isProofMethod = (value: string): value is ProofMethod => (PROOF_METHODS as readonly string[]).includes(value);

/** '1.2 MB', '820 KB': file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
