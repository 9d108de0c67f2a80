/**
 * Where the super admin's notification drop-down sits in the top bar (spec §2.6). The
 * notifications issue fills it; until then it shows nothing rather than a fake bell.
 */
export function NotificationSlot() {
  return null;
}
