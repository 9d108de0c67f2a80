import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { gradeOptions } from '../lib/task-form';

interface GradeFieldProps {
  value?: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * Grade (§2 Add Task): Yes or No as two radios, always in view. A drop-down of two options
 * opened over the Title on a 390 px phone and was cut by the browser's bars.
 */
export function GradeField({ value, onChange, error }: GradeFieldProps) {
  return (
    <Radio.Group label="Grade" withAsterisk value={value ?? null} onChange={onChange} error={error}>
      <Group gap="lg" mt={6}>
        {gradeOptions.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
