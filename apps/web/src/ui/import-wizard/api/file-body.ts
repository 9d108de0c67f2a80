import { bytesToBase64 } from '../lib/import-file';

/** The JSON body of an upload: the file's name and its bytes in base64. */
export async function fileBody(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { file_name: file.name, content_base64: bytesToBase64(bytes) };
}
