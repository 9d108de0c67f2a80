import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fillIn, type ModuleNames } from './names.ts';

const templates = path.join(import.meta.dirname, 'templates');

/** Each template (under templates/) and the file it becomes, relative to the repository. */
export function moduleFiles(names: ModuleNames): Array<[template: string, file: string]> {
  const contracts = `packages/contracts/src/${names.name}`;
  const server = `apps/server/src/modules/${names.name}`;
  const web = `apps/web/src/features/${names.name}`;
  return [
    ['contracts/schemas.ts', `${contracts}/schemas.ts`],
    ['contracts/routes.ts', `${contracts}/routes.ts`],
    ['contracts/index.ts', `${contracts}/index.ts`],
    ['server/tables.ts', `${server}/tables.ts`],
    ['server/service.ts', `${server}/${names.name}-service.ts`],
    ['server/routes.ts', `${server}/routes.ts`],
    ['server/index.ts', `${server}/index.ts`],
    ['server/module.test.ts', `${server}/${names.name}.test.ts`],
    ['web/api/keys.ts', `${web}/api/${names.name}-keys.ts`],
    ['web/api/list.ts', `${web}/api/list-${names.name}s.ts`],
    ['web/pages/list-page.tsx', `${web}/pages/${names.name}s-page.tsx`],
    ['web/pages.ts', `${web}/pages.ts`],
    ['web/pages.test.ts', `${web}/pages.test.ts`],
  ];
}

/** The three folders of the module. */
export const moduleFolders = (names: ModuleNames) => [
  `packages/contracts/src/${names.name}`,
  `apps/server/src/modules/${names.name}`,
  `apps/web/src/features/${names.name}`,
];

/** Writes the module's files; refuses a name whose folders exist. Answers the files written. */
export function writeModuleFiles(root: string, names: ModuleNames): string[] {
  const taken = moduleFolders(names).filter((folder) => existsSync(path.join(root, folder)));
  if (taken.length) throw new Error(`The module exists already: ${taken.join(', ')}`);
  return moduleFiles(names).map(([template, file]) => {
    const text = readFileSync(path.join(templates, `${template}.tpl`), 'utf8');
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), fillIn(text, names));
    return file;
  });
}
