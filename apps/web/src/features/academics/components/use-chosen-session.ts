import { useSearchParams } from 'react-router';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { toId } from '../lib/id-lists';

/**
 * The session a set-up screen works on: `?session_id=` when it names a main session, else
 * the current one. Kept in the address so a reload or a shared link keeps it.
 */
export function useChosenSession() {
  const [params, setParams] = useSearchParams();
  const options = useSessionOptionsQuery();
  const list = options.data ?? [];
  const asked = toId(params.get('session_id'));
  const chosen =
    list.find((option) => option.value === asked) ??
    list.find((option) => option.is_current === 1) ??
    null;

  const choose = (sessionId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sessionId) next.set('session_id', String(sessionId));
        else next.delete('session_id');
        return next;
      },
      { replace: true },
    );

  return {
    options: list,
    loading: options.isPending,
    sessionId: chosen?.value ?? null,
    sessionName: chosen?.label ?? null,
    isCurrent: chosen?.is_current === 1,
    choose,
  };
}
