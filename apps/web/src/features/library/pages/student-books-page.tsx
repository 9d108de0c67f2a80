import { Box, Card, Text } from '@mantine/core';
import { type BookAssignment, bookStatusText, roleIds } from '@shala/contracts';
import { useState } from 'react';
import { useSignedInSession } from '../../../platform/session/session-query';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { ChildSelect } from '../../../ui/lookups/child-select';
import { useMyChildrenQuery } from '../../../ui/lookups/list-my-children';
import { PageHeader } from '../../../ui/page-header';
import { useChildBooksQuery } from '../api/child-books';

const columns = [
  {
    key: 'name',
    header: 'Book Name',
    render: (row: BookAssignment) => <Text fw={600}>{row.library_book.book_name}</Text>,
  },
  {
    key: 'category',
    header: 'Category',
    render: (row: BookAssignment) => row.library_book.book_category.name,
  },
  {
    key: 'issued',
    header: 'Issue Date',
    kind: 'date' as const,
    render: (row: BookAssignment) => formatDate(row.issue_date),
  },
  {
    key: 'due',
    header: 'Due Date',
    kind: 'date' as const,
    render: (row: BookAssignment) => formatDate(row.due_date),
  },
  { key: 'status', header: 'Status', render: (row: BookAssignment) => bookStatusText(row) },
];

/**
 * /student_book_details, Books Assigned: a parent's child's books of the current session
 * (the first child until another is chosen), with the spec's status texts.
 */
export function StudentBooksPage() {
  const { user } = useSignedInSession();
  const isParent = user.user_role_id === roleIds.parent;
  const children = useMyChildrenQuery(
    isParent ? { userId: user.id, parentType: user.parent_type } : null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const childId = chosen ?? children.data?.[0]?.student_id ?? null;
  const books = useChildBooksQuery(childId);

  return (
    <Box maw={1000}>
      <PageHeader
        title="Books Assigned"
        back={isParent ? { to: '/parent_dashboard', label: 'Back' } : undefined}
      />
      <Card withBorder radius="md" padding="lg">
        {isParent ? (
          <>
            <Box mb="md">
              <ChildSelect
                value={childId}
                onChange={(child) => setChosen(child?.studentId ?? null)}
                maw={320}
              />
            </Box>
            <DataTable
              label="Books Assigned"
              rows={books.data ?? []}
              loading={children.isPending || (childId !== null && books.isPending)}
              rowKey={(row) => row.id}
              minWidth={640}
              columns={columns}
            />
          </>
        ) : (
          <Text c="dimmed">This page shows a parent their children's library books.</Text>
        )}
      </Card>
    </Box>
  );
}
