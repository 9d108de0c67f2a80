import { type ChangeEvent, type FormEvent, useState } from 'react';

type FormErrors = Record<string, string>;

/**
 * Values, errors and submit of a form of text inputs, for the sign-in page, whose budget has
 * no room for @mantine/form (about 4 KB gzipped with its dependencies). It behaves as
 * @mantine/form does for such a form: the errors appear on submit, a field's error clears
 * when it is edited, and `setErrors` takes a 400's field messages (applyFieldErrors).
 */
export function useLightForm<Values extends Record<string, string>>(options: {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
}) {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FormErrors>({});

  const getInputProps = (field: keyof Values & string) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _edited, ...others }) => others);
    },
  });

  const onSubmit = (handle: (values: Values) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) handle(values);
  };

  return { values, setErrors, getInputProps, onSubmit };
}
