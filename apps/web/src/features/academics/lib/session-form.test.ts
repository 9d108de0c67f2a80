import { sessionMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  sessionFormValues,
  suggestSessionName,
  toCreateSessionBody,
  toUpdateSessionBody,
  validateSessionForm,
} from './session-form';

const filled = {
  session_name: ' 2027-28 ',
  start_date: '2027-04-01',
  end_date: '2028-03-31',
  parent_id: null,
  is_current: true,
};

describe('session form values', () => {
  it('starts empty, or as a sub-session of the given main session', () => {
    expect(sessionFormValues()).toEqual({
      session_name: '',
      start_date: null,
      end_date: null,
      parent_id: null,
      is_current: false,
    });
    expect(sessionFormValues(undefined, 2).parent_id).toBe('2');
  });

  it('loads a session to edit', () => {
    const values = sessionFormValues({
      session_name: 'Term 1',
      start_date: '2026-04-01',
      end_date: '2026-09-30',
      parent_id: 2,
    });
    expect(values).toMatchObject({ session_name: 'Term 1', parent_id: '2' });
  });
});

describe('session bodies', () => {
  it('trims the name and asks to make a main session current', () => {
    expect(toCreateSessionBody(filled)).toEqual({
      session_name: '2027-28',
      start_date: '2027-04-01',
      end_date: '2028-03-31',
      parent_id: null,
      is_current: true,
    });
  });

  it('never makes a sub-session current', () => {
    const body = toCreateSessionBody({ ...filled, parent_id: '2' });
    expect(body.parent_id).toBe(2);
    expect(body).not.toHaveProperty('is_current');
  });

  it('updates name and dates only', () => {
    expect(toUpdateSessionBody(5, filled)).toEqual({
      id: 5,
      session_name: '2027-28',
      start_date: '2027-04-01',
      end_date: '2028-03-31',
    });
  });
});

describe('validateSessionForm', () => {
  it('passes a complete form', () => {
    expect(validateSessionForm(filled, null)).toEqual({});
  });

  it('asks for the name and both dates in plain words', () => {
    const errors = validateSessionForm(
      { ...filled, session_name: ' ', start_date: null, end_date: null },
      null,
    );
    expect(errors).toEqual({
      session_name: sessionMessages.enterSessionName,
      start_date: 'Please enter a start date',
      end_date: 'Please enter an end date',
    });
  });

  it('wants the end after the start', () => {
    expect(validateSessionForm({ ...filled, end_date: '2027-04-01' }, null)).toEqual({
      end_date: sessionMessages.endBeforeStart,
    });
  });

  it('keeps a sub-session within its main session', () => {
    const parent = { start_date: '2027-04-01', end_date: '2028-03-31' };
    const term = { ...filled, parent_id: '2', start_date: '2027-03-01', end_date: '2028-04-30' };
    expect(validateSessionForm(term, parent)).toEqual({
      start_date: sessionMessages.outsideParent,
      end_date: sessionMessages.outsideParent,
    });
    expect(validateSessionForm({ ...filled, parent_id: '2' }, parent)).toEqual({});
  });
});

describe('suggestSessionName', () => {
  it('names a school year by its years', () => {
    expect(suggestSessionName('2027-04-01', '2028-03-31')).toBe('2027-28');
    expect(suggestSessionName('2027-01-01', '2027-12-31')).toBe('2027');
    expect(suggestSessionName('2099-06-01', '2100-05-31')).toBe('2099-00');
  });

  it('waits for both dates, in order', () => {
    expect(suggestSessionName('2027-04-01', null)).toBeNull();
    expect(suggestSessionName(null, '2028-03-31')).toBeNull();
    expect(suggestSessionName('2028-04-01', '2027-03-31')).toBeNull();
  });
});
