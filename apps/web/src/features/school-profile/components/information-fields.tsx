import { Autocomplete, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SectionCard } from '../../../ui/section-card';
import type { SchoolInformationValues } from '../lib/information-values';
import { boardSuggestions, stateSuggestions } from '../lib/suggestions';

type InformationForm = UseFormReturnType<SchoolInformationValues>;

const aboutMax = 5000;

/** Street, city, state and pincode. */
export function AddressFields({ form }: { form: InformationForm }) {
  return (
    <SectionCard
      title="Address"
      description="Where the school is; printed on letters and receipts."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label="Address"
          placeholder="Building, street and area"
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          maxLength={300}
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps('address')}
        />
        <TextInput
          label="City"
          placeholder="e.g. Bengaluru"
          withAsterisk
          maxLength={80}
          {...form.getInputProps('city')}
        />
        <Autocomplete
          label="State"
          placeholder="e.g. Karnataka"
          withAsterisk
          maxLength={80}
          data={stateSuggestions}
          limit={8}
          {...form.getInputProps('state')}
        />
        <TextInput
          label="Pincode"
          placeholder="6 digits"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...form.getInputProps('pincode')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Phone, e-mail and website of the school office. */
export function ContactFields({ form }: { form: InformationForm }) {
  return (
    <SectionCard title="Contact" description="How parents and visitors reach the school office.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Phone"
          placeholder="10 digits"
          withAsterisk
          type="tel"
          inputMode="numeric"
          maxLength={10}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="E-mail"
          placeholder="office@school.example.com"
          withAsterisk
          type="email"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Website"
          placeholder="https://school.example.com"
          type="url"
          maxLength={200}
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps('website')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Board, affiliation number, founding year and principal. */
export function AffiliationFields({ form }: { form: InformationForm }) {
  return (
    <SectionCard title="Affiliation" description="The board the school follows and who leads it.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Autocomplete
          label="Board"
          placeholder="e.g. CBSE"
          maxLength={80}
          data={boardSuggestions}
          {...form.getInputProps('affiliation_board')}
        />
        <TextInput
          label="Affiliation number"
          placeholder="As on the board's certificate"
          maxLength={40}
          {...form.getInputProps('affiliation_number')}
        />
        <NumberInput
          label="Established year"
          placeholder="e.g. 1998"
          min={1800}
          max={new Date().getFullYear()}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          maxLength={4}
          {...form.getInputProps('established_year')}
        />
        <TextInput
          label="Principal name"
          placeholder="e.g. Dr. Lakshmi Menon"
          maxLength={120}
          {...form.getInputProps('principal_name')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** A few paragraphs about the school. */
export function AboutField({ form }: { form: InformationForm }) {
  const length = form.getValues().about.length;
  return (
    <SectionCard title="About" description="A short introduction for the school's pages.">
      <Textarea
        label="About the school"
        placeholder="History, values, facilities…"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={aboutMax}
        description={`${length} / ${aboutMax} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('about')}
      />
    </SectionCard>
  );
}
