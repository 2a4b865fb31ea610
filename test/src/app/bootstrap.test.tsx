// src/app/bootstrap.ts: the answers the server wrote into index.html (docs/decisions.md #27).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '../../../api/page-data.ts';
import { makeCommon, makeMain } from '../helpers/app-harness.tsx';

const page: Bootstrap = {
  common: makeCommon({ locale: 'ru' }),
  languages: [
    { id: 'ua', name: 'Українська', active: false },
    { id: 'ru', name: 'Русский', active: true },
  ],
};

async function freshModule(json: string | null) {
  document.getElementById('bootstrap')?.remove();
  if (json !== null) {
    const element = document.createElement('script');
    element.id = 'bootstrap';
    element.type = 'application/json';
    element.textContent = json;
    document.head.append(element);
  }
  vi.resetModules();
  return import('../../../src/app/bootstrap.ts');
}

afterEach(() => document.getElementById('bootstrap')?.remove());

describe('the bootstrap written into the page', () => {
  it('gives the common answer once (later loads ask the server) and the languages every time', async () => {
    const { takeBootstrapCommon, bootstrapLanguages } = await freshModule(JSON.stringify(page));
    expect(takeBootstrapCommon()).toEqual(page.common);
    expect(takeBootstrapCommon()).toBeNull();
    expect(bootstrapLanguages()).toEqual(page.languages);
    expect(bootstrapLanguages()).toEqual(page.languages);
  });

  it("gives a logged-in trainee's GET /api/main once, and none on a visitor's page", async () => {
    const main = makeMain();
    const withMain = await freshModule(JSON.stringify({ ...page, main }));
    expect(withMain.takeBootstrapMain()).toEqual(main);
    expect(withMain.takeBootstrapMain()).toBeNull();
    const visitor = await freshModule(JSON.stringify(page));
    expect(visitor.takeBootstrapMain()).toBeNull();
  });

  it('is ignored when missing, not JSON or not of the api/ shape', async () => {
    for (const json of [null, '{not json', JSON.stringify({ common: { locale: 'de' }, languages: [] })]) {
      const { takeBootstrapCommon, bootstrapLanguages } = await freshModule(json);
      expect(takeBootstrapCommon(), String(json)).toBeNull();
      expect(bootstrapLanguages(), String(json)).toBeNull();
    }
  });
});
