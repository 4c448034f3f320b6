import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resendVerification(input: { email: string }): Promise<void> {
  return apiFetch<void>('/auth/resend-verification', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, retry: false });
}
