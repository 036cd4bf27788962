import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { defaultBrand } from '../../../server/config/brand';
import { createDb } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrations';
import { migrationPlan } from '../../../server/modules';
import type { Database, Db } from '../../../server/modules/database';
import { fillAnnouncementTranslations, seedIfEmpty } from '../../../server/modules/seed/seed';
import { system } from '../../../src/core/contract';
import { startServer, type TestServer, testDatabase } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function announcementsIn(target: TestServer, language: string | null, group = 'w_login') {
  const { body } = await target.call(
    system.announcements,
    { types: 'B,PL,PU,PR,H', execution: 'B', group },
    language === null ? {} : { headers: { Language: language } },
  );
  return body.value!;
}

async function banner(url: string) {
  return server.app.inject({ method: 'GET', url });
}

describe('announcements in the caller language', () => {
  it('answers Spanish texts and Spanish artwork to a Spanish page', async () => {
    const lists = await announcementsIn(server, 'es');
    expect(lists.banners[0]).toMatchObject({
      group: 'w_login',
      title: 'Bienvenido de nuevo',
      content: '<p>Inicie sesión y continúe donde lo dejó.</p>',
      imageUrl: 'https://play.gamedeck.test/assets/banners/w_login.svg?lang=es',
    });
    expect(lists.popup[0]?.title).toBe('Juegue con responsabilidad');
    expect(lists.player.map((item) => item.title)).toEqual([
      'Mantenimiento programado',
      'Retiros más rápidos',
      'Juegos nuevos cada semana',
    ]);
  });

  it('answers Portuguese, and French for the ty locale; a regional tag falls back to its language', async () => {
    expect((await announcementsIn(server, 'pt', 'w_register')).banners[0]).toMatchObject({
      title: 'Cadastre-se em um minuto',
      imageUrl: 'https://play.gamedeck.test/assets/banners/w_register.svg?lang=pt',
    });
    expect((await announcementsIn(server, 'pt-BR', 'w_register')).banners[0]?.title).toBe(
      'Cadastre-se em um minuto',
    );
    const home = await announcementsIn(server, 'ty', 'w_home');
    expect(home.banners.map((item) => item.title)).toEqual(['Soirées casino en direct', 'Week-end sportif']);
    expect(home.banners[1]?.imageUrl).toBe('https://play.gamedeck.test/assets/banners/w_home_2.svg?lang=ty');
  });

  it('answers the base text and artwork to English, unknown, malformed or missing languages', async () => {
    for (const language of ['en', 'de', 'xx-YY', '"><script>', 'constructor', '__proto__', null]) {
      const lists = await announcementsIn(server, language);
      expect(lists.banners[0], String(language)).toMatchObject({
        title: 'Welcome back',
        content: '<p>Sign in and pick up where you left off.</p>',
        imageUrl: 'https://play.gamedeck.test/assets/banners/w_login.svg',
      });
      expect(lists.popup[0]?.title).toBe('Play responsibly');
    }
  });
});

describe('banner artwork in a language', () => {
  it('draws the Spanish text for lang=es, escaped as XML, cached per URL', async () => {
    const art = await banner('/assets/banners/w_login.svg?lang=es');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(art.body).toContain('xml:lang="es"');
    expect(art.body).toContain('>Bienvenido de nuevo</text>');
    expect(art.body).not.toContain('Welcome back');
    const french = await banner('/assets/banners/w_register.svg?lang=ty');
    expect(french.body).toContain('Rejoignez-nous en moins d&#39;une minute');
  });

  it('draws the base text without lang or for a language it does not have', async () => {
    for (const url of ['/assets/banners/w_login.svg', '/assets/banners/w_login.svg?lang=de']) {
      const art = await banner(url);
      expect(art.statusCode, url).toBe(200);
      expect(art.body).toContain('>Welcome back</text>');
      expect(art.body).toContain('xml:lang="en"');
    }
  });

  it('refuses hostile lang values and never writes them into the SVG', async () => {
    const hostile = [
      '"><script>alert(1)</script>',
      'es"/><image href="https://evil.example/x.png"/>',
      'es&lang=pt',
      `es${'-x'.repeat(40)}`,
      '../../etc/passwd',
    ];
    for (const value of hostile) {
      const art = await banner(`/assets/banners/w_login.svg?lang=${encodeURIComponent(value)}`);
      expect(art.statusCode, value).toBe(400);
      expect(art.headers['content-type']).toContain('application/json');
      expect(art.body).not.toContain('<script');
      expect(art.body).not.toContain('evil.example');
    }
    const repeated = await banner('/assets/banners/w_login.svg?lang=es&lang=pt');
    expect(repeated.statusCode).toBe(400);
    const prototypeKey = await banner('/assets/banners/w_login.svg?lang=constructor');
    expect(prototypeKey.statusCode).toBe(400);
    expect((await banner('/assets/banners/__proto__.svg?lang=es')).statusCode).toBe(404);
  });

  it('shrinks long translated titles to stay inside the banner', async () => {
    const art = await banner('/assets/banners/w_register.svg?lang=ty');
    const size = Number(art.body.match(/font-size="(\d+)" font-weight="700"/)?.[1]);
    expect(size).toBeGreaterThan(30);
    expect(size).toBeLessThan(72);
  });
});

describe('a database seeded before announcements had translations', () => {
  /** Puts a freshly seeded database back the way the first release left it. */
  async function seededWithoutTranslations(db: Db): Promise<void> {
    await migrate(db as never, migrationPlan);
    await seedIfEmpty(db, defaultBrand, new Date(new ManualClock().now()));
    await sql`ALTER TABLE announcements DROP COLUMN translations`.execute(db);
    await sql`DELETE FROM kysely_migration WHERE name = '002_announcement_translations'`.execute(db);
  }

  it('gains every translation on migrate and fill, once, keeping what the operator wrote', async () => {
    const { database, drop } = await testDatabase();
    const db = createDb<Database>(database);
    try {
      await seededWithoutTranslations(db);
      await migrate(db as never, migrationPlan);
      const before = await db.selectFrom('announcements').select('translations').execute();
      expect(before.every((row) => Object.keys(row.translations).length === 0)).toBe(true);

      // The operator wrote their own Spanish for the popup before the fill ran.
      await db
        .updateTable('announcements')
        .set({ translations: JSON.stringify({ es: { title: 'Juego seguro', content: '<p>Propio</p>' } }) })
        .where('type', '=', 'PU')
        .execute();
      expect(await fillAnnouncementTranslations(db)).toBe(8);
      expect(await fillAnnouncementTranslations(db)).toBe(0);

      const rows = await db
        .selectFrom('announcements')
        .select(['type', 'group_name', 'translations'])
        .execute();
      const login = rows.find((row) => row.group_name === 'w_login')!;
      expect(login.translations.es?.title).toBe('Bienvenido de nuevo');
      expect(Object.keys(login.translations).sort()).toEqual(['es', 'pt', 'ty']);
      const popup = rows.find((row) => row.type === 'PU')!;
      expect(popup.translations.es?.title).toBe('Juego seguro');
      expect(popup.translations.pt?.title).toBe('Jogue com responsabilidade');
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('answers Spanish after the server starts on it', async () => {
    const { database, drop } = await testDatabase();
    await seededWithoutTranslations(createDb<Database>(database));
    // The server migrates and fills on start; closing it closes the database.
    const upgraded = await startServer({ database });
    try {
      const lists = await announcementsIn(upgraded, 'es');
      expect(lists.banners[0]?.title).toBe('Bienvenido de nuevo');
      expect(lists.banners[0]?.imageUrl).toContain('w_login.svg?lang=es');
    } finally {
      await upgraded.close();
      await drop();
    }
  });
});
