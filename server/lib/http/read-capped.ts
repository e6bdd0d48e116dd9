/**
 * Reads a peer's answer body as text as it streams, giving up past `maxBytes` (a length header may be absent or
 * wrong): the stream is cancelled and `tooLarge()` is thrown, the caller's own error for an outside provider.
 */
export async function readCappedText(response: Response, maxBytes: number, tooLarge: () => Error): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
