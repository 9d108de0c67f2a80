import { ColorInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { defaultPrimaryColor } from '@shala/contracts';
import { type ReactNode, useMemo } from 'react';
import { SelectField } from '../../../ui/select-field';
import { schoolStatusLabels } from '../lib/school-status';
import { defaultTimeZone, supportedTimeZones, timeZoneOptions } from '../lib/time-zones';

/** The fields a school has of its own, in create and edit alike. */
export interface SchoolFieldValues {
  school_name: string;
  primary_color: string;
  text_color: string;
  time_zone: string;
  status: 'ACTIVE' | 'SUSPENDED';
}

export const newSchoolFieldValues: SchoolFieldValues = {
  school_name: '',
  primary_color: defaultPrimaryColor,
  text_color: defaultPrimaryColor,
  time_zone: defaultTimeZone,
  status: 'ACTIVE',
};

type FieldProps = ReturnType<UseFormReturnType<SchoolFieldValues>['getInputProps']>;

interface SchoolFieldsProps {
  field: (name: keyof SchoolFieldValues) => FieldProps;
  /** The zone saved so far: offered even when the browser lists it under another name. */
  savedTimeZone: string;
  /** Shown right after the name: the subdomain input (create) or the school's address (edit). */
  address: ReactNode;
}

const colourSwatches = [
  defaultPrimaryColor,
  '#3b7ddd',
  '#2f9e44',
  '#e8590c',
  '#862e9c',
  '#c2255c',
  '#1098ad',
  '#343a40',
];

const statusOptions = Object.entries(schoolStatusLabels).map(([value, label]) => ({
  value,
  label,
}));

/** Name, address, colours, time zone and status of a school, two to a row from tablets up. */
export function SchoolFields({ field, savedTimeZone, address }: SchoolFieldsProps) {
  const zones = useMemo(
    () => timeZoneOptions(supportedTimeZones(), [defaultTimeZone, 'UTC', savedTimeZone]),
    [savedTimeZone],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="School name"
        placeholder="e.g. Hillview Convent"
        withAsterisk
        maxLength={120}
        {...field('school_name')}
      />
      {address}
      <ColorInput
        label="Primary colour"
        description="Buttons, links and highlights"
        format="hex"
        swatches={colourSwatches}
        withAsterisk
        {...field('primary_color')}
      />
      <ColorInput
        label="Text colour"
        description="Highlighted text"
        format="hex"
        swatches={colourSwatches}
        withAsterisk
        {...field('text_color')}
      />
      <SelectField
        label="Time zone"
        data={zones}
        searchable
        allowDeselect={false}
        withAsterisk
        {...field('time_zone')}
      />
      <SelectField
        label="Status"
        data={statusOptions}
        allowDeselect={false}
        withAsterisk
        {...field('status')}
      />
    </SimpleGrid>
  );
}
