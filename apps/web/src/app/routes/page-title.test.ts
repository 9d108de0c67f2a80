import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';

describe('pageTitleOf', () => {
  it('names a catalogue page by its menu name', () => {
    expect(pageTitleOf('/dashboard')).toBe('Dashboard');
  });

  it('turns the url of a page outside the catalogue into words', () => {
    expect(pageTitleOf('/mail_outbox')).toBe('Mail outbox');
    expect(pageTitleOf('/')).toBe('Home');
  });
});
