import { inflateRawSync } from 'node:zlib';
import { ImportRefusal } from './import-refusal-reason.ts';

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
const stored = 0;
const deflated = 8;
const dataDescriptor = 0x08074b50;
const usesDataDescriptor = 0x08;
const maxEntries = 1_000;

export interface ZipEntry {
  name: string;
  method: number;
  dataStart: number;
  packedSize: number;
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1)
    if (bytes.readUInt32LE(at) === endOfDirectory) return at;
  throw new ImportRefusal('unreadable');
}

/**
 * The entries of a ZIP archive (an .xlsx) by name, read from its central directory and checked
 * against the local headers: every byte between the first local header and the directory must
 * belong to a listed entry, so no entry can hide from the directory (a streaming reader, which
 * reads local headers, would parse what this reader never saw).
 */
export function listZipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  if (count > maxEntries) throw new ImportRefusal('tooLargeUnpacked');
  const directoryStart = bytes.readUInt32LE(end + 16);
  const located: Array<ZipEntry & { local: number; descriptor: boolean }> = [];
  let at = directoryStart;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== directoryEntry)
      throw new ImportRefusal('unreadable');
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    if (local + 30 > directoryStart || bytes.readUInt32LE(local) !== localHeader)
      throw new ImportRefusal('unreadable');
    const localName = bytes.toString(
      'utf8',
      local + 30,
      local + 30 + bytes.readUInt16LE(local + 26),
    );
    if (localName !== name) throw new ImportRefusal('unreadable');
    located.push({
      name,
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      dataStart: local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28),
      local,
      descriptor: (bytes.readUInt16LE(at + 8) & usesDataDescriptor) !== 0,
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  located.sort((a, b) => a.local - b.local);
  const entries = new Map<string, ZipEntry>();
  let expected = 0;
  for (const { local, descriptor, ...entry } of located) {
    const dataEnd = entry.dataStart + entry.packedSize;
    if (local !== expected || entries.has(entry.name) || dataEnd > directoryStart)
      throw new ImportRefusal('unreadable');
    expected = descriptor ? dataEnd + dataDescriptorLength(bytes, dataEnd) : dataEnd;
    entries.set(entry.name, entry);
  }
  if (expected !== directoryStart) throw new ImportRefusal('unreadable');
  return entries;
}

/** A data descriptor follows an entry written as a stream: CRC and sizes, maybe signed. */
const dataDescriptorLength = (bytes: Buffer, at: number) =>
  at + 4 <= bytes.length && bytes.readUInt32LE(at) === dataDescriptor ? 16 : 12;

/** A budget of inflated bytes shared by the entries one file may unpack. */
export interface InflateBudget {
  left: number;
}

/**
 * An entry's bytes, inflated from the archive with zlib's output cap set to what is left of
 * the budget: the sizes an archive declares can lie, so only the inflated bytes count, and the
 * caller parses exactly the bytes that were counted.
 */
export function inflateZipEntry(bytes: Buffer, entry: ZipEntry, budget: InflateBudget): Buffer {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  let data: Buffer;
  if (entry.method === stored) data = packed;
  else if (entry.method === deflated) {
    try {
      data = inflateRawSync(packed, { maxOutputLength: budget.left + 1 });
    } catch (error) {
      if (error instanceof RangeError) throw new ImportRefusal('tooLargeUnpacked');
      throw new ImportRefusal('unreadable');
    }
  } else throw new ImportRefusal('unreadable');
  if (data.length > budget.left) throw new ImportRefusal('tooLargeUnpacked');
  budget.left -= data.length;
  return data;
}
