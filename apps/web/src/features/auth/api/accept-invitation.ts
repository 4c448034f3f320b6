import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Chooses the invitee's password with the token of their invitation; answers the address to sign in with. */
export function acceptInvitation(input: { token: string; password: string }) {
  return apiFetch<{ email: string }>('/invitations/accept', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation, retry: false });
}
