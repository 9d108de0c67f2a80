import { Button, Checkbox, Collapse, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParentKey } from '@shala/contracts';
import { IconCopy } from '@tabler/icons-react';
import { copyAddresses, type StudentFormValues } from '../lib/student-form-values';
import { parentTypeLabels } from '../lib/student-status';
import { FormSection } from './form-section';

const typeOfKey: Record<ParentKey, number> = { father: 1, mother: 2, local_guardian: 3 };

interface ParentCardProps {
  form: UseFormReturnType<StudentFormValues>;
  parentKey: ParentKey;
  /** A parent whose address this one may copy (the father for the mother, and so on). */
  copyFrom?: ParentKey;
  /** Edit mode: switching a linked parent off unlinks them from the student. */
  editing?: boolean;
}

/** One parent: a switch to include them, then their contacts, work and addresses. */
export function ParentCard({ form, parentKey, copyFrom, editing = false }: ParentCardProps) {
  const label = parentTypeLabels[typeOfKey[parentKey]]!;
  const included = form.values.included[parentKey];
  const parent = form.values[parentKey];
  const field = (name: string) => form.getInputProps(`${parentKey}.${name}`);
  const source = copyFrom ? form.values[copyFrom] : null;
  const canCopy = Boolean(copyFrom && form.values.included[copyFrom] && source?.present_address);

  return (
    <FormSection
      title={label}
      description={
        included
          ? undefined
          : editing
            ? `No ${label.toLowerCase()} is linked to this student.`
            : `Switch on to add the ${label.toLowerCase()}'s details.`
      }
      aside={
        <Switch
          label="Include"
          aria-label={`Include ${label.toLowerCase()}`}
          checked={included}
          onChange={(event) => {
            form.setFieldValue(`included.${parentKey}`, event.currentTarget.checked);
            form.clearFieldError('father');
          }}
        />
      }
    >
      <Collapse in={included} transitionDuration={200}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md" pt="md">
          <TextInput
            label={`${label}'s full name`}
            withAsterisk
            maxLength={120}
            autoComplete="off"
            {...field('full_name')}
          />
          <TextInput
            label={`${label}'s mobile`}
            type="tel"
            inputMode="numeric"
            placeholder="10 digits"
            maxLength={10}
            autoComplete="off"
            {...field('mobile')}
          />
          <TextInput
            label={`${label}'s e-mail`}
            type="email"
            maxLength={254}
            autoComplete="off"
            {...field('email')}
          />
          <TextInput label={`${label}'s occupation`} maxLength={80} {...field('occupation')} />
          <TextInput
            label={`${label}'s qualification`}
            maxLength={80}
            {...field('qualification')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="xs" mt="md">
          <Textarea
            label={`${label}'s present address`}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={500}
            {...field('present_address')}
          />
          <Textarea
            label={`${label}'s permanent address`}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={500}
            disabled={parent.same_address}
            {...field('permanent_address')}
            value={parent.same_address ? parent.present_address : parent.permanent_address}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="xs">
          <div>
            {canCopy && copyFrom ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() =>
                  form.setFieldValue(parentKey, copyAddresses(source!, form.values[parentKey]))
                }
              >
                Copy {parentTypeLabels[typeOfKey[copyFrom]]!.toLowerCase()}'s address
              </Button>
            ) : null}
          </div>
          <Checkbox
            label="Same as present address"
            {...form.getInputProps(`${parentKey}.same_address`, { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Collapse>
    </FormSection>
  );
}
