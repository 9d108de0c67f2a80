import { Box } from '@mantine/core';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { PageHeader } from '../../../ui/page-header';
import { ClasswiseFeedback } from '../components/classwise-feedback';
import { ParentFeedback } from '../components/parent-feedback';

/** /student_feedback: classwise Give and View for staff; the parents' read-only view. */
export function StudentFeedbackPage() {
  const { isParent } = useMyChildren();
  return (
    <Box maw={1100}>
      <PageHeader title="Student Feedback" />
      {isParent ? <ParentFeedback /> : <ClasswiseFeedback />}
    </Box>
  );
}
