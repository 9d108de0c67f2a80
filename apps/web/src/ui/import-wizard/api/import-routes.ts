import type {
  DataOf,
  dryRunResultSchema,
  importFileBodySchema,
  importResultSchema,
  RouteDef,
  templateQuerySchema,
} from '@shala/contracts';
import type { z } from 'zod';

/** `GET …/template?format=`: the import template as a file (staff and students alike). */
export type TemplateRoute = RouteDef<undefined, typeof templateQuerySchema, undefined, z.ZodNull>;
/** `POST …/dry-run`: checks a file, writes nothing. */
export type DryRunRoute = RouteDef<
  typeof importFileBodySchema,
  undefined,
  undefined,
  typeof dryRunResultSchema
>;
/** `POST …`: imports a file, all or nothing. */
export type ImportRoute = RouteDef<
  typeof importFileBodySchema,
  undefined,
  undefined,
  typeof importResultSchema
>;

export type TemplateFormat = 'csv' | 'xlsx';

export type DryRunResult = DataOf<DryRunRoute>;
export type ImportResult = DataOf<ImportRoute>;
