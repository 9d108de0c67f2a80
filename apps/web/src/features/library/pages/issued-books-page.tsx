import { Box, Card, Grid, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatRupees, type IssueRow, libraryMessages as m, rupeesToPaise } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useCollectFine } from '../api/issue-desk';
import { useLibrarySettingsQuery } from '../api/library-settings';
import { type IssueStatus, useBookIssuesQuery } from '../api/list-book-issues';
import { IssueForm } from '../components/issue-form';
import { IssuesTable } from '../components/issues-table';
import { LibrarySettingsCard } from '../components/library-settings-card';
import { ReturnModal } from '../components/return-modal';

const statusOptions: Array<{ value: IssueStatus; label: string }> = [
  { value: 'issued', label: 'Issued' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'returned', label: 'Returned' },
  { value: 'all', label: 'All' },
];

/** /assigned_book: the issue desk, the loans (search by title, author, ISBN or name) and returns. */
export function IssuedBooksPage() {
  const settings = useLibrarySettingsQuery();
  const [status, setStatus] = useState<IssueStatus>('issued');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const issues = useBookIssuesQuery({ search, status });
  const rows = issues.data?.pages.flat() ?? [];
  const returning = useModalTarget<IssueRow>();
  const collecting = useModalTarget<IssueRow>();
  const collect = useCollectFine();

  return (
    <Box maw={1300}>
      <PageHeader
        title="Issued Books"
        description="Issue books to students and staff, take them back and collect late fines."
      />
      <Stack gap="lg">
        {settings.data ? (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <IssueForm loanDays={settings.data.loan_days} today={settings.data.today} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <LibrarySettingsCard settings={settings.data} />
            </Grid.Col>
          </Grid>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
            <SearchInput
              value={typed}
              onChange={setTyped}
              placeholder="Title, author, ISBN, accession no. or name"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="issue-status-label">
                Show
              </Text>
              <SegmentedControl
                aria-labelledby="issue-status-label"
                data={statusOptions}
                value={status}
                onChange={(value) => setStatus(value as IssueStatus)}
              />
            </Stack>
          </SimpleGrid>
          <IssuesTable
            {...pagedListProps(issues, rows)}
            onReturn={returning.open}
            onCollect={collecting.open}
          />
        </Card>
      </Stack>
      <ReturnModal
        key={returning.target?.id ?? 'none'}
        loan={returning.target}
        today={settings.data?.today ?? ''}
        opened={returning.opened}
        onClose={returning.close}
      />
      <ConfirmModal
        opened={collecting.opened}
        onClose={collecting.close}
        title="Collect fine"
        message={
          collecting.target
            ? `Has ${collecting.target.student_name} paid the fine of ${formatRupees(rupeesToPaise(collecting.target.fine))} for ${collecting.target.book_name}?`
            : ''
        }
        loading={collect.isPending}
        onConfirm={() => {
          const row = collecting.target;
          if (!row) return;
          collect.mutate(row.id, {
            onSuccess: () => {
              toast.success(m.fineCollected);
              collecting.close();
            },
          });
        }}
      />
    </Box>
  );
}
