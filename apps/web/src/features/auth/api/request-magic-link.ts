import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Always answers 204, whether or not the address has an account. */
export function requestMagicLink(input: { email: string }): Promise<void> {
  return apiFetch<void>('/auth/magic-link', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink, retry: false });
}
