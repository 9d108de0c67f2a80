import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { feeCollectionMessages, feeSlipVariants, getFeeSlips } from '@shala/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { buildUrl } from '../../../platform/api/build-request';
import { PageHeader } from '../../../ui/page-header';
import { type ClassFilter, ClassFilters } from '../components/class-filters';

const variantLabels = { fee: 'Fee', transport: 'Transport', hostel: 'Hostel' } as const;

/** /generate_fee_slip: one PDF of fee, transport or hostel slips for a whole class. */
export function GenerateFeeSlipPage() {
  const [variant, setVariant] = useState<(typeof feeSlipVariants)[number]>('fee');
  const [filter, setFilter] = useState<ClassFilter>({});
  const href =
    filter.class_id === undefined
      ? null
      : buildUrl(getFeeSlips, undefined, {
          variant,
          session_id: filter.session_id,
          class_id: filter.class_id,
          section_id: filter.section_id,
        });
  return (
    <>
      <PageHeader title="Fee Slips" description="Slips for every student of a class, as one PDF." />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <SegmentedControl
            aria-label="Fee slip type"
            value={variant}
            onChange={(value) => setVariant(value as typeof variant)}
            data={feeSlipVariants.map((value) => ({ value, label: variantLabels[value] }))}
          />
          <ClassFilters value={filter} onChange={setFilter} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {href ? ' ' : feeCollectionMessages.chooseClass}
            </Text>
            <Button
              component="a"
              href={href ?? undefined}
              target="_blank"
              rel="noopener"
              disabled={!href}
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              Generate Fee Slips
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
