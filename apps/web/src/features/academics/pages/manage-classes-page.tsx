import { Box, Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClassRow } from '@shala/contracts';
import { IconArrowsSort, IconLayoutGrid, IconLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { FormAndList } from '../../../ui/form-and-list';
import { ListCard } from '../../../ui/list-card';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteClass } from '../api/delete-class';
import { useClassesQuery } from '../api/list-classes';
import { ClassForm } from '../components/class-form';
import { ClassOrderEditor } from '../components/class-order-editor';
import { ClassTable } from '../components/class-table';
import { useRelatedLinks } from '../components/related-links';

/** /manage_classes: the school's classes, their promotion order, added, edited, deleted. */
export function ManageClassesPage() {
  const [editing, setEditing] = useState<ClassRow | null>(null);
  const [ordering, setOrdering] = useState(false);
  const toDelete = useModalTarget<ClassRow>();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const classes = useClassesQuery(debouncedSearch);
  const remove = useDeleteClass();
  const formRef = useRef<HTMLDivElement>(null);
  const related = useRelatedLinks([
    { to: '/manage_sections', label: 'Sections', icon: <IconLayoutGrid size={16} /> },
    { to: '/class_section_association', label: 'Class & Section', icon: <IconLink size={16} /> },
  ]);
  const rows = classes.data?.pages.flatMap((page) => page.list) ?? [];

  const edit = (row: ClassRow) => {
    setEditing(row);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const list = (
    <ListCard
      title="All Classes"
      noun={['class', 'classes']}
      total={classes.data?.pages.at(-1)?.count}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          onClick={() => setOrdering(true)}
        >
          Change order
        </Button>
      }
      filters={
        <Box mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Class name" />
        </Box>
      }
    >
      <ClassTable {...pagedListProps(classes, rows)} onEdit={edit} onDelete={toDelete.open} />
    </ListCard>
  );

  return (
    <Box maw={1200}>
      <PageHeader
        title="Classes"
        description="The classes of the school, in the order students are promoted through them."
        actions={related}
      />
      <FormAndList
        form={
          <ClassForm
            key={editing?.id ?? 'new'}
            ref={formRef}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        }
        list={
          // While ordering, the editor stands in for the list it reorders.
          ordering ? <ClassOrderEditor onClose={() => setOrdering(false)} /> : list
        }
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete class"
        question={(row) =>
          `Are you sure you want to delete class ${row.class_name}? Its sections, subjects and teachers in every session go with it.`
        }
        remove={remove}
        onDeleted={(row) => {
          if (editing?.id === row.id) setEditing(null);
        }}
      />
    </Box>
  );
}
