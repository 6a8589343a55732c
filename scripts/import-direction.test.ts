import { fileURLToPath } from 'node:url';
import {
  findViolations,
  importSpecifiers,
  readSources,
  resolveImport,
  ruleBroken,
} from './import-direction.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the repository', () => {
  it('keeps the import direction: server → domain, features → domain, domain → neither', () => {
    const violations = findViolations(readSources(root, ['src', 'server']));
    expect(violations.map((v) => `${v.file} imports ${v.imported} (${v.rule})`)).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('finds static, re-exported, bare and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      'import type { B } from "../b.ts";',
      "export { c } from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      "import {\n  f,\n} from 'hono';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.ts', 'hono']);
  });
});

describe('resolveImport', () => {
  it.each([
    ['server/app.ts', '../src/domain/ids.ts', 'src/domain/ids.ts'],
    ['src/features/checkout/x.ts', '../../domain/dates.ts', 'src/domain/dates.ts'],
    ['src/domain/a.ts', './b.ts', 'src/domain/b.ts'],
    ['server/app.ts', 'hono', null],
  ])('%s + %s → %s', (file, specifier, expected) => {
    expect(resolveImport(file, specifier)).toBe(expected);
  });
});

describe('ruleBroken', () => {
  it.each([
    ['server/app.ts', 'src/domain/ids.ts', false],
    ['server/app.ts', 'src/i18n/ro.ts', false],
    ['server/app.ts', 'src/lib/validation/text.ts', false],
    ['server/app.ts', 'src/features/financing/FinancingPanel.tsx', true],
    ['server/app.ts', 'src/lib/api/browser-client.ts', true],
    ['server/app.ts', 'server/db/client.ts', false],
    ['src/features/checkout/payment-widget.ts', 'server/sandbox/paths.ts', true],
    ['src/lib/cms/client.ts', 'server/app.ts', true],
    ['src/features/checkout/payment-widget.ts', 'src/domain/site/sandbox-paths.ts', false],
    ['src/domain/dates.ts', 'src/features/catalog/x.ts', true],
    ['src/domain/dates.ts', 'src/stores/order.ts', true],
    ['src/domain/dates.ts', 'src/components/ui/Button.astro', true],
    ['src/domain/dates.ts', 'server/app.ts', true],
    ['src/domain/catalog/bands.ts', 'src/i18n/ro.ts', false],
    ['src/domain/catalog/bands.test.ts', 'src/features/catalog/car-fixture.ts', false],
    ['src/domain/catalog/bands.ts', 'src/features/catalog/car-fixture.ts', true],
  ])('%s → %s broken: %s', (file, target, broken) => {
    expect(ruleBroken(file, target) !== null).toBe(broken);
  });

  it('names the offending file and import in a synthetic graph', () => {
    const files = new Map([
      ['server/routes/cars.ts', "import { x } from '../../src/features/catalog/visibility.ts';"],
      ['src/domain/ids.ts', "import { y } from '../stores/order.ts';"],
      [
        'src/features/checkout/payment-widget.ts',
        "import { sandboxPaths } from '../../../server/sandbox/paths.ts';",
      ],
      ['src/features/catalog/CarCard.tsx', "import { z } from '../../domain/catalog/visibility.ts';"],
    ]);
    expect(findViolations(files).map((v) => [v.file, v.imported])).toEqual([
      ['server/routes/cars.ts', 'src/features/catalog/visibility.ts'],
      ['src/domain/ids.ts', 'src/stores/order.ts'],
      ['src/features/checkout/payment-widget.ts', 'server/sandbox/paths.ts'],
    ]);
  });
});
