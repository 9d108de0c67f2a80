import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  /** null or '' shows N/A. */
  value: ReactNode;
}

/** Label and value pairs as a two-column table, one per row; missing values read N/A. */
export function DetailTable({ details, label }: { details: Detail[]; label: string }) {
  return (
    <Table variant="vertical" layout="fixed" verticalSpacing="xs" aria-label={label}>
      <Table.Tbody>
        {details.map((detail) => (
          <Table.Tr key={detail.label}>
            <Table.Th w={{ base: 120, xs: 160 }} fw={600} fz="sm">
              {detail.label}
            </Table.Th>
            <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {detail.value === null || detail.value === '' ? 'N/A' : detail.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
