import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryProblems, clientViolations, entryPointViolations, routeViolations } from './check-boundaries.ts';

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

describe('the web app import boundaries (docs/house.md)', () => {
  it('refuse a screen reaching into another screen, but let it use the step kit', () => {
    const step = at('src/views/details/details.view.tsx');
    expect(clientViolations(step, "import { x } from '../address/address-form.ts';")).toEqual([
      'src/views/details/details.view.tsx imports ../address/address-form.ts (a screen imports views/kit, not another screen)',
    ]);
    expect(clientViolations(step, "import { StepFrame } from '../kit/step-frame.tsx';")).toEqual([]);
    expect(clientViolations(step, "import { x } from '../notifications/notification-region.inline.tsx';")).toEqual([]);
    expect(clientViolations(step, "import { y } from './personal-data-form.ts';")).toEqual([]);
  });

  it('refuse customer code importing the back office or the explorer, but for the entry loading them on demand', () => {
    const intoDecision = "import { x } from '../backoffice/decision-panel.tsx';";
    expect(clientViolations(at('src/flows/view-map.ts'), intoDecision)).toHaveLength(1);
    expect(clientViolations(at('src/main.tsx'), "import { relay } from './flows-viewer/live/state-relay.ts';")).toHaveLength(1);
    expect(clientViolations(at('src/main.tsx'), "void import('./flows-viewer/live/state-relay.ts');")).toEqual([]);
    expect(clientViolations(at('src/flows/bind.test.ts'), "import { b } from '../backoffice/backoffice.bind.ts';")).toEqual([]);
  });

  it('refuse the back office and the explorer importing a customer screen', () => {
    const intoSteps = "import { x } from '../views/kit/step-frame.tsx';";
    expect(clientViolations(at('src/backoffice/auth.view.tsx'), intoSteps)).toHaveLength(1);
    expect(clientViolations(at('src/flows-viewer/state-panel.tsx'), intoSteps)).toHaveLength(1);
    expect(clientViolations(at('src/backoffice/auth.view.tsx'), "import { Button } from '../components/button.tsx';")).toEqual([]);
  });
});
