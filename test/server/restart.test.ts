// server/main.ts start-up steps on a PGlite data directory: migrate, seed defaults, seed the
// demo on the first start only; a second start keeps the data (docs/operations.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { customers, settings } from '../../server/db/schema.ts';
import { seedDefaults } from '../../server/seed/defaults.ts';
import { seedDemoIfEmpty } from '../../server/seed/demo.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('restart on a PGlite data directory', () => {
  it('seeds once and keeps data and edited settings across restarts', async () => {
    const first = await openDatabase({ dataDir: dir });
    await seedDefaults(first.db);
    expect(await seedDemoIfEmpty(first.db, Date.UTC(2026, 0, 1))).toBe(true);
    await first.db.update(customers).set({ mobilePhone: '+380000000001' }).where(eq(customers.phone, '+380501234567'));
    await first.db.update(settings).set({ value: 'Renamed' }).where(eq(settings.key, 'productName'));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await seedDefaults(second.db);
    expect(await seedDemoIfEmpty(second.db, Date.UTC(2026, 1, 1))).toBe(false);
    const rows = await second.db.select().from(customers);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.phone === '+380501234567')!.mobilePhone).toBe('+380000000001');
    const [name] = await second.db.select().from(settings).where(eq(settings.key, 'productName'));
    expect(name!.value).toBe('Renamed');
    await second.close();
  }, 120_000); // three PGlite starts and a full demo seed: about 10 s alone, far more on a loaded CI machine
});
