import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminMessageAnswerSchema, AdminMessageListSchema, type MessageStatus } from '@shop/shared';
import { adminApi } from './client';

/**
 * The outbox of messages to shoppers (docs/product/messages.md): a page of messages, newest first, of one status or
 * all, and resending one. A resend refreshes every page.
 */
export interface MessageFilters {
  status?: MessageStatus;
  q?: string;
  page: number;
}

export const MESSAGE_PAGE_SIZE = 20;

export const messageKeys = { all: ['admin', 'messages'] as const, list: (filters: MessageFilters) => ['admin', 'messages', filters] as const };

export const messageListQuery = (filters: MessageFilters) =>
  queryOptions({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }) => adminApi.get('/messages', AdminMessageListSchema, { query: { ...filters, limit: MESSAGE_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (filters: MessageFilters) => useQuery(messageListQuery(filters));

/** POST /api/v1/admin/messages/{id}/resend: a new message with the same text, sent by the shop's worker. */
export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.post(`/messages/${encodeURIComponent(id)}/resend`, {}, AdminMessageAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
