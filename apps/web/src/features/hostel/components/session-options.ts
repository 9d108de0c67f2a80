/** Session options of the hostel forms: the current session marked as SessionSelect marks it. */
export const sessionOptions = (
  sessions: readonly { value: number; label: string; is_current: number }[] | undefined,
) =>
  (sessions ?? []).map((session) => ({
    value: String(session.value),
    label: session.is_current ? `${session.label} (current)` : session.label,
  }));
