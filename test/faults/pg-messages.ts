/**
 * Reads the statements a PostgreSQL client sends (frontend protocol v3): the untyped startup message first, then
 * typed messages of a type byte and a 32-bit length. Answers the SQL text of each simple query ('Q') and of each
 * statement parsed for the extended protocol ('P'), as chunks arrive, however TCP splits them.
 */
export function statementReader(): (chunk: Buffer) => string[] {
  let pending = Buffer.alloc(0);
  let startup = true;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    const statements: string[] = [];
    for (;;) {
      const header = startup ? 4 : 5;
      if (pending.length < header) break;
      const length = startup ? pending.readInt32BE(0) : pending.readInt32BE(1) + 1;
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      // An SSLRequest (code 80877103) is answered with one byte, then the real startup message follows.
      if (startup) startup = message.length === 8 && message.readInt32BE(4) === 80877103;
      else if (message[0] === 0x51) statements.push(message.toString('utf8', 5, message.length - 1));
      else if (message[0] === 0x50) {
        const nameEnd = message.indexOf(0, 5);
        statements.push(message.toString('utf8', nameEnd + 1, message.indexOf(0, nameEnd + 1)));
      }
    }
    return statements;
  };
}
