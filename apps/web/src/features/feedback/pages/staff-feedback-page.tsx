import { Box } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useStaffFeedbackQuery } from '../api/feedback-api';
import { StaffFeedbackTable } from '../components/staff-feedback-table';

/** /staff_feedback: the admin sees every feedback parents gave on teachers. */
export function StaffFeedbackPage() {
  const rows = useStaffFeedbackQuery(false);
  return (
    <Box maw={1200}>
      <PageHeader
        title="Staff Feedback"
        description="What parents said about teachers this session."
      />
      <SectionCard title="Feedback">
        <StaffFeedbackTable rows={rows.data ?? []} loading={rows.isFetching} showParent />
      </SectionCard>
    </Box>
  );
}

/** /view_staff_feedback: a staff member sees the feedback about them. */
export function ViewStaffFeedbackPage() {
  const rows = useStaffFeedbackQuery(true);
  return (
    <Box maw={1200}>
      <PageHeader
        title="My Feedback"
        description="What parents said about your teaching this session."
      />
      <SectionCard title="Feedback">
        <StaffFeedbackTable rows={rows.data ?? []} loading={rows.isFetching} showParent={false} />
      </SectionCard>
    </Box>
  );
}
