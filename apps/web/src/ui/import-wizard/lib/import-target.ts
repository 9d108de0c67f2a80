import type { ReactNode } from 'react';
import type { DryRunRoute, ImportResult, ImportRoute, TemplateRoute } from '../api/import-routes';

/** What one import wizard imports: its routes, its template's columns and its words. */
export interface ImportTarget {
  /** The dialog's title, e.g. "Import staff". */
  title: string;
  /** What one row of the file becomes, singular and plural: ['staff member', 'staff members']. */
  noun: readonly [string, string];
  templateRoute: TemplateRoute;
  /** The template's file name when the server names none: `<name>-import-template.csv`. */
  templateName: string;
  dryRunRoute: DryRunRoute;
  importRoute: ImportRoute;
  /** The template's columns, in order; `required` ones are marked. */
  columns: readonly string[];
  required: readonly string[];
  /** Short rules shown beside the template (formats, what happens to accounts). */
  notes: readonly ReactNode[];
  /** Extra lines for the finished import, e.g. the admission numbers issued. */
  describeResult?: (result: ImportResult) => ReactNode;
}
