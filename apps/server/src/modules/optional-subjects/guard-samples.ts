import type { RouteInput, SampleEnv } from '../../platform/module.ts';

export const optionalSubjectHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'optionalSubjects.students': () => ({ body: { filterData: { class_id: 1 } } }),
  'optionalSubjects.add': () => ({
    body: { formData: [{ student_id: 1, optional_subject_id: 1 }] },
  }),
};
