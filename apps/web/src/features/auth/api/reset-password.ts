import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  return apiFetch<void>('/auth/password-reset', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
