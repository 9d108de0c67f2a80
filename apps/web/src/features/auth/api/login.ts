import { type LoginBody, loginMeta } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../platform/api/api-client';
import { startSession } from '../../../platform/session/start-session';

/** Sign in: the answer is the session; keep it, then go to the user's landing page. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginBody) => apiCall(loginMeta, { body }),
    onSuccess: ({ token: _token, ...session }) => {
      // The token is for the native wrapper; the browser's session is the HttpOnly cookie.
      startSession(queryClient, session);
      navigate(session.user.redirectUrl, { replace: true });
    },
  });
}
