import { Box } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteSection } from '../api/delete-section';
import { useSectionsQuery } from '../api/list-sections';
import { FormAndList } from '../components/form-and-list';
import { ListCard } from '../components/list-card';
import { useRelatedLinks } from '../components/related-links';
import { SearchInput } from '../components/search-input';
import { SectionForm } from '../components/section-form';
import { type SectionRow, SectionTable } from '../components/section-table';
import { useConfirmTarget } from '../components/use-confirm-target';

/** /manage_sections: the school's sections, added, renamed and deleted. */
export function ManageSectionsPage() {
  const [editing, setEditing] = useState<SectionRow | null>(null);
  const toDelete = useConfirmTarget<SectionRow>();
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
              rows={rows}
              loading={sections.isPending}
              hasMore={sections.hasNextPage}
              loadingMore={sections.isFetchingNextPage}
              onLoadMore={() => void sections.fetchNextPage()}
              onEdit={edit}
              onDelete={toDelete.open}
            />
          </ListCard>
        }
      />
      <ConfirmModal
        opened={toDelete.opened}
        onClose={toDelete.close}
        title="Delete section"
        message={`Are you sure you want to delete section ${toDelete.target?.section_name ?? ''}?`}
        danger
        loading={remove.isPending}
        onConfirm={() => {
          const row = toDelete.target;
          if (!row) return;
          remove.mutate(row.id, {
            onSuccess: () => {
              if (editing?.id === row.id) setEditing(null);
            },
            onSettled: toDelete.close,
          });
        }}
      />
    </Box>
  );
}
