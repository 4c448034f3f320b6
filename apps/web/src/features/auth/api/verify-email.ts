import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Confirms the address of a verification link; it does not sign in. */
export function verifyEmail(input: { token: string }): Promise<void> {
  return apiFetch<void>('/auth/verify-email', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, retry: false });
}
