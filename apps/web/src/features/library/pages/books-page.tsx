import { Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BookRow, libraryMessages as m } from '@shala/contracts';
import { useRef, useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { SearchInput } from '../../../ui/search-input';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useBookCategoriesQuery } from '../api/list-book-categories';
import { useBooksQuery } from '../api/list-books';
import { useDeleteBook } from '../api/save-book';
import { BookForm } from '../components/book-form';
import { CopiesModal } from '../components/copies-modal';

/** /add_book: the catalogue, searched by title, author or ISBN; add and edit books and copies. */
export function BooksPage() {
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_book');
  const [editing, setEditing] = useState<BookRow | null>(null);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useBookCategoriesQuery();
  const books = useBooksQuery({ search, categoryId });
  const rows = books.data?.pages.flat() ?? [];
  const remove = useDeleteBook();
  const copies = useModalTarget<BookRow>();
  const toDelete = useModalTarget<BookRow>();
  const formRef = useRef<HTMLDivElement>(null);

  return (
    <Box maw={1200}>
      <PageHeader
        title="Books"
        description="Every title of the library with its copies; each copy has its own accession number."
        actions={
          canOpen('/add_book_category') ? [{ to: '/add_book_category', label: 'Categories' }] : []
        }
      />
      <Stack gap="lg">
        {canWrite ? (
          <BookForm
            key={editing?.id ?? 'new'}
            ref={formRef}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
            <SearchInput value={typed} onChange={setTyped} placeholder="Title, author or ISBN" />
            <SelectField
              label="Category"
              clearable
              data={(categories.data ?? []).map((row) => ({
                value: String(row.id),
                label: row.name,
              }))}
              value={categoryId === null ? null : String(categoryId)}
              onChange={(value) => setCategoryId(toId(value))}
            />
          </SimpleGrid>
          <DataTable
            label="Books"
            {...pagedListProps(books, rows)}
            rowKey={(row) => row.id}
            minWidth={820}
            columns={[
              {
                key: 'name',
                header: 'Book Name',
                render: (row) => <Text fw={600}>{row.book_name}</Text>,
                sortValue: (row) => row.book_name.toLowerCase(),
              },
              {
                key: 'author',
                header: 'Author',
                render: (row) => row.author,
                sortValue: (row) => row.author,
              },
              { key: 'isbn', header: 'ISBN', render: (row) => row.isbn ?? 'N/A' },
              {
                key: 'category',
                header: 'Category',
                render: (row) => row.category_name,
                sortValue: (row) => row.category_name,
              },
              {
                key: 'copies',
                header: 'Available / Copies',
                render: (row) => (
                  <Group gap={4} wrap="nowrap">
                    <Text fw={600}>{row.copies_available}</Text>
                    <Text c="dimmed">/ {row.copies_total}</Text>
                  </Group>
                ),
                sortValue: (row) => row.copies_available,
              },
              rowActionsColumn<BookRow>((row) => `book ${row.book_name}`, {
                onView: copies.open,
                onEdit: canWrite
                  ? (row) => {
                      setEditing(row);
                      requestAnimationFrame(() =>
                        formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
                      );
                    }
                  : undefined,
                onDelete: canWrite ? toDelete.open : undefined,
              }),
            ]}
          />
        </Card>
      </Stack>
      <CopiesModal
        book={copies.target}
        opened={copies.opened}
        onClose={copies.close}
        canAdd={canWrite}
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete book"
        question={(row) =>
          `Are you sure you want to delete the book ${row.book_name} and its copies?`
        }
        remove={remove}
        onDeleted={(row) => {
          toast.success(m.bookDeleted);
          if (editing?.id === row.id) setEditing(null);
        }}
      />
    </Box>
  );
}
