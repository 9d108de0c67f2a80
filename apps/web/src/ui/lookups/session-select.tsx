import type { ReactNode } from 'react';
import { SelectField } from '../select-field';
import { useSessionOptionsQuery } from './list-session-options';

interface SessionSelectProps {
  /** The chosen session; null means the current one. */
  value: number | null;
  onChange: (sessionId: number | null) => void;
  maw?: number;
  error?: ReactNode;
}

/** Sessions newest first, the current one marked and chosen by default. */
export function SessionSelect({ value, onChange, maw, error }: SessionSelectProps) {
  const sessions = useSessionOptionsQuery();
  const options = (sessions.data ?? []).map((session) => ({
    value: String(session.value),
    label: session.is_current ? `${session.label} (current)` : session.label,
  }));
  const current = sessions.data?.find((session) => session.is_current === 1);
  const shown = value ?? current?.value ?? null;
  return (
    <SelectField
      label="Session"
      maw={maw}
      error={error}
      data={options}
      loading={sessions.isPending}
      allowDeselect={false}
      value={shown === null ? null : String(shown)}
      onChange={(next) => {
        const id = next ? Number(next) : null;
        onChange(id === null || id === current?.value ? null : id);
      }}
    />
  );
}
