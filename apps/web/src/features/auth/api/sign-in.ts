import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, GoogleLoginBody, LoginBody, RegisterBody } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Spec §7: on login, register or Google success the token and user are stored. */
const signInWith = (path: string) => async (body: unknown) => {
  const answer = await apiRequest<AuthAnswer>(path, { method: 'POST', body });
  saveSession(answer.token, answer.data);
  return answer;
};

export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => signInWith('/api/auth/login')(body) });
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => signInWith('/api/auth/register')(body) });
export const useGoogleLogin = () =>
  useMutation({ mutationFn: (body: GoogleLoginBody) => signInWith('/api/auth/google')(body) });
