import { Button, Group, NumberInput } from '@mantine/core';
import { type LibrarySettings, libraryMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { toast } from '../../../platform/notify/toast';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateLibrarySettings } from '../api/library-settings';

/** The school's fine per late day (rupees) and default loan period (days). */
export function LibrarySettingsCard({ settings }: { settings: LibrarySettings }) {
  const save = useUpdateLibrarySettings();
  const [fine, setFine] = useState<number | string>(settings.fine_per_day);
  const [days, setDays] = useState<number | string>(settings.loan_days);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <SectionCard
      title="Library Settings"
      description="The fine applies to books issued after it is changed."
    >
      <Group align="flex-start" gap="md">
        <NumberInput
          label="Fine per late day (₹)"
          min={0}
          decimalScale={2}
          value={fine}
          onChange={setFine}
          error={errors.fine_per_day}
          w={160}
        />
        <NumberInput
          label="Loan period (days)"
          min={1}
          max={365}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          error={errors.loan_days}
          w={160}
        />
        <Button
          mt={25}
          variant="light"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { fine_per_day: fine, loan_days: days },
              {
                onSuccess: () => {
                  setErrors({});
                  toast.success(m.settingsSaved);
                },
                onError: (error) => applyFieldErrors({ setErrors }, error),
              },
            )
          }
        >
          Save
        </Button>
      </Group>
    </SectionCard>
  );
}
