import type { AppDb, Tx } from './db/connect.ts';
import type { AnyHandler } from './http/handle.ts';
import type { JobDefinition } from './jobs/job-definition.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What a module's demo seed gets: one new demo school, inside the seeding transaction. */
export interface DemoSchoolSeed {
  tx: Tx;
  tenantId: number;
  school: { subdomain: string; name: string; primaryColor: string };
  /** The hash of the demo password, for the accounts a seed creates. */
  passwordHash: string;
  /** Draws the school's students (a journey school takes greenwood's, to hold the same ones). */
  seed: number;
  storage?: FileStorage;
  /** Demo user names that exist already (a school registered through the platform API). */
  skipUsers?: string[];
}

/** A route's input as sent: the body a JSON value; query and params records of strings. */
export interface RouteInput {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

/** Where guard samples take their ids from: rows of this school. */
export interface SampleEnv {
  db: AppDb;
  schoolId: number;
}

/** Finds an existing row id of a school, or undefined when the school has none. */
export type IdSource = (db: AppDb, schoolId: number) => Promise<number | undefined>;

/** A module's inputs for the guard suites (test/guards), for routes a generated sample cannot serve. */
export interface GuardSamples {
  /** Inputs written by hand, by route id; may read the school (a row id nested in a list). */
  handSamples?: Record<string, (env: SampleEnv) => RouteInput | Promise<RouteInput>>;
  /** Where a route's id fields take their rows from, by route id and field name. */
  idSources?: Record<string, Record<string, IdSource>>;
}

/** A server module as the app, the demo and the guard suites see it (its `index.ts` exports one). */
export interface ServerModule {
  name: string;
  handlers: Record<string, AnyHandler>;
  jobs?: readonly JobDefinition<unknown>[];
  /** Runs once per demo school, in the order of the module list. */
  demoSeed?: (seed: DemoSchoolSeed) => Promise<void>;
  guardSamples?: GuardSamples;
}
