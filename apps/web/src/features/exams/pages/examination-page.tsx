import { Box, Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader } from '../../../ui/page-header';

const links = [
  ['/manage_exam_type', 'Exam Types', 'Tests and terms, and how they weigh in the year'],
  ['/view_exam_details', 'Exam Schedule', 'Papers per class; publish results'],
  ['/manage_exam_grade', 'Grades', 'Percentage bands (CBSE preset)'],
  ['/manage_question_setter', 'Question Setters', 'Who sets each paper'],
  ['/manage_checking_teacher', 'Paper Checkers', 'Who checks each paper and enters its marks'],
  ['/manage_question_paper', 'Question Papers', 'Uploaded papers, hidden until the exam'],
  ['/add_student_mark_by_teacher', 'Enter Marks', 'The marks grid of your papers'],
  ['/student_mark_details', 'Results', 'Results and report cards'],
  ['/student_exam_routine', 'Exam Routine', 'Papers by date'],
  ['/assign_seat', 'Assign Seats', 'Seat plans per room'],
] as const;

/** /examination: the examination pages the user may open. */
export function ExaminationPage() {
  const { canOpen } = useNavigation();
  return (
    <Box maw={1100}>
      <PageHeader title="Examination" description="Exams, marks and results of the school." />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links
          .filter(([to]) => canOpen(to))
          .map(([to, title, text]) => (
            <UnstyledButton key={to} component={Link} to={to}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
      </SimpleGrid>
    </Box>
  );
}
