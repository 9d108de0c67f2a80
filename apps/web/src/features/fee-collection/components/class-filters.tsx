import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';

export interface ClassFilter {
  session_id?: number;
  class_id?: number;
  section_id?: number;
}

interface ClassFiltersProps {
  value: ClassFilter;
  onChange: (value: ClassFilter) => void;
  /** More fields after session, class and section (dates). */
  children?: ReactNode;
}

/** Session, class and section filters of the fee reports (all classes when none is chosen). */
export function ClassFilters({ value, onChange, children }: ClassFiltersProps) {
  const text = (id?: number) => (id === undefined ? null : String(id));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mb="md">
      <SessionSelect
        value={value.session_id ?? null}
        onChange={(id) => onChange({ session_id: id ?? undefined })}
      />
      <ClassSectionFields
        clearable
        sessionId={value.session_id ?? null}
        classId={text(value.class_id)}
        sectionId={text(value.section_id)}
        onClassChange={(id) =>
          onChange({ ...value, class_id: toId(id) ?? undefined, section_id: undefined })
        }
        onSectionChange={(id) => onChange({ ...value, section_id: toId(id) ?? undefined })}
      />
      {children}
    </SimpleGrid>
  );
}
