import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_TYPES } from '../../../domain/api/documents.ts';

/** A content type an upload may declare (PDF, JPEG, PNG). */
export type UploadMimeType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** True when a declared content type is one an upload may have. */
export function isUploadMimeType(value: string): value is UploadMimeType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

// file-type's own sample size: enough for every signature it knows.
const SAMPLE_BYTES = 4100;

/**
 * Holds back the first bytes of a file until its type is read from its magic bytes (file-type). When the type
 * matches the declared one, everything passes through; otherwise nothing does and `matches` stays false while
 * the rest is consumed, so the parser can go on to the end of the form.
 */
export class MagicSniffer extends Transform {
  /** The type the client declared for the part. */
  readonly declared: UploadMimeType;
  /** The type read from the content, once decided (undefined when unknown). */
  detected: string | undefined;
  private decided = false;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(declared: UploadMimeType) {
    super();
    this.declared = declared;
  }

  /** True once the content is known to be of the declared type. */
  get matches(): boolean {
    return this.decided && this.detected === this.declared;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.decided) {
      if (this.matches) this.push(chunk);
      done();
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SAMPLE_BYTES) done();
    else this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decided) done();
    else this.decide().then(() => done(), done);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.detected = (await fileTypeFromBuffer(head))?.mime;
    this.decided = true;
    if (this.matches) this.push(head);
  }
}
