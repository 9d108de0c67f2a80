import { Button, Group, SimpleGrid } from '@mantine/core';
import { type CoScholasticArea, coScholasticAreas, coScholasticGrades } from '@shala/contracts';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useSaveCoScholastic } from '../api/results';

interface CoScholasticFormProps {
  examTypeId: number;
  studentId: number;
  current: Array<{ area: string; grade: string }>;
}

/** Co-scholastic grades (Work, Art, Health & PE, Discipline: A to E) for the report card. */
export function CoScholasticForm({ examTypeId, studentId, current }: CoScholasticFormProps) {
  const save = useSaveCoScholastic();
  const [grades, setGrades] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(current.map((c) => [c.area, c.grade])),
  );
  return (
    <Group align="flex-end" wrap="wrap">
      <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ flexGrow: 1 }}>
        {coScholasticAreas.map((area) => (
          <SelectField
            key={area}
            label={area}
            data={[...coScholasticGrades]}
            clearable
            value={grades[area] ?? null}
            onChange={(grade) => setGrades((all) => ({ ...all, [area]: grade }))}
          />
        ))}
      </SimpleGrid>
      <Button
        variant="light"
        loading={save.isPending}
        onClick={() =>
          save.mutate({
            exam_type_id: examTypeId,
            student_id: studentId,
            grades: coScholasticAreas.flatMap((area: CoScholasticArea) => {
              const grade = grades[area];
              return grade ? [{ area, grade: grade as (typeof coScholasticGrades)[number] }] : [];
            }),
          })
        }
      >
        SAVE GRADES
      </Button>
    </Group>
  );
}
