import { SelectField } from '../../../ui/select-field';
import { toId } from '../lib/id-lists';
import type { useChosenSession } from './use-chosen-session';

type ChosenSession = ReturnType<typeof useChosenSession>;

/** The "Session" drop-down of the set-up screens; the current session is marked. */
export function SessionSelect({ session, maw = 260 }: { session: ChosenSession; maw?: number }) {
  return (
    <SelectField
      label="Session"
      maw={maw}
      loading={session.loading}
      data={session.options.map((option) => ({
        value: String(option.value),
        label: option.is_current === 1 ? `${option.label} (current)` : option.label,
      }))}
      value={session.sessionId ? String(session.sessionId) : null}
      onChange={(value) => session.choose(toId(value))}
      allowDeselect={false}
    />
  );
}
