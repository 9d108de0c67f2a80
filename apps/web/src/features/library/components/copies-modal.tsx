import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { type BookRow, libraryMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { formatDate } from '../../../ui/format-date';
import { Popup } from '../../../ui/popup';
import { useAddBookCopies, useBookCopiesQuery } from '../api/book-copies';

interface CopiesModalProps {
  book: BookRow | null;
  opened: boolean;
  onClose: () => void;
  canAdd: boolean;
}

/** A book's copies by accession number, who has each one, and more copies. */
export function CopiesModal({ book, opened, onClose, canAdd }: CopiesModalProps) {
  const copies = useBookCopiesQuery(opened && book ? book.id : null);
  const add = useAddBookCopies();
  const [count, setCount] = useState<number | string>(1);
  return (
    <Popup
      opened={opened}
      onClose={onClose}
      title={book ? `Copies of ${book.book_name}` : 'Copies'}
    >
      <Stack gap="md">
        <Table striped aria-label="Copies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Accession No.</Table.Th>
              <Table.Th>With</Table.Th>
              <Table.Th>Due Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(copies.data ?? []).map((copy) => (
              <Table.Tr key={copy.id}>
                <Table.Td>{copy.accession_no}</Table.Td>
                <Table.Td>{copy.issued_to ?? <Text c="dimmed">On the shelf</Text>}</Table.Td>
                <Table.Td>{copy.due_date ? formatDate(copy.due_date) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canAdd && book ? (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="More copies"
              min={1}
              max={100}
              allowDecimal={false}
              value={count}
              onChange={setCount}
              w={140}
            />
            <Button
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { bookId: book.id, copies: Number(count) },
                  { onSuccess: () => toast.success(m.copiesAdded) },
                )
              }
            >
              Add Copies
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Popup>
  );
}
