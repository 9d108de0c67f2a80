import { z } from 'zod';
import { flagSchema } from './fields.ts';
import { parentTypes } from './roles.ts';

/** Texts of the "notify parents" popups (tasks, incidents), written once. */
export const parentNotifyMessages = {
  chooseChannel: 'Please choose SMS, Email or Notify WEB/APP',
  chooseParent: 'Please choose Father, Mother or Local Guardian',
} as const;

const m = parentNotifyMessages;

/** The popup's choices: channels and which parents of each student. */
export const parentNotifyFields = {
  sms: flagSchema('Sms must be true or false').default(false),
  email: flagSchema('Email must be true or false').default(false),
  notify_web_app: flagSchema('Notify WEB/APP must be true or false').default(false),
  father: flagSchema('Father must be true or false').default(false),
  mother: flagSchema('Mother must be true or false').default(false),
  local_guardian: flagSchema('Local Guardian must be true or false').default(false),
};

export interface ParentNotifyChoice {
  sms: boolean;
  email: boolean;
  notify_web_app: boolean;
  father: boolean;
  mother: boolean;
  local_guardian: boolean;
}

/** Adds the popup's two rules (a channel and a parent must be chosen) to an object schema. */
export const withParentNotifyRules = <T extends z.ZodType<ParentNotifyChoice>>(schema: T) =>
  schema
    .refine((value) => value.sms || value.email || value.notify_web_app, {
      error: m.chooseChannel,
      path: ['notify_web_app'],
    })
    .refine((value) => value.father || value.mother || value.local_guardian, {
      error: m.chooseParent,
      path: ['father'],
    });

/** The parent type codes (1 father, 2 mother, 3 local guardian) a choice names. */
export function chosenParentTypes(choice: ParentNotifyChoice): number[] {
  const types: number[] = [];
  if (choice.father) types.push(parentTypes.father);
  if (choice.mother) types.push(parentTypes.mother);
  if (choice.local_guardian) types.push(parentTypes.localGuardian);
  return types;
}

/** What a notify answers: people reached and deliveries queued now (never one twice). */
export const parentNotifyResultSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
});

/** The popup's channels as the messages delivery's: Notify WEB/APP is web push plus the bell. */
export function deliveryChannelsOf(
  choice: Pick<ParentNotifyChoice, 'sms' | 'email' | 'notify_web_app'>,
) {
  const channels: Array<'email' | 'sms' | 'push' | 'app'> = [];
  if (choice.email) channels.push('email');
  if (choice.sms) channels.push('sms');
  if (choice.notify_web_app) channels.push('push', 'app');
  return channels;
}
