import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { feeMessages, monthNames } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { allMonths } from '../lib/structure-draft';

interface Props {
  opened: boolean;
  months: number[];
  onClose: () => void;
  onSave: (months: number[]) => void;
}

/** 'Select Payment Months' of the monthly plan, April to March; all 12 by default. */
export function MonthsModal({ opened, months, onClose, onSave }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(months.map(String)), [months]);
  const save = () => {
    if (chosen.length === 0) return toast.error(feeMessages.selectMonth);
    onSave(allMonths.filter((m) => chosen.includes(String(m))));
    toast.success(feeMessages.monthsSelected(chosen.length));
    onClose();
  };
  return (
    <Popup opened={opened} onClose={onClose} title="Select Payment Months">
      <Stack>
        <Checkbox.Group label="Months of the monthly plan" value={chosen} onChange={setChosen}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} mt="xs">
            {allMonths.map((m) => (
              <Checkbox key={m} value={String(m)} label={monthNames[m - 1]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setChosen(allMonths.map(String))}>
            Select all
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </Group>
        </Group>
      </Stack>
    </Popup>
  );
}
