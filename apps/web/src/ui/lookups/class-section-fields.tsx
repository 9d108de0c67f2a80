import type { ReactNode } from 'react';
import { SelectField } from '../select-field';
import { useSectionsOptionsQuery } from './get-sections-options';
import { useClassOptionsQuery } from './list-class-options';
import { toId } from './to-id';

interface ClassSectionFieldsProps {
  classId: string | null;
  sectionId: string | null;
  /** A new class: the caller clears the section too. */
  onClassChange: (value: string | null) => void;
  onSectionChange: (value: string | null) => void;
  classError?: ReactNode;
  sectionError?: ReactNode;
  /** The session whose sections count; the current one when left out. */
  sessionId?: number | null;
  required?: boolean;
  /** "All classes" filters: the class may be cleared. */
  clearable?: boolean;
  classLabel?: string;
}

/**
 * A class select, and a section select that appears only when the chosen class has
 * sections in the session (getSectionsOptions' classWithNoSection).
 */
export function ClassSectionFields({
  classId,
  sectionId,
  onClassChange,
  onSectionChange,
  classError,
  sectionError,
  sessionId,
  required = false,
  clearable = false,
  classLabel = 'Class',
}: ClassSectionFieldsProps) {
  const classes = useClassOptionsQuery();
  const sections = useSectionsOptionsQuery(toId(classId), sessionId);
  const classOptions = (classes.data ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const sectionOptions = (sections.data?.sectionsOp ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const showSection = classId !== null && sections.data?.classWithNoSection === false;

  return (
    <>
      <SelectField
        label={classLabel}
        withAsterisk={required}
        data={classOptions}
        loading={classes.isPending}
        searchable
        clearable={clearable}
        allowDeselect={clearable}
        value={classId}
        onChange={onClassChange}
        error={classError}
      />
      {showSection ? (
        <SelectField
          label="Section"
          withAsterisk={required}
          data={sectionOptions}
          clearable={clearable}
          allowDeselect={clearable}
          value={sectionId}
          onChange={onSectionChange}
          error={sectionError}
        />
      ) : null}
    </>
  );
}

/** Whether the chosen class has sections: null while unknown (no class, or still loading). */
export function useClassHasSections(classId: string | null, sessionId?: number | null) {
  const sections = useSectionsOptionsQuery(toId(classId), sessionId);
  if (toId(classId) === null || !sections.data) return null;
  return !sections.data.classWithNoSection;
}
