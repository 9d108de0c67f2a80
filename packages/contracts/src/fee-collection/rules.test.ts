import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterTotal, type DueLedger, spreadConcession, standingOf } from './rules.ts';

const due = (overrides: Partial<DueLedger> = {}): DueLedger => ({
  amountPaise: 100_000,
  lateFeeRulePaise: 5_000,
  dueDate: '2026-04-10',
  concessionPaise: 0,
  paidPaise: 0,
  lateFeePaidPaise: 0,
  waivedPaise: 0,
  ...overrides,
});

describe('standingOf', () => {
  it('adds the late fee only after the last date while the fee is unpaid', () => {
    expect(standingOf(due(), '2026-04-10').balancePaise).toBe(100_000);
    expect(standingOf(due(), '2026-04-11').balancePaise).toBe(105_000);
    expect(standingOf(due({ paidPaise: 100_000 }), '2026-05-01').balancePaise).toBe(0);
  });

  it('keeps a paid late fee, and a waiver clears what is left of it', () => {
    const paidLate = standingOf(due({ paidPaise: 100_000, lateFeePaidPaise: 5_000 }), '2026-06-01');
    expect(paidLate).toMatchObject({
      lateFeePaise: 5_000,
      balancePaise: 0,
      demandedPaise: 105_000,
    });
    const waived = standingOf(due({ waivedPaise: 5_000 }), '2026-06-01');
    expect(waived).toMatchObject({ lateFeeLeftPaise: 0, balancePaise: 100_000 });
  });

  it('never goes below zero and paid + balance is what was demanded', () => {
    const nat = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        nat,
        nat,
        nat,
        nat,
        nat,
        fc.boolean(),
        (amount, rule, concession, paid, latePaid, late) => {
          const ledger = due({
            amountPaise: amount,
            lateFeeRulePaise: rule,
            concessionPaise: Math.min(concession, amount),
            paidPaise: Math.min(paid, Math.max(0, amount - concession)),
            lateFeePaidPaise: Math.min(latePaid, rule),
          });
          const standing = standingOf(ledger, late ? '2026-05-01' : '2026-04-01');
          expect(standing.balancePaise).toBeGreaterThanOrEqual(0);
          expect(ledger.paidPaise + ledger.lateFeePaidPaise + standing.balancePaise).toBe(
            standing.demandedPaise,
          );
        },
      ),
    );
  });
});

describe('spreadConcession and counterTotal', () => {
  it('spreads a concession over dues in order, never above what is left of each', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { maxLength: 6 }), fc.nat(700_000), (rooms, wanted) => {
        const total = rooms.reduce((sum, room) => sum + room, 0);
        const shares = spreadConcession(Math.min(wanted, total), rooms);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(wanted, total));
        for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(rooms[i]!);
      }),
    );
  });

  it('takes principal less the concession, plus late fees unless waived', () => {
    const dues = [
      { principalLeftPaise: 100_000, lateFeeLeftPaise: 5_000 },
      { principalLeftPaise: 50_000, lateFeeLeftPaise: 0 },
    ];
    expect(counterTotal(dues, 10_000, false)).toBe(145_000);
    expect(counterTotal(dues, 10_000, true)).toBe(140_000);
  });
});
