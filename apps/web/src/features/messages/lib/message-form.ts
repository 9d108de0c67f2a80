import {
  createMessageBodySchema,
  type MessageRow,
  messageAudiences,
  messageParentTypes,
  roleIds,
  takesNamedRecipient,
} from '@shala/contracts';
import { schemaValidator } from '../../../platform/forms/schema-validator';

/** The message form as Mantine holds it: selects keep their value as text, or null. */
export interface MessageFields {
  notification_name: string;
  notify: string | null;
  parentType: string | null;
  user_id: string | null;
  message: string;
}

export const emptyMessageFields: MessageFields = {
  notification_name: '',
  notify: null,
  parentType: null,
  user_id: null,
  message: '',
};

const toOptions = (options: readonly { value: number; label: string }[]) =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

/** "Message For" (§6): All, SubAdmin, Parent, … with their codes. */
export const audienceOptions = toOptions(messageAudiences);
/** "Parent Type" (§6): All, Father, Mother, Local Guardian. */
export const parentTypeOptions = toOptions(messageParentTypes);

const toNumber = (value: string | null): number | null =>
  value === null || value === '' ? null : Number(value);

/** Parent Type shows only when the message is for parents. */
export const showsParentType = (fields: Pick<MessageFields, 'notify'>) =>
  toNumber(fields.notify) === roleIds.parent;

/** "Search by Name" shows for Teacher, and for Parent once a specific type is chosen. */
export const showsNamedRecipient = (fields: Pick<MessageFields, 'notify' | 'parentType'>) =>
  takesNamedRecipient(toNumber(fields.notify), toNumber(fields.parentType));

/** The form's values when editing a message. */
export function messageFieldsOf(row: MessageRow): MessageFields {
  return {
    notification_name: row.notification_name,
    notify: String(row.notify),
    parentType: row.parentType === null ? null : String(row.parentType),
    user_id: row.user_id === null ? null : String(row.user_id),
    message: row.message,
  };
}

/** The request body: codes as numbers; an empty select stays missing, so it gets its message. */
export function toMessageBody(fields: MessageFields) {
  return {
    notification_name: fields.notification_name,
    notify: toNumber(fields.notify) ?? undefined,
    parentType: showsParentType(fields) ? toNumber(fields.parentType) : null,
    user_id: showsNamedRecipient(fields) ? toNumber(fields.user_id) : null,
    message: fields.message,
  };
}

const validateBody = schemaValidator(createMessageBodySchema);

/** The same rules and messages as the server (§5): title, audience, message; parent type for parents. */
export const validateMessage = (fields: MessageFields) => validateBody(toMessageBody(fields));

/** Who "Search by Name" looks among: teachers, or parents of the chosen type. */
export function recipientSearchOf(
  fields: Pick<MessageFields, 'notify' | 'parentType'>,
): { type: 'staff'; role_id: 6 } | { type: 'parents'; parent_type: number } | null {
  if (!showsNamedRecipient(fields)) return null;
  if (toNumber(fields.notify) === roleIds.teacher) return { type: 'staff', role_id: 6 };
  return { type: 'parents', parent_type: toNumber(fields.parentType) ?? 0 };
}
