import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatRupees,
  type IssueRow,
  lateDays,
  libraryFinePaise,
  libraryMessages as m,
  rupeesToPaise,
} from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { formatDate } from '../../../ui/format-date';
import { Popup } from '../../../ui/popup';
import { useReturnBook } from '../api/issue-desk';

interface ReturnModalProps {
  loan: IssueRow | null;
  /** The school's day. */
  today: string;
  opened: boolean;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** Take a book back: the late days and the fine for the return date, then Return. */
export function ReturnModal({ loan, today, opened, onClose }: ReturnModalProps) {
  const back = useReturnBook();
  const [returnedOn, setReturnedOn] = useState<string | null>(today);
  const day = returnedOn ?? today;
  const late = loan ? lateDays(loan.due_date, day) : 0;
  const fine = loan
    ? libraryFinePaise({
        dueDate: loan.due_date,
        returnedOn: day,
        finePerDayPaise: rupeesToPaise(loan.fine_per_day),
      })
    : 0;
  return (
    <Popup opened={opened} onClose={onClose} title="Return Book">
      {loan ? (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <Fact label="Book Name" value={`${loan.book_name} (${loan.accession_no})`} />
            <Fact label="Student Name" value={loan.student_name} />
            <Fact label="Issue Date" value={formatDate(loan.issue_date)} />
            <Fact label="Due Date" value={formatDate(loan.due_date)} />
          </SimpleGrid>
          <DateField
            label="Return Date"
            value={returnedOn}
            onChange={setReturnedOn}
            minDate={loan.issue_date}
            maxDate={today}
          />
          <SimpleGrid cols={2} spacing="md">
            <Fact label="Late Days" value={String(late)} />
            <Fact
              label="Fine"
              value={`${formatRupees(fine)} (${formatRupees(rupeesToPaise(loan.fine_per_day))} a day)`}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={back.isPending}>
              Cancel
            </Button>
            <Button
              loading={back.isPending}
              onClick={() =>
                back.mutate(
                  { issue_id: loan.id, returned_on: returnedOn ?? undefined },
                  {
                    onSuccess: (result) => {
                      toast.success(
                        result.fine > 0
                          ? `${m.returned} Fine ${formatRupees(rupeesToPaise(result.fine))}.`
                          : m.returned,
                      );
                      onClose();
                    },
                  },
                )
              }
            >
              Take Back
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Popup>
  );
}
