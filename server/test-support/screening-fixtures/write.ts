import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENING_FIXTURES } from './fixtures.ts';

/** Writes the fixture files next to this script (`npx tsx server/test-support/screening-fixtures/write.ts`). */
for (const { file, bytes } of Object.values(SCREENING_FIXTURES)) writeFileSync(join(import.meta.dirname, file), bytes);
