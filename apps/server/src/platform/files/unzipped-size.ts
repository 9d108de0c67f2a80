import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/** zlib's thread pool inflates, so a big archive does not hold up the event loop. */
const inflate = promisify(inflateRaw);

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
const stored = 0;
const deflated = 8;
const maxEntries = 1_000;

/** Thrown when an archive unpacks to more than the limit. */
export class TooLargeUnpackedError extends Error {}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1)
    if (bytes.readUInt32LE(at) === endOfDirectory) return at;
  throw new Error('not a zip archive');
}

/**
 * Unpacks every entry of a ZIP archive (an .xlsx) into nothing, counting the bytes it really
 * holds, and throws TooLargeUnpackedError as soon as they pass `limit`. The sizes an archive
 * declares can lie, so the entries are inflated (with zlib's output cap, one at a time) rather
 * than trusted. Other malformations throw a plain Error.
 */
export async function checkUnzippedSize(bytes: Buffer, limit: number): Promise<number> {
  const end = findEndOfDirectory(bytes);
  const entries = bytes.readUInt16LE(end + 10);
  if (entries > maxEntries) throw new TooLargeUnpackedError(`${entries} entries`);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (bytes.readUInt32LE(at) !== directoryEntry) throw new Error('bad zip directory');
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (bytes.readUInt32LE(local) !== localHeader) throw new Error('bad zip entry');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + packedSize);
    const room = limit - total;
    if (method === stored) total += packed.length;
    else if (method === deflated) {
      try {
        total += (await inflate(packed, { maxOutputLength: room + 1 })).length;
      } catch (error) {
        if (error instanceof RangeError) throw new TooLargeUnpackedError(`over ${limit} bytes`);
        throw error;
      }
    } else throw new Error(`zip compression method ${method}`);
    if (total > limit) throw new TooLargeUnpackedError(`over ${limit} bytes`);
  }
  return total;
}
