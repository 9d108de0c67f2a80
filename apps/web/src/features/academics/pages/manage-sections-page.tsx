import { Box } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { FormAndList } from '../../../ui/form-and-list';
import { ListCard } from '../../../ui/list-card';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteSection } from '../api/delete-section';
import { useSectionsQuery } from '../api/list-sections';
import { useRelatedLinks } from '../components/related-links';
import { SectionForm } from '../components/section-form';
import { type SectionRow, SectionTable } from '../components/section-table';

/** /manage_sections: the school's sections, added, renamed and deleted. */
export function ManageSectionsPage() {
  const [editing, setEditing] = useState<SectionRow | null>(null);
  const toDelete = useModalTarget<SectionRow>();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const sections = useSectionsQuery(debouncedSearch);
  const remove = useDeleteSection();
  const formRef = useRef<HTMLDivElement>(null);
  const related = useRelatedLinks([
    { to: '/class_section_association', label: 'Class & Section', icon: <IconLink size={16} /> },
  ]);
  const rows = sections.data?.pages.flatMap((page) => page.list) ?? [];

  const edit = (row: SectionRow) => {
    setEditing(row);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box maw={1200}>
      <PageHeader
        title="Sections"
        description="The sections classes are divided into."
        actions={related}
      />
      <FormAndList
        form={
          <SectionForm
            key={editing?.id ?? 'new'}
            ref={formRef}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        }
        list={
          <ListCard
            title="All Sections"
            noun={['section', 'sections']}
            total={sections.data?.pages.at(-1)?.count}
            filters={
              <Box mb="md">
                <SearchInput value={search} onChange={setSearch} placeholder="Section name" />
              </Box>
            }
          >
            <SectionTable
              {...pagedListProps(sections, rows)}
              onEdit={edit}
              onDelete={toDelete.open}
            />
          </ListCard>
        }
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete section"
        question={(row) => `Are you sure you want to delete section ${row.section_name}?`}
        remove={remove}
        onDeleted={(row) => {
          if (editing?.id === row.id) setEditing(null);
        }}
      />
    </Box>
  );
}
