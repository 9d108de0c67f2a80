import { Box, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { FormAndList } from '../../../ui/form-and-list';
import { ListCard } from '../../../ui/list-card';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteSubject } from '../api/delete-subject';
import { useSubjectsQuery } from '../api/list-subjects';
import { useRelatedLinks } from '../components/related-links';
import { SubjectForm } from '../components/subject-form';
import { type SubjectRow, SubjectTable } from '../components/subject-table';

const typeOptions = [
  { value: 'all', label: 'All subjects' },
  { value: 'compulsory', label: 'Compulsory' },
  { value: 'optional', label: 'Optional' },
];
const optionalOf = { all: null, compulsory: false, optional: true } as const;

/** /manage_subject: the school's subjects, added, edited and deleted. */
export function ManageSubjectPage() {
  const [editing, setEditing] = useState<SubjectRow | null>(null);
  const toDelete = useModalTarget<SubjectRow>();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<keyof typeof optionalOf>('all');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const subjects = useSubjectsQuery({ search: debouncedSearch, optional: optionalOf[type] });
  const remove = useDeleteSubject();
  const formRef = useRef<HTMLDivElement>(null);
  const related = useRelatedLinks([
    { to: '/manage_class_subject', label: 'Class Subjects', icon: <IconBooks size={16} /> },
  ]);
  const rows = subjects.data?.pages.flatMap((page) => page.list) ?? [];

  const edit = (row: SubjectRow) => {
    setEditing(row);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box maw={1200}>
      <PageHeader
        title="Subjects"
        description="The subjects taught in the school."
        actions={related}
      />
      <FormAndList
        form={
          <SubjectForm
            key={editing?.id ?? 'new'}
            ref={formRef}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        }
        list={
          <ListCard
            title="All Subjects"
            noun={['subject', 'subjects']}
            total={subjects.data?.pages.at(-1)?.count}
            filters={
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
                <SearchInput value={search} onChange={setSearch} placeholder="Subject name" />
                <SelectField
                  label="Type"
                  data={typeOptions}
                  value={type}
                  onChange={(value) => setType((value as keyof typeof optionalOf) ?? 'all')}
                  allowDeselect={false}
                />
              </SimpleGrid>
            }
          >
            <SubjectTable
              {...pagedListProps(subjects, rows)}
              onEdit={edit}
              onDelete={toDelete.open}
            />
          </ListCard>
        }
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete subject"
        question={(row) => `Are you sure you want to delete subject ${row.subject_name}?`}
        remove={remove}
        onDeleted={(row) => {
          if (editing?.id === row.id) setEditing(null);
        }}
      />
    </Box>
  );
}
