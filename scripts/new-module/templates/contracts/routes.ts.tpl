import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { __camel__RowSchema } from './schemas.ts';

const __camel__Read = { kind: 'module', module: '__snake__' } as const;

export const list__Pascal__s = defineRoute({
  id: '__name__.list',
  method: 'GET',
  area: 'school',
  path: '/__snake__',
  access: __camel__Read,
  summary: "The school's __title__s, by name",
  data: z.array(__camel__RowSchema),
});

export const __camel__Routes = [list__Pascal__s] as const;
