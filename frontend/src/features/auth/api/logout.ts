import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { toast } from 'react-hot-toast/headless';
import { useNavigate } from 'react-router-dom';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/auth-session';

/** GET /api/user/logout. A GET has no body, so the refresh token to revoke rides in X-Refresh-Token. */
export function logout(): Promise<ApiEnvelope<null>> {
  const refreshToken = getRefreshToken();
  return api.get<null>('/api/user/logout', refreshToken ? { headers: { 'X-Refresh-Token': refreshToken } } : undefined);
}

/**
 * SPEC section 4 "Logout": clears user state and all browser storage, goes to /. The local session
 * ends even when the server call fails (the user asked to leave; an expired session is already over),
 * so that failure is only logged. Home comes first, so pages that need a user never see it go.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { silentError: true },
    onSuccess: (reply) => {
      if (reply.message) toast.success(reply.message);
    },
    onError: (error) => console.warn('Logout call failed; ending the session here anyway', error),
    onSettled: () => {
      // flushSync: home must be on screen before the user goes, or a page that needs a user would
      // answer the sign-out first with its own redirect to /login.
      flushSync(() => navigate('/'));
      clearSession();
    },
  });
}
