import { type MessageRow, messageMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  audienceOptions,
  emptyMessageFields,
  messageFieldsOf,
  parentTypeOptions,
  recipientSearchOf,
  showsNamedRecipient,
  showsParentType,
  toMessageBody,
  validateMessage,
} from './message-form';

const filled = {
  ...emptyMessageFields,
  notification_name: 'Sports day',
  notify: '0',
  message: 'Sports day is on Friday.',
};

describe('message form', () => {
  it('offers the audiences and parent types of §6 with their codes', () => {
    expect(audienceOptions.map((option) => `${option.value} ${option.label}`)).toEqual([
      '0 All',
      '3 SubAdmin',
      '4 Parent',
      '5 Accountant',
      '6 Teacher',
      '7 Librarian',
      '8 Driver',
      '9 Warden',
      '16 Vice President',
      '17 Maintenance',
    ]);
    expect(parentTypeOptions.map((option) => option.label)).toEqual([
      'All',
      'Father',
      'Mother',
      'Local Guardian',
    ]);
  });

  it('shows Parent Type only for parents, and Search by Name for Teacher or one parent type', () => {
    expect(showsParentType({ notify: '4' })).toBe(true);
    expect(showsParentType({ notify: '6' })).toBe(false);
    expect(showsNamedRecipient({ notify: '6', parentType: null })).toBe(true);
    expect(showsNamedRecipient({ notify: '4', parentType: '0' })).toBe(false);
    expect(showsNamedRecipient({ notify: '4', parentType: '2' })).toBe(true);
    expect(showsNamedRecipient({ notify: '0', parentType: '2' })).toBe(false);
  });

  it('asks the server messages for what is missing', () => {
    expect(validateMessage(emptyMessageFields)).toEqual({
      notification_name: messageMessages.enterTitle,
      notify: messageMessages.chooseAudience,
      message: messageMessages.enterMessage,
    });
    expect(validateMessage({ ...filled, notify: '4' })).toEqual({
      parentType: messageMessages.chooseParentType,
    });
    expect(validateMessage(filled)).toEqual({});
  });

  it('sends codes as numbers and drops fields that do not apply', () => {
    expect(toMessageBody({ ...filled, notify: '6', parentType: '2', user_id: '41' })).toEqual({
      notification_name: 'Sports day',
      notify: 6,
      parentType: null,
      user_id: 41,
      message: 'Sports day is on Friday.',
    });
    expect(toMessageBody({ ...filled, notify: '4', parentType: '0', user_id: '41' })).toMatchObject(
      { notify: 4, parentType: 0, user_id: null },
    );
  });

  it('loads a message for editing', () => {
    const row: MessageRow = {
      id: 9,
      notification_name: 'Fees',
      notify: 4,
      notify_label: 'Parent',
      notification_for: 'Asha Rao',
      parentType: 2,
      user_id: 41,
      message: 'Please pay the fees.',
      added_by: 1,
      current_date: '2026-11-20',
    };
    expect(messageFieldsOf(row)).toEqual({
      notification_name: 'Fees',
      notify: '4',
      parentType: '2',
      user_id: '41',
      message: 'Please pay the fees.',
    });
  });

  it('searches teachers, or parents of the chosen type', () => {
    expect(recipientSearchOf({ notify: '6', parentType: null })).toEqual({
      type: 'staff',
      role_id: 6,
    });
    expect(recipientSearchOf({ notify: '4', parentType: '3' })).toEqual({
      type: 'parents',
      parent_type: 3,
    });
    expect(recipientSearchOf({ notify: '4', parentType: '0' })).toBeNull();
  });
});
