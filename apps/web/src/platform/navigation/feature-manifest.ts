import type { ComponentType } from 'react';
import type { MenuArea } from './user-area';

/**
 * One built page of the signed-in app. `url` is its catalogue url; the router serves it
 * only to users whose access rights include it, and the side menu lists only built pages.
 */
export interface PageEntry {
  url: string;
  area: MenuArea;
  load: () => Promise<unknown>;
  exportName: string;
  /** Extra path segments after the url, e.g. ':schoolId?' for /school/register/:schoolId?. */
  paramSuffix?: string;
  /** A page outside the catalogue: who may open it (see PageGate). */
  gate?: PageGate;
}

/**
 * Pages the catalogue has no entry for: open to every signed-in user of the area, or to
 * whoever may open the catalogue page `sameAs` (e.g. the mail outbox goes with /notification).
 */
export type PageGate = { openTo: 'signed-in' } | { openTo: 'same-as'; sameAs: string };

/** The school's home pages a card can appear on: admins', staff's and parents'. */
export type HomeKind = 'admin' | 'staff' | 'parent';

/**
 * A card a feature adds to the home pages (the shell composes them, so no feature imports
 * another). Cards show in ascending `order`; `wide` cards take the full row. A card about one
 * role's work names that work's page in `needs`: it shows only to those who may open it (the
 * driver's trip, the warden's hostel), so each staff member's home holds their own day.
 */
export interface HomeCardEntry {
  id: string;
  homes: readonly HomeKind[];
  order: number;
  needs?: string;
  wide?: boolean;
  load: () => Promise<unknown>;
  exportName: string;
}

/** What a feature adds to the signed-in app: its pages and its home cards. */
export interface FeatureManifest {
  pages: readonly PageEntry[];
  homeCards?: readonly HomeCardEntry[];
}

type ComponentExports<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never;
}[keyof Module] &
  string;

type Typed<Entry extends { load: unknown; exportName: string }, Module> = Omit<
  Entry,
  'load' | 'exportName'
> & { load: () => Promise<Module>; exportName: ComponentExports<Module> };

/** Types one page: `exportName` must name a component the loaded module exports. */
export function definePage<Module>(entry: Typed<PageEntry, Module>): PageEntry {
  return entry;
}

/** Types one home card: `exportName` must name a component the loaded module exports. */
export function defineHomeCard<Module>(entry: Typed<HomeCardEntry, Module>): HomeCardEntry {
  return entry;
}
