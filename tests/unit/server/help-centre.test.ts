import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HELP_CENTRE } from '../../../server/config/help-centre';
import {
  defaultOperatorConfig,
  operatorConfigSchema,
  staticOperatorConfig,
} from '../../../server/config/operator';
import { system } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let custom: TestServer;

beforeAll(async () => {
  server = await startServer();
  custom = await startServer({
    operator: staticOperatorConfig({
      languages: { default: 'en', supported: ['en', 'es'] },
      helpCentre: {
        en: {
          sections: [
            {
              id: 'payments',
              title: 'Payments',
              articles: [{ id: 'deposits', title: 'Deposits', body: '<p>Deposits arrive at once.</p>' }],
            },
          ],
        },
      },
    }),
  });
});
afterAll(async () => {
  await server.close();
  await custom.close();
});

const helpIn = async (target: TestServer, language?: string) => {
  const answer = await target.call(
    system.helpCenter,
    {},
    language ? { headers: { Language: language } } : {},
  );
  expect(answer.status).toBe(200);
  return answer.body.value!;
};
const articleIds = (value: Awaited<ReturnType<typeof helpIn>>) =>
  value.sections.flatMap((section) => section.articles.map((article) => article.id));

describe('GET /wps/system/helpCenter', () => {
  it('answers the seeded help centre in the caller’s language, with the footer’s About articles and the terms', async () => {
    const english = await helpIn(server, 'en');
    expect(english.language).toBe('en');
    expect(english.sections.map((section) => section.title)).toEqual(['Getting started', 'About us']);
    expect(articleIds(english)).toEqual([
      'register',
      'login',
      'password',
      'demo',
      'about',
      'contact',
      'terms',
      'responsible',
      'privacy',
      'affiliates',
      'refund',
    ]);
    const terms = english.sections[1]!.articles.find((article) => article.id === 'terms')!;
    expect(terms.title).toBe('General Terms and Conditions');
    expect(terms.body).toMatch(/^<p>By opening an account you confirm that you are 18 or older/);

    const spanish = await helpIn(server, 'es-MX');
    expect(spanish.language).toBe('es');
    expect(articleIds(spanish)).toEqual(articleIds(english));
    expect(spanish.sections[1]!.articles.find((article) => article.id === 'terms')!.title).toBe(
      'Términos y Condiciones Generales',
    );
    expect((await helpIn(server, 'pt')).sections[0]!.title).toBe('Primeiros passos');
  });

  it('ships its articles in every language the site has texts for: ty reads French', async () => {
    const languages = readdirSync(join(import.meta.dirname, '../../../locales')).sort();
    expect(Object.keys(DEFAULT_HELP_CENTRE).sort()).toEqual(languages);
    const english = await helpIn(server, 'en');
    const french = await helpIn(server, 'ty');
    expect(french.language).toBe('ty');
    expect(articleIds(french)).toEqual(articleIds(english));
    expect(french.sections[1]!.articles.find((article) => article.id === 'terms')!.title).toBe(
      'Conditions générales',
    );
  });

  it('falls back to the brand’s default language for a language without content, or none, or nonsense', async () => {
    for (const language of ['de', undefined, 'constructor', '../etc']) {
      expect((await helpIn(server, language)).language, String(language)).toBe('es');
    }
  });

  it('serves what the operator configured, falling back to its default language', async () => {
    const answer = await helpIn(custom, 'es');
    expect(answer).toEqual({
      language: 'en',
      sections: [
        {
          id: 'payments',
          title: 'Payments',
          articles: [{ id: 'deposits', title: 'Deposits', body: '<p>Deposits arrive at once.</p>' }],
        },
      ],
    });
  });
});

describe('the help centre in the operator configuration', () => {
  it('keeps the shipped content valid (it is stored and parsed again on every node)', () => {
    expect(operatorConfigSchema.safeParse(JSON.parse(JSON.stringify(defaultOperatorConfig))).success).toBe(
      true,
    );
  });

  it('refuses ids that are not link-safe or repeat within a language, and bodies that are too long', () => {
    const article = { id: 'terms', title: 'Terms', body: '<p>x</p>' };
    const withSections = (sections: unknown) =>
      operatorConfigSchema.safeParse({ helpCentre: { en: { sections } } });
    expect(withSections([{ id: 'a', title: 'A', articles: [article] }]).success).toBe(true);
    expect(
      withSections([{ id: 'a', title: 'A', articles: [{ ...article, id: 'Terms and <b>' }] }]).success,
    ).toBe(false);
    expect(withSections([{ id: 'a', title: 'A', articles: [article, article] }]).success).toBe(false);
    expect(withSections([{ id: 'terms', title: 'A', articles: [article] }]).success).toBe(false);
    expect(
      withSections([{ id: 'a', title: 'A', articles: [{ ...article, body: 'x'.repeat(20_001) }] }]).success,
    ).toBe(false);
    expect(operatorConfigSchema.safeParse({ helpCentre: { fr: { sections: [] } } }).success).toBe(false);
  });
});
