import type { MessageRow } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { editingState, readEditingMessage } from './editing-state';

const row: MessageRow = {
  id: 3,
  notification_name: 'Holiday',
  notify: 0,
  notify_label: 'All',
  notification_for: 'All',
  parentType: null,
  user_id: null,
  message: 'School is closed on Monday.',
  added_by: 1,
  current_date: '2026-11-20',
};

describe('editing state', () => {
  it('hands a message from the list to the form', () => {
    expect(readEditingMessage(editingState(row))).toEqual(row);
  });

  it('reads anything else as a new message', () => {
    expect(readEditingMessage(null)).toBeNull();
    expect(readEditingMessage({ message: { id: 'x' } })).toBeNull();
    expect(readEditingMessage('message')).toBeNull();
  });
});
