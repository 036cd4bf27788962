import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkTree,
  cycleViolations,
  importCycles,
  importGraph,
  importViolations,
  layerOf,
} from '../../../scripts/check-feature-imports';

const root = '/repo';
const script = path.resolve('scripts/check-feature-imports.ts');
const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');

describe('the client dependency rule', () => {
  it('names the layer of a path', () => {
    expect(layerOf('src/core/api/call.ts')).toEqual({ kind: 'core' });
    expect(layerOf('src/features/ui/forms/FormShell.tsx')).toEqual({ kind: 'ui' });
    expect(layerOf('src/features/lobby/Lobby.tsx')).toEqual({ kind: 'feature', name: 'lobby' });
    expect(layerOf('src/elements/gd-lobby.ts')).toEqual({ kind: 'elements' });
    expect(layerOf('locales/en.json')).toEqual({ kind: 'outside' });
  });

  it('refuses an import from one feature into another, static, dynamic or re-exported', () => {
    const file = 'src/features/agent-centre/pages/IncomePage.tsx';
    const source = [
      "import { CentreMenu } from '../../member-centre/CentreMenu';",
      "import type { Contract } from '../../contracts/terms';",
      "export { LoginPanel } from '../../auth/LoginPanel';",
      "const page = () => import('../../lobby/Lobby');",
    ].join('\n');
    const violations = importViolations(root, file, source);
    expect(violations.map((violation) => violation.target)).toEqual([
      'src/features/member-centre/CentreMenu',
      'src/features/contracts/terms',
      'src/features/auth/LoginPanel',
      'src/features/lobby/Lobby',
    ]);
    expect(violations[0]?.reason).toContain('feature "agent-centre"');
  });

  it('lets a feature import core, ui, its own files and packages', () => {
    const source = [
      "import { useState } from 'react';",
      "import { session } from '../../../core';",
      "import { FormShell } from '../../ui/forms/FormShell';",
      "import { TeamChart } from '../team/TeamChart';",
      "import en from '../../../../locales/en.json';",
      "// import { Old } from '../../member-centre/Old';",
    ].join('\n');
    expect(importViolations(root, 'src/features/agent-centre/pages/TeamOverviewPage.tsx', source)).toEqual(
      [],
    );
  });

  it('keeps ui and core below the features, and lets elements compose any feature', () => {
    const fromUi = importViolations(
      root,
      'src/features/ui/centre/Centre.tsx',
      "import { X } from '../../lobby/X';",
    );
    expect(fromUi).toHaveLength(1);
    const fromCore = importViolations(root, 'src/core/index.ts', "import { Y } from '../features/ui/Y';");
    expect(fromCore).toHaveLength(1);
    const uiToElements = importViolations(
      root,
      'src/features/ui/a.ts',
      "import { z } from '../../elements/define';",
    );
    expect(uiToElements).toHaveLength(1);
    const fromElements = importViolations(
      root,
      'src/elements/gd-header.ts',
      "import { LoginPanel } from '../features/auth/LoginPanel';\nimport { Header } from '../features/header/Header';",
    );
    expect(fromElements).toEqual([]);
  });

  describe('over a tree', () => {
    let tree = '';
    afterEach(() => rmSync(tree, { recursive: true, force: true }));

    const write = (relative: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, relative)), { recursive: true });
      writeFileSync(path.join(tree, relative), text);
    };

    it('passes a tree that keeps the rule and fails one that does not', () => {
      tree = mkdtempSync(path.join(tmpdir(), 'feature-imports-'));
      write('src/core/index.ts', 'export const core = 1;\n');
      write(
        'src/features/ui/Button.tsx',
        "import { core } from '../../core';\nexport const Button = core;\n",
      );
      write(
        'src/features/home/Home.tsx',
        "import { Button } from '../ui/Button';\nexport const Home = Button;\n",
      );
      write(
        'src/features/lobby/Lobby.tsx',
        "import { Button } from '../ui/Button';\nexport const Lobby = Button;\n",
      );
      expect(checkTree(tree)).toEqual([]);

      write(
        'src/features/lobby/Lobby.tsx',
        "import { Home } from '../home/Home';\nexport const Lobby = Home;\n",
      );
      expect(checkTree(tree)).toEqual([
        expect.objectContaining({ file: 'src/features/lobby/Lobby.tsx', target: 'src/features/home/Home' }),
      ]);
    });

    it('makes the lint step fail on a cross-feature import', () => {
      tree = mkdtempSync(path.join(tmpdir(), 'feature-imports-'));
      write('src/features/ui/Button.tsx', 'export const Button = 1;\n');
      write(
        'src/features/lobby/Lobby.tsx',
        "import { Button } from '../ui/Button';\nexport const Lobby = Button;\n",
      );
      expect(spawnSync(process.execPath, [tsx, script], { cwd: tree }).status).toBe(0);

      write(
        'src/features/home/Home.tsx',
        "import { Lobby } from '../lobby/Lobby';\nexport const Home = Lobby;\n",
      );
      const run = spawnSync(process.execPath, [tsx, script], { cwd: tree, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("src/features/home/Home.tsx: '../lobby/Lobby'");
    });
  });
});

describe('the server layers', () => {
  it('names the layer of a server path', () => {
    expect(layerOf('server/db/migrations.ts')).toEqual({ kind: 'server-infrastructure' });
    expect(layerOf('server/http/route.ts')).toEqual({ kind: 'server-infrastructure' });
    expect(layerOf('server/clock.ts')).toEqual({ kind: 'server-infrastructure' });
    expect(layerOf('server/modules/ledger/transfer.ts')).toEqual({ kind: 'server-module' });
    expect(layerOf('server/games/rounds.ts')).toEqual({ kind: 'server-module' });
    expect(layerOf('server/app.ts')).toEqual({ kind: 'server-app' });
  });

  it('refuses a module import in db/ or http/, type imports included, and the app in a module', () => {
    const fromDb = importViolations(
      root,
      'server/db/schema.ts',
      "import type { AgentTables } from '../modules/agents/tables';",
    );
    expect(fromDb.map((violation) => violation.target)).toEqual(['server/modules/agents/tables']);
    const fromHttp = importViolations(
      root,
      'server/http/route.ts',
      "import { authenticate } from '../modules/auth/sessions';\nimport { buildApp } from '../app';",
    );
    expect(fromHttp).toHaveLength(2);
    const fromModule = importViolations(
      root,
      'server/modules/wallet/routes.ts',
      "import type { BuildOptions } from '../../app';\nimport { route } from '../../http/route';\nimport { transfer } from '../ledger/transfer';",
    );
    expect(fromModule.map((violation) => violation.target)).toEqual(['server/app']);
    const fromApp = importViolations(
      root,
      'server/app.ts',
      "import { migrationPlan } from './modules';\nimport { migrate } from './db/migrations';",
    );
    expect(fromApp).toEqual([]);
  });
});

describe('import cycles', () => {
  const sources = (files: Record<string, string>) => new Map(Object.entries(files));

  it('finds a cycle through type imports and index files, and none in a tree without one', () => {
    const cyclic = importGraph(
      root,
      sources({
        'server/modules/database.ts': "import type { LedgerTables } from './ledger/tables';\n",
        'server/modules/ledger/tables.ts': "import type { Db } from '../database';\n",
        'server/modules/ledger/index.ts': "export { migrations } from './migrations';\n",
        'server/modules/ledger/migrations.ts': "import { x } from '.';\n",
        'server/modules/wallet/routes.ts': "import type { Db } from '../database';\n",
      }),
    );
    expect(importCycles(cyclic)).toEqual([
      ['server/modules/database.ts', 'server/modules/ledger/tables.ts', 'server/modules/database.ts'],
      [
        'server/modules/ledger/index.ts',
        'server/modules/ledger/migrations.ts',
        'server/modules/ledger/index.ts',
      ],
    ]);
    expect(cycleViolations(cyclic)[0]?.reason).toBe(
      'import cycle: server/modules/database.ts → server/modules/ledger/tables.ts → server/modules/database.ts',
    );

    const acyclic = importGraph(
      root,
      sources({
        'server/modules/database.ts': "import type { LedgerTables } from './ledger/tables';\n",
        'server/modules/ledger/tables.ts': "import type { BigintAsNumber } from '../../db/column-types';\n",
        'server/db/column-types.ts': "import type { ColumnType } from 'kysely';\n",
      }),
    );
    expect(importCycles(acyclic)).toEqual([]);
  });

  it('makes the lint step fail on a cycle and on a module imported by db/', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'server-imports-'));
    try {
      const write = (relative: string, text: string) => {
        mkdirSync(path.dirname(path.join(tree, relative)), { recursive: true });
        writeFileSync(path.join(tree, relative), text);
      };
      write('server/db/transaction.ts', 'export const inTransaction = 1;\n');
      write('server/modules/ledger/transfer.ts', "import { inTransaction } from '../../db/transaction';\n");
      expect(spawnSync(process.execPath, [tsx, script], { cwd: tree }).status).toBe(0);

      write(
        'server/modules/ledger/accounts.ts',
        "import type { T } from './transfer';\nexport type A = 1;\n",
      );
      write(
        'server/modules/ledger/transfer.ts',
        "import type { A } from './accounts';\nexport type T = 1;\n",
      );
      write('server/db/seed.ts', "import { transfer } from '../modules/ledger/transfer';\n");
      const run = spawnSync(process.execPath, [tsx, script], { cwd: tree, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("server/db/seed.ts: '../modules/ledger/transfer'");
      expect(run.stderr).toContain(
        'import cycle: server/modules/ledger/transfer.ts → server/modules/ledger/accounts.ts → server/modules/ledger/transfer.ts',
      );
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
