import { type MessageRow, messageRowSchema } from '@shala/contracts';

/** The navigation state the list hands to /notification to edit a message. */
export const editingState = (message: MessageRow) => ({ message });

/** The message to edit from navigation state; anything else (or nothing) means a new one. */
export function readEditingMessage(state: unknown): MessageRow | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const parsed = messageRowSchema.safeParse(state.message);
  return parsed.success ? parsed.data : null;
}
