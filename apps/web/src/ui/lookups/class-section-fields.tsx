import type { ReactNode } from 'react';
import { SelectField } from '../select-field';
import { useSectionsOptionsQuery } from './get-sections-options';
import { useClassOptionsQuery } from './list-class-options';
import { teachesClass, teachesSection, useTaughtPlacesQuery } from './list-taught-places';
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
  /**
   * Only the classes and sections a teacher teaches (other roles still get every class): the
   * selects of pages where a teacher works on their own classes (attendance, tasks, routine).
   */
  taughtOnly?: boolean;
  /** With `taughtOnly`: the day whose proxy periods count too (attendance's date). */
  taughtOn?: string | null;
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
  taughtOnly = false,
  taughtOn,
}: ClassSectionFieldsProps) {
  const classes = useClassOptionsQuery();
  const sections = useSectionsOptionsQuery(toId(classId), sessionId);
  const taught = useTaughtPlacesQuery(taughtOnly, taughtOn);
  const everyClass = !taughtOnly || taught.data?.all === true;
  const classOptions = (classes.data ?? [])
    .filter((option) => everyClass || (taught.data && teachesClass(taught.data, option.value)))
    .map((option) => ({ value: String(option.value), label: option.label }));
  const sectionOptions = (sections.data?.sectionsOp ?? [])
    .filter(
      (option) =>
        everyClass || (taught.data && teachesSection(taught.data, Number(classId), option.value)),
    )
    .map((option) => ({ value: String(option.value), label: option.label }));
  const showSection = classId !== null && sections.data?.classWithNoSection === false;

  return (
    <>
      <SelectField
        label={classLabel}
        withAsterisk={required}
        data={classOptions}
        loading={classes.isPending || (taughtOnly && taught.isPending)}
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
