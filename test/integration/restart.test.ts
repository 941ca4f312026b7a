import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../scripts/local/stack';
import { freeStackPorts } from './support/ports';

const dataDir = mkdtempSync(join(tmpdir(), 'rv-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(ports: Awaited<ReturnType<typeof freeStackPorts>>) {
  return startLocalStack({
    appPort: ports.app,
    engines: ports.engines,
    dataDir,
    persistent: true,
    seed: true,
  });
}

describe('the persistent local stack (npm start) across a restart', () => {
  it('keeps seed accounts and sessions, and does not seed twice', async () => {
    const ports = await freeStackPorts();
    const first = await start(ports);
    let cookie: string;
    try {
      expect(first.seeded).toEqual([
        'conseiller@demo.local',
        'entreprise@demo.local',
        'international@demo.local',
        'admin@demo.local',
        'membre@demo.local',
      ]);
      const login = await fetch(`${first.appUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: 'admin-password-1' }),
      });
      expect(login.status).toBe(200);
      cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    } finally {
      await first.stop();
    }

    const second = await start(ports);
    try {
      expect(second.seeded).toEqual([]);
      const check = await fetch(`${second.appUrl}/api/auth/check`, { headers: { cookie } });
      expect(await check.json()).toMatchObject({
        authenticated: true,
        user: { email: 'admin@demo.local', role: 'admin' },
      });
    } finally {
      await second.stop();
    }
  });
});
