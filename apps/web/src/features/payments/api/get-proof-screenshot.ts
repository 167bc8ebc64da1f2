import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { paymentsKeys } from './query-keys';

/**
 * GET /api/v1/payment-proofs/{id}/screenshot (bearer): the image as a Blob. An <img> cannot send the
 * bearer token, so the page fetches it and shows it through a blob: URL.
 */
export async function getProofScreenshot(token: string, url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'image/webp,image/*' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error. Please check your connection.', NETWORK_ERROR);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new ApiError(response.status, 'The screenshot could not be loaded.', 'http_error');
  return response.blob();
}

/** A blob: URL of the proof's screenshot while the component shows it; revoked afterwards. */
export function useProofScreenshot(url: string) {
  const session = useSession();
  const query = useQuery({
    queryKey: paymentsKeys.screenshot(session?.user.id ?? '', url),
    queryFn: ({ signal }) => getProofScreenshot(session?.token ?? '', url, signal),
    enabled: session !== null,
    staleTime: Infinity,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [query.data]);
  return { objectUrl, isError: query.isError, isPending: query.isPending || (query.data !== undefined && objectUrl === null) };
}
