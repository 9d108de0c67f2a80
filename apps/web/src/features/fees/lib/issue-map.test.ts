import { describe, expect, it } from 'vitest';
import { firstIssueText } from './issue-map';

describe('firstIssueText', () => {
  it('names the issue highest on the page, with its row', () => {
    const error = {
      issues: [
        { path: ['monthly', 0, 'amount'], message: 'Please enter the amount' },
        { path: ['discountData', 1, 'name'], message: 'Please enter the discount name' },
      ],
    };
    expect(firstIssueText(error)).toBe('Discount 2: Please enter the discount name');
  });

  it('puts the fields above the lists first', () => {
    const error = {
      issues: [
        { path: ['fee_type', 0, 'amount'], message: 'Please enter the amount' },
        { path: ['class_id'], message: 'Please select a class' },
      ],
    };
    expect(firstIssueText(error)).toBe('Please select a class');
  });
});
