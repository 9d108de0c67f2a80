import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shala-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('puts, gets, replaces and deletes files by key', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('schools/1/banners/a.png', Buffer.from('one'), 'image/png');
    expect((await storage.get('schools/1/banners/a.png'))?.toString()).toBe('one');
    await storage.put('schools/1/banners/a.png', Buffer.from('two'), 'image/png');
    expect((await storage.get('schools/1/banners/a.png'))?.toString()).toBe('two');
    // No temporary files are left behind.
    expect(await readdir(path.join(root, 'schools/1/banners'))).toEqual(['a.png']);
    await storage.delete('schools/1/banners/a.png');
    expect(await storage.get('schools/1/banners/a.png')).toBeNull();
    await expect(storage.delete('schools/1/banners/a.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalDiskStorage(root);
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a\\b', '', 'a/.hidden'])
      await expect(storage.get(key), key).rejects.toThrow('Invalid storage key');
  });
});
