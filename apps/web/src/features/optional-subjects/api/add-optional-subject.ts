import { addOptionalSubject, type OptionalSubjectAssignment } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { optionalSubjectsKey } from './optional-subjects-keys';

/** `POST /api/school/optional_subject/add`: the whole class in one call (one transaction). */
export function useAddOptionalSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: OptionalSubjectAssignment[]) =>
      apiCall(addOptionalSubject, { body: { formData }, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optionalSubjectsKey }),
  });
}
