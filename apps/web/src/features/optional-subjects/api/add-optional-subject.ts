import { addOptionalSubject, type OptionalSubjectAssignment } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { optionalSubjectsKey } from './optional-subjects-keys';

/** `POST /api/school/optional_subject/add`: the whole class in one call (one transaction). */
export const useAddOptionalSubject = () =>
  useRouteMutation(addOptionalSubject, {
    input: (formData: OptionalSubjectAssignment[]) => ({ body: { formData } }),
    notifySuccess: true,
    refreshes: [optionalSubjectsKey],
  });
