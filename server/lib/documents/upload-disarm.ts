import { Readable } from 'node:stream';
import { ApiError } from '../http/api-error.ts';
import { ClamdUnavailableError, scanWithClamd } from './clamav.ts';
import { reencodeImage } from './image-disarm.ts';
import { inspectPdf } from './pdf-inspect.ts';
import type { FileStorage, StoredFile } from './storage.ts';
import { UploadMessages } from './uploads-messages.ts';
import type { UploadMimeType } from './uploads-sniffer.ts';

/** How uploads are disarmed: the clamd to scan them with (CLAMAV_URL), none meaning no antivirus scan. */
export type DisarmOptions = { clamavUrl?: string };

// Files are inspected whole in memory (at most 10 MB each): two at a time bounds the memory and the CPU they take.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** 503 when clamd cannot answer, 422 when it finds something; nothing when the file is clean. */
async function scan(url: string, bytes: Buffer): Promise<void> {
  const result = await scanWithClamd(url, bytes).catch((error: unknown) => {
    if (error instanceof ClamdUnavailableError) throw new ApiError(503, UploadMessages.scanUnavailable, undefined, { 'Retry-After': '60' });
    throw error;
  });
  if (result.infected) throw new ApiError(422, UploadMessages.infected);
}

/**
 * Disarms a stored upload whose type its magic bytes confirmed: a PDF is inspected (pdf-inspect) and kept as is; an
 * image is re-encoded (image-disarm) and the new bytes replace it under a new key. Then, with a clamd, the bytes
 * received are scanned. Answers the file to record; on any refusal (422, 503 without clamd) nothing stays stored.
 */
export async function disarmUpload<T extends StoredFile & { mimeType: UploadMimeType }>(
  storage: FileStorage,
  file: T,
  options: DisarmOptions,
): Promise<T> {
  return limited(async () => {
    let replacement: StoredFile | undefined;
    try {
      const bytes = await storage.read(file.key);
      if (file.mimeType === 'application/pdf') await inspectPdf(bytes);
      const clean = file.mimeType === 'application/pdf' ? undefined : await reencodeImage(bytes, file.mimeType);
      if (options.clamavUrl) await scan(options.clamavUrl, bytes);
      if (clean) replacement = await storage.save(Readable.from([clean]));
    } catch (error) {
      await storage.remove(file.key);
      throw error;
    }
    if (!replacement) return file;
    await storage.remove(file.key);
    return { ...file, ...replacement };
  });
}
