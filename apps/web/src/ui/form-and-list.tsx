import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The form on the left and the list on the right on wide screens; stacked on phones. */
export function FormAndList({ form, list }: { form: ReactNode; list: ReactNode }) {
  return (
    <Grid gutter="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 4 }}>{form}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>{list}</Grid.Col>
    </Grid>
  );
}
