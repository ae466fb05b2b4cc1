import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterRequest } from '@core/contracts/user';
import { signInKey, startSession } from './login';

export type RegisterInput = RegisterRequest;

/**
 * POST /api/user/register. The answer is the same whether the e-mail was free or already had an
 * account (whose owner is mailed), so it carries only a message to show.
 */
export function register(input: RegisterInput) {
  return api.post('/api/user/register', input, { auth: 'none' });
}

/** What registering came to: signed in with the new account, or (the e-mail had an account with another password) not. */
export type RegisterOutcome = { signedIn: true; message: string } | { signedIn: false; message: string };

/**
 * Registering signs the shopper in: the account is created, then used at once (and the
 * guest cart joins it). The server's answer is the same for a free and a taken e-mail; only a
 * sign-in with the password just typed tells them apart, as /login would. When it fails, the
 * shopper is told the server's message and goes on to /login.
 */
export function useRegister(onDone: (outcome: RegisterOutcome, input: RegisterInput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signInKey,
    mutationFn: async (input: RegisterInput): Promise<RegisterOutcome> => {
      const reply = await register(input);
      try {
        await startSession(queryClient, { email: input.email, password: input.password });
        return { signedIn: true, message: `Welcome to QuickBasket, ${input.name}! You are signed in.` };
      } catch (error) {
        console.warn('Registered, but could not sign in with the new account', error);
        return { signedIn: false, message: reply.message };
      }
    },
    onSuccess: onDone,
  });
}
