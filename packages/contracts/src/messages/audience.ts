import { roleIds } from '../core/roles.ts';

/** The message form's "Message For" options (§6): code 0 is everyone, the rest are role ids. */
export const messageAudiences = [
  { value: 0, label: 'All' },
  { value: roleIds.subAdmin, label: 'SubAdmin' },
  { value: roleIds.parent, label: 'Parent' },
  { value: roleIds.accountant, label: 'Accountant' },
  { value: roleIds.teacher, label: 'Teacher' },
  { value: roleIds.librarian, label: 'Librarian' },
  { value: roleIds.driver, label: 'Driver' },
  { value: roleIds.warden, label: 'Warden' },
  { value: roleIds.vicePresident, label: 'Vice President' },
  { value: roleIds.maintenance, label: 'Maintenance' },
] as const;
export type MessageAudience = (typeof messageAudiences)[number]['value'];
export const messageAudienceCodes = messageAudiences.map((option) => option.value);

/** Parent type codes of §6: 0 every parent, 1 fathers, 2 mothers, 3 local guardians. */
export const messageParentTypes = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Father' },
  { value: 2, label: 'Mother' },
  { value: 3, label: 'Local Guardian' },
] as const;
export type MessageParentType = (typeof messageParentTypes)[number]['value'];

/**
 * The parent type the spec's client puts in `notification_for` (it sends no parentType): its
 * code (1 or "1") or its label ("Father", any case); null when it names no parent type.
 */
export function parentTypeOfFor(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const wanted = text.trim().toLowerCase();
  const match = messageParentTypes.find(
    (option) => String(option.value) === wanted || option.label.toLowerCase() === wanted,
  );
  return match ? match.value : null;
}

export const audienceLabel = (code: number) =>
  messageAudiences.find((option) => option.value === code)?.label ?? 'Unknown';
export const parentTypeLabel = (code: number) =>
  messageParentTypes.find((option) => option.value === code)?.label ?? 'Unknown';

/** The form shows "Search by Name" for Teacher, and for Parent once a specific type is chosen. */
export function takesNamedRecipient(audience: number | null, parentType: number | null): boolean {
  if (audience === roleIds.teacher) return true;
  return audience === roleIds.parent && parentType !== null && parentType !== 0;
}

/**
 * Who a message reaches, as a query the server runs: every active school user (audience 0),
 * the users of one role, parents of one type, or one named person.
 */
export type AudienceFilter =
  | { kind: 'everyone' }
  | { kind: 'role'; roleId: number }
  | { kind: 'parents'; parentType: number }
  | { kind: 'person'; userId: number };

export function audienceFilter(message: {
  notify: number;
  parentType: number | null;
  user_id: number | null;
}): AudienceFilter {
  if (message.user_id !== null && takesNamedRecipient(message.notify, message.parentType)) {
    return { kind: 'person', userId: message.user_id };
  }
  if (message.notify === 0) return { kind: 'everyone' };
  if (message.notify === roleIds.parent && message.parentType) {
    return { kind: 'parents', parentType: message.parentType };
  }
  return { kind: 'role', roleId: message.notify };
}

/** The list's "For" column: the named person, else the parent type, else All. */
export function describeRecipients(message: {
  notify: number;
  parentType: number | null;
  recipientName: string | null;
}): string {
  if (message.recipientName) return message.recipientName;
  if (message.notify === roleIds.parent && message.parentType) {
    return parentTypeLabel(message.parentType);
  }
  return 'All';
}
