import { SimpleGrid } from '@mantine/core';
import { todayIso } from '@shala/contracts';
import { DateField } from '../../../ui/date-field';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { SelectField } from '../../../ui/select-field';

export interface ClassDay {
  date: string | null;
  classId: string | null;
  sectionId: string | null;
  periodId: string | null;
}

interface ClassDayFiltersProps {
  value: ClassDay;
  onChange: (value: ClassDay) => void;
  /** Shown when the school marks per period. */
  periods?: Array<{ value: string; label: string }> | null;
}

/** Date (today by default, never later), class, section and, per period, the period. */
export function ClassDayFilters({ value, onChange, periods }: ClassDayFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: periods ? 4 : 3 }} spacing="sm">
      <DateField
        label="Date"
        maxDate={todayIso()}
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
      <ClassSectionFields
        classId={value.classId}
        sectionId={value.sectionId}
        onClassChange={(classId) => onChange({ ...value, classId, sectionId: null })}
        onSectionChange={(sectionId) => onChange({ ...value, sectionId })}
        required
        taughtOnly
        taughtOn={value.date}
      />
      {periods ? (
        <SelectField
          label="Period"
          data={periods}
          value={value.periodId}
          onChange={(periodId) => onChange({ ...value, periodId })}
        />
      ) : null}
    </SimpleGrid>
  );
}
