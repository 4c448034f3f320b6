import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Always answers 204, so the page never tells whether an address has an account. */
export function requestPasswordReset(input: { email: string }): Promise<void> {
  return apiFetch<void>('/auth/password-reset/request', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}
