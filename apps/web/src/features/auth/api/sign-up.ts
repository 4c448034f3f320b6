import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@das/shared/schemas/auth';
import type {
  DealerGroupSignUpRequest,
  DealershipSignUpRequest,
  SignUpResponse,
} from '@das/shared/schemas/signup';
import { apiFetch } from '@/lib/api-client';

/**
 * The three sign-ups (issue 6). Each answers the same whether or not the
 * address already had an account, with the plan and the trial it started.
 */
function post<T>(path: string, input: T): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>(path, { method: 'POST', body: input, skipSessionHandling: true });
}

/** A single finance manager with their own F&I office. */
export function signUp(input: SignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up', input);
}

export function signUpDealership(input: DealershipSignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up/dealership', input);
}

export function signUpDealerGroup(input: DealerGroupSignUpRequest): Promise<SignUpResponse> {
  return post('/auth/sign-up/dealer-group', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: false });
}

export function useSignUpDealership() {
  return useMutation({ mutationFn: signUpDealership, retry: false });
}

export function useSignUpDealerGroup() {
  return useMutation({ mutationFn: signUpDealerGroup, retry: false });
}
