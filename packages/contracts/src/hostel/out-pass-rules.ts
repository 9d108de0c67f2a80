/** Where an out-pass stands: asked for, decided, the resident away, back, or withdrawn. */
export const outPassStatuses = [
  'requested',
  'approved',
  'rejected',
  'out',
  'returned',
  'cancelled',
] as const;
export type OutPassStatus = (typeof outPassStatuses)[number];

/** What the warden (or, for `cancel`, the parent who asked) does to a pass. */
export const outPassActions = ['approve', 'reject', 'mark_out', 'mark_returned', 'cancel'] as const;
export type OutPassAction = (typeof outPassActions)[number];

/** An outing comes back the same day; a home leave may span days. */
export const outPassKinds = ['outing', 'home'] as const;
export type OutPassKind = (typeof outPassKinds)[number];

const moves: Record<OutPassAction, { from: readonly OutPassStatus[]; to: OutPassStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  mark_out: { from: ['approved'], to: 'out' },
  mark_returned: { from: ['out'], to: 'returned' },
  cancel: { from: ['requested', 'approved'], to: 'cancelled' },
};

/** The status an action leads to, or null when the pass is not in a state that allows it. */
export function nextOutPassStatus(
  status: OutPassStatus,
  action: OutPassAction,
): OutPassStatus | null {
  const move = moves[action];
  return move.from.includes(status) ? move.to : null;
}

/** "YYYY-MM-DD HH:MM" compares as text in time order. */
const stamp = (date: string, time: string) => `${date} ${time}`;

/** True when the planned return is after the planned leaving (an outing: on the same day). */
export function isOutPassWindow(pass: {
  kind: OutPassKind;
  leave_on: string;
  leave_time: string;
  return_on: string;
  return_time: string;
}): boolean {
  if (pass.kind === 'outing' && pass.return_on !== pass.leave_on) return false;
  return stamp(pass.return_on, pass.return_time) > stamp(pass.leave_on, pass.leave_time);
}

/** Labels of the statuses as the pages show them. */
export const outPassStatusLabels: Record<OutPassStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  out: 'Out',
  returned: 'Returned',
  cancelled: 'Cancelled',
};
