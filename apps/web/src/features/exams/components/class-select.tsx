import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { SelectField } from '../../../ui/select-field';

interface ClassSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** "Class": the school's classes in promotion order. */
export function ClassSelect({ value, onChange, error }: ClassSelectProps) {
  const classes = useClassOptionsQuery();
  return (
    <SelectField
      label="Class"
      data={(classes.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      loading={classes.isPending}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      miw={160}
    />
  );
}
