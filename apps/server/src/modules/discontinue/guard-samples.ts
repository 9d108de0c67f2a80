import type { RouteInput, SampleEnv } from '../../platform/module.ts';

/** Inputs for the guard suites: a leaving date the generator cannot make (not after today). */
export const discontinueHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'discontinue.create': () => ({
    body: {
      session_id: 1,
      class_id: 1,
      section_id: null,
      student_id: 1,
      date_of_leaving: '2026-04-02',
      reason: 'Guard sample',
    },
  }),
  'discontinue.readmit': () => ({ body: { student_id: 1 } }),
};
