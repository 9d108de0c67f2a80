import { Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { classLabel } from '../lib/class-choice';
import { type ClassGroup, type ClasswiseRow, type Counts, hasOthers } from '../lib/classwise';

interface ClasswiseTableProps {
  groups: ClassGroup[];
  totals: Counts;
  onOpen: (row: ClasswiseRow) => void;
}

function CountCells({
  counts,
  others,
  strong,
}: {
  counts: Counts;
  others: boolean;
  strong?: boolean;
}) {
  const weight = strong ? 700 : undefined;
  return (
    <>
      <Table.Td ta="right" fw={weight}>
        {counts.boys}
      </Table.Td>
      <Table.Td ta="right" fw={weight}>
        {counts.girls}
      </Table.Td>
      {others ? (
        <Table.Td ta="right" fw={weight}>
          {counts.others}
        </Table.Td>
      ) : null}
      <Table.Td ta="right" fw={700}>
        {counts.total}
      </Table.Td>
    </>
  );
}

/**
 * Boys, girls and total per class and section (one row each; the whole row opens its
 * students); a class of several sections gets a subtotal row.
 */
export function ClasswiseTable({ groups, totals, onOpen }: ClasswiseTableProps) {
  const others = hasOthers([totals]);
  return (
    <Table.ScrollContainer minWidth={280} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Classwise students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Class</Table.Th>
            <Table.Th ta="right">Boys</Table.Th>
            <Table.Th ta="right">Girls</Table.Th>
            {others ? <Table.Th ta="right">Others</Table.Th> : null}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.class_id}>
              {group.sections.map((row) => {
                const label = classLabel(row.class_name, row.section_name);
                return (
                  <Table.Tr
                    key={`${row.class_id}-${row.section_id}`}
                    onClick={() => onOpen(row)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <UnstyledButton
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(row);
                        }}
                        c="var(--mantine-color-anchor)"
                        fz="sm"
                        fw={600}
                        aria-label={`Students of class ${label}`}
                      >
                        {label}
                      </UnstyledButton>
                    </Table.Td>
                    <CountCells counts={row} others={others} />
                  </Table.Tr>
                );
              })}
              {group.sections.length > 1 ? (
                <Table.Tr bg="var(--mantine-color-default-hover)">
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {group.class_name} total
                    </Text>
                  </Table.Td>
                  <CountCells counts={group.subtotal} others={others} strong />
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>All classes</Table.Th>
            <CountCells counts={totals} others={others} strong />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
