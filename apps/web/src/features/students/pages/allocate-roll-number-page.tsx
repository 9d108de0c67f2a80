import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { useSectionsOptionsQuery } from '../../../ui/lookups/get-sections-options';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { PageHeader } from '../../../ui/page-header';
import { useRollNumberOrderQuery } from '../api/get-roll-number-order';
import { RollEditor } from '../components/roll-editor';
import { useCanOpen } from '../components/use-can-open';
import { classLabel, completeChoice, toId } from '../lib/class-choice';
import { rollOrderText } from '../lib/roll-order';

/** /allocate_roll_number: number a class and section of the current session. */
export function AllocateRollNumberPage() {
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const hasSections = useClassHasSections(classId);
  const choice = completeChoice(toId(classId), toId(sectionId), hasSections);
  const order = useRollNumberOrderQuery().data?.roll_number_order ?? null;
  const canChangeOrder = useCanOpen('/roll_number_allocation_order');
  const className = useClassOptionsQuery().data?.find((c) => String(c.value) === classId)?.label;
  const sectionName = useSectionsOptionsQuery(toId(classId)).data?.sectionsOp.find(
    (s) => String(s.value) === sectionId,
  )?.label;

  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Allocate Roll Numbers"
        description="Number a class of the current session by the school's rule, or type the numbers by hand."
      />
      <Card withBorder radius="md" padding="md" mb="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ClassSectionFields
            required
            classId={classId}
            sectionId={sectionId}
            onClassChange={(value) => {
              setClassId(value);
              setSectionId(null);
            }}
            onSectionChange={setSectionId}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          Rule: <b>{order ? rollOrderText[order].label : '…'}</b>
          {order ? ` — ${rollOrderText[order].description}` : null}{' '}
          {canChangeOrder ? (
            <Anchor component={Link} to="/roll_number_allocation_order" size="sm">
              Change the rule
            </Anchor>
          ) : null}
        </Text>
      </Card>
      {choice ? (
        <RollEditor
          key={`${choice.classId}-${choice.sectionId}`}
          choice={choice}
          classText={`Class ${classLabel(className ?? '', sectionName ?? null)}`}
          order={order}
        />
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          Choose a class{hasSections ? ' and section' : ''} to see its roll numbers.
        </Text>
      )}
    </Stack>
  );
}
