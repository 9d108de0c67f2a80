import { listPapers, uploadPaper } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

export const papersQueryOptions = (examTypeId: number | null) =>
  routeQueryOptions(listPapers, {
    key: [...examsKey, 'papers', examTypeId],
    input: examTypeId === null ? null : { query: { exam_type_id: examTypeId } },
    silent: true,
  });

export const usePapersQuery = (examTypeId: number | null) =>
  useQuery(papersQueryOptions(examTypeId));

/** Multipart upload of a question paper; the server checks the file's bytes. */
export const useUploadPaper = () =>
  useRouteMutation(uploadPaper, {
    input: ({ examId, file }: { examId: number; file: File }) => ({
      body: { exam_id: examId },
      files: { file },
    }),
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
