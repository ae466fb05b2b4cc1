import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { toast } from 'react-hot-toast/headless';
import { useNavigate } from '@/lib/router';
import { signOut } from '@/lib/auth-actions';

/**
 * SPEC section 4 "Logout": clears user state and all browser storage, goes to /. Cognito revokes
 * the refresh token (Amplify's signOut); the session ends here even when Cognito cannot be reached.
 * Home comes first, so pages that need a user never see it go.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    // flushSync: home must be on screen before the user goes, or a page that needs a user would
    // answer the sign-out first with its own redirect to /login.
    mutationFn: () => signOut(() => flushSync(() => navigate('/'))),
    onSuccess: () => toast.success('Logout successfully'),
  });
}
