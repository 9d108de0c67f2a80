import path from 'node:path';

/** The repository root and the places the journeys use. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
