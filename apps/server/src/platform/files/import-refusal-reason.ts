import type { importMessages } from '@shala/contracts';

/** Why a file was refused: a key of contracts' importMessages (the worker loads no contracts). */
export type RefusalReason = Extract<
  keyof typeof importMessages,
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'tooManyCells'
  | 'tooLargeUnpacked'
  | 'tooDemanding'
  | 'unreadable'
  | 'empty'
  | 'missingColumns'
  | 'busy'
>;

/** Thrown while reading an import file; `detail` lists the missing columns. */
export class ImportRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string[] = [],
  ) {
    super(reason);
  }
}
