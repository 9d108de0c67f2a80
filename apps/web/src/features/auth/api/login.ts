import { loginMeta } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { startSession } from '../../../platform/session/start-session';

/** Sign in: the answer is the session; keep it, then go to the user's landing page. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useRouteMutation(loginMeta, {
    onSuccess: ({ token: _token, ...session }) => {
      // The token is for the native wrapper; the browser's session is the HttpOnly cookie.
      startSession(queryClient, session);
      navigate(session.user.redirectUrl, { replace: true });
    },
  });
}
