import { Button, Card, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { useStudentListQuery } from '../api/list-students';
import { toId } from '../lib/class-choice';
import { readFilters, writeFilter } from '../lib/student-filters';
import { StudentDrawer } from './student-drawer';
import { StudentFilterBar } from './student-filter-bar';
import { StudentImportWizard } from './student-import';
import { StudentTable } from './student-table';

const viewParam = 'view';

interface StudentDirectoryProps {
  /** The edit page of a student, when the user may edit. */
  editHref?: (studentId: number) => string;
  /** Offer "Import students" (users who may admit). */
  canImport?: boolean;
}

/**
 * The searchable, filterable student list with a details drawer. Filters and the open
 * student live in the URL, so a filtered list or one student can be linked to.
 */
export function StudentDirectory({ editHref, canImport = false }: StudentDirectoryProps) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const students = useStudentListQuery({ ...filters, search: debouncedSearch });
  const rows = students.data?.pages.flatMap((page) => page.list) ?? [];
  const total = students.data?.pages.at(-1)?.count;
  const viewing = toId(params.get(viewParam));
  const [importing, setImporting] = useState(false);

  const setView = (studentId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (studentId === null) next.delete(viewParam);
        else next.set(viewParam, String(studentId));
        return next;
      },
      { replace: studentId === null },
    );

  return (
    <Card withBorder radius="md" padding="md">
      <StudentFilterBar
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFilterChange={(name, value) =>
          setParams((current) => writeFilter(current, name, value), { replace: true })
        }
      />
      <Group justify="space-between" mb="xs" gap="xs" mih={30}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === undefined ? ' ' : total === 1 ? '1 student' : `${total} students`}
        </Text>
        {canImport ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import students
          </Button>
        ) : null}
      </Group>
      <StudentTable {...pagedListProps(students, rows)} onView={setView} editHref={editHref} />
      <StudentDrawer studentId={viewing} onClose={() => setView(null)} editHref={editHref} />
      {canImport ? (
        <StudentImportWizard opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Card>
  );
}
