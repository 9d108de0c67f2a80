import type { RollNumberOrder } from '@shala/contracts';

/** The two rules in words, as the order page and the allocation page name them. */
export const rollOrderText: Record<RollNumberOrder, { label: string; description: string }> = {
  alphabetical: {
    label: 'Alphabetical',
    description: "By the student's name, A to Z (capitals and accents ignored).",
  },
  admission: {
    label: 'By admission',
    description: 'In the order students were admitted: admission date, then admission number.',
  },
};
