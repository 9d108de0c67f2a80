import type { TaskSearch } from '../api/list-tasks';
import type { TaskFields } from './task-form';

const keys = ['type', 'class_id', 'section_id', 'month'] as const;

/** The View Task address after an add: the list opens on the type, class and month just used. */
export function taskSearchParams(fields: TaskFields): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = fields[key];
    if (value && (key !== 'month' || fields.type === 'monthly_planner')) params.set(key, value);
  }
  return params.toString();
}

/** The search a View Task address carries (none without a task type). */
export function readTaskSearch(params: URLSearchParams): TaskSearch | null {
  const type = params.get('type');
  if (!type) return null;
  const search: Record<string, string | number> = { type };
  for (const key of keys.slice(1)) {
    const value = params.get(key);
    if (!value) continue;
    search[key] = key === 'month' ? value : Number(value);
  }
  return search as TaskSearch;
}
