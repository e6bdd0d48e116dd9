import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryProblems, entryPointViolations, routeViolations } from './check-boundaries.ts';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => join(root, path);

describe('the server import boundaries (ADR 210)', () => {
  it('hold in the repository as it is', () => {
    expect(boundaryProblems()).toEqual([]);
  });

  it('refuse a route folder reaching into another, and services/ or lib/ reaching into routes/', () => {
    const intoBackOffice = "import { decide } from '../backoffice/decision.routes.ts';";
    expect(routeViolations(at('server/routes/client/finalize.service.ts'), intoBackOffice)).toHaveLength(1);
    expect(routeViolations(at('server/routes/backoffice/staff.service.ts'), "import { x } from './queue.service.ts';")).toEqual([]);
    expect(
      routeViolations(at('server/services/staff/staff-members.ts'), "import { x } from '../../routes/health/health.routes.ts';"),
    ).toHaveLength(1);
  });

  it('refuse the CLI and server/index.ts importing a route module, but let them import the mounting table', () => {
    const route = "import { readinessGate } from './routes/health/health.routes.ts';";
    expect(entryPointViolations(at('server/index.ts'), route)).toEqual([
      'server/index.ts imports ./routes/health/health.routes.ts (an entry point imports no route module but server/routes/index.ts)',
    ]);
    expect(
      entryPointViolations(at('server/cli/staff-add.command.ts'), "import { x } from '../routes/backoffice/staff.service.ts';"),
    ).toHaveLength(1);
    expect(
      entryPointViolations(at('server/cli/admin.test.ts'), "import { auditOf } from '../routes/backoffice/x.fixtures.ts';"),
    ).toHaveLength(1);
    expect(entryPointViolations(at('server/index.ts'), "import { apiRoutes } from './routes/index.ts';")).toEqual([]);
    expect(entryPointViolations(at('server/index.ts'), "import { createApp } from './app.ts';")).toEqual([]);
    expect(entryPointViolations(at('server/cli/staff-add.command.ts'), "import { x } from '../services/staff/staff-members.ts';")).toEqual(
      [],
    );
  });
});
