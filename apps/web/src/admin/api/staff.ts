import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffAccountAnswerSchema,
  StaffAccountListSchema,
  type NewStaffAccountInput,
  type StaffAccount,
  type StaffAccountChangeInput,
} from '@shop/shared';
import { adminApi } from './client';
import { sessionKeys } from './session';

/** Staff accounts (owners only, docs/decisions/038): the list, adding, changing, a new link, signing someone out. */
export const staffKeys = { list: ['admin', 'staff', 'list'] as const };

export const staffListQuery = queryOptions({
  queryKey: staffKeys.list,
  queryFn: ({ signal }) => adminApi.get('/staff', StaffAccountListSchema, { signal }).then((answer) => answer.staff),
  staleTime: 0,
});

export const useStaffList = (enabled = true) => useQuery({ ...staffListQuery, enabled });

function useStaffChanged() {
  const client = useQueryClient();
  return (account: StaffAccount) => {
    client.setQueryData<StaffAccount[]>(staffKeys.list, (list) =>
      list ? (list.some((a) => a.id === account.id) ? list.map((a) => (a.id === account.id ? account : a)) : [...list, account]) : list,
    );
    void client.invalidateQueries({ queryKey: staffKeys.list });
    // A change to oneself (one's role) changes what the session may do.
    void client.invalidateQueries({ queryKey: sessionKeys.me });
  };
}

/** POST /api/v1/admin/staff: with a password, or without to get a one-time link (`link`). */
export function useAddStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (input: NewStaffAccountInput) => adminApi.post('/staff', input, StaffAccountAnswerSchema),
    onSuccess: (answer) => changed(answer.account),
  });
}

/** PATCH /api/v1/admin/staff/{id}: role, disabled, one-time codes asked. */
export function useChangeStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StaffAccountChangeInput }) =>
      adminApi.patch(`/staff/${encodeURIComponent(id)}`, change, StaffAccountAnswerSchema),
    onSuccess: (answer) => changed(answer.account),
  });
}

/** POST /api/v1/admin/staff/{id}/link: a new one-time link; the password stops working. */
export function useNewStaffLink() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (id: string) => adminApi.post(`/staff/${encodeURIComponent(id)}/link`, undefined, StaffAccountAnswerSchema),
    onSuccess: (answer) => changed(answer.account),
  });
}

/** POST /api/v1/admin/staff/{id}/sign-out: every session of that person ends. */
export function useSignOutStaff() {
  return useMutation({ mutationFn: (id: string) => adminApi.send('POST', `/staff/${encodeURIComponent(id)}/sign-out`) });
}
