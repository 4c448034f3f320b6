import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@das/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

export interface SignUpResponse {
  email: string;
}

/** Creates a single finance manager with their own F&I office and sends a verification e-mail. */
export function signUp(input: SignUpRequest): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>('/auth/sign-up', {
    method: 'POST',
    body: input,
    skipSessionHandling: true,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: false });
}
