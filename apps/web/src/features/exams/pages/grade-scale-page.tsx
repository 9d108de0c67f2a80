import { Box, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { cbseGradeBands, checkGradeBands, type GradeBand } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useGradeScaleQuery, useSaveGradeScale } from '../api/grades';

type BandInput = { grade: string; min_percent: string; max_percent: string };
const toInputs = (bands: readonly GradeBand[]): BandInput[] =>
  bands.map((b) => ({
    grade: b.grade,
    min_percent: String(b.min_percent),
    max_percent: String(b.max_percent),
  }));
const toBands = (rows: BandInput[]): GradeBand[] =>
  rows.map((r) => ({
    grade: r.grade.trim(),
    min_percent: Number(r.min_percent),
    max_percent: Number(r.max_percent),
  }));

/** /manage_exam_grade: the school's percentage bands; the CBSE scale is one click away. */
export function GradeScalePage() {
  const scale = useGradeScaleQuery();
  const save = useSaveGradeScale();
  const [rows, setRows] = useState<BandInput[]>([]);
  useEffect(() => {
    if (scale.data) setRows(toInputs(scale.data.bands));
  }, [scale.data]);
  const problem = rows.length ? checkGradeBands(toBands(rows)) : null;
  const change = (index: number, patch: Partial<BandInput>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Box maw={800}>
      <PageHeader
        title="Grades"
        description="Percentage bands and the grade each earns; bands run from 0 to 100 without gaps."
      />
      <SectionCard
        title="Grade Scale"
        description={
          scale.data?.is_preset ? 'The CBSE scale is in use until you save your own.' : undefined
        }
        aside={
          <Button variant="light" onClick={() => setRows(toInputs(cbseGradeBands))}>
            Use CBSE scale
          </Button>
        }
      >
        <Table aria-label="Grade bands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Grade</Table.Th>
              <Table.Th>From (%)</Table.Th>
              <Table.Th>To (%)</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place, by position
              <Table.Tr key={index}>
                <Table.Td>
                  <TextInput
                    aria-label={`Grade ${index + 1}`}
                    value={row.grade}
                    onChange={(e) => change(index, { grade: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`From percent of grade ${index + 1}`}
                    inputMode="numeric"
                    value={row.min_percent}
                    onChange={(e) => change(index, { min_percent: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`To percent of grade ${index + 1}`}
                    inputMode="numeric"
                    value={row.max_percent}
                    onChange={(e) => change(index, { max_percent: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {problem ? (
          <Text c="red" size="sm" mt="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="space-between" mt="md">
          <Button
            variant="default"
            onClick={() =>
              setRows((list) => [...list, { grade: '', min_percent: '', max_percent: '' }])
            }
          >
            Add Band
          </Button>
          <Button
            loading={save.isPending}
            disabled={Boolean(problem)}
            onClick={() => save.mutate({ bands: toBands(rows) })}
          >
            SAVE
          </Button>
        </Group>
      </SectionCard>
    </Box>
  );
}
