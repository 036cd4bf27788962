import { expect, test } from '@playwright/test';
import { updateOperator } from './support';

/** The demo site's own texts speak the elements' language and follow the header's picker. */

test('the site starts in the brand default, Spanish, like the elements', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Empiece en tres pasos' })).toBeVisible();
  await expect(
    page.locator('gd-header').getByRole('button', { name: 'Iniciar sesión' }).first(),
  ).toBeVisible();
  await expect(page.getByText('© 2019-2025 Gamedeck. Todos los derechos reservados.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('picking English in the header switches the site and is remembered', async ({ page }) => {
  await page.goto('/help#terms');
  await expect(page.locator('gd-help').getByRole('heading', { name: 'Centro de ayuda' })).toBeVisible();
  await expect(page.locator('#terms')).toBeInViewport();

  const header = page.locator('gd-header');
  await header.getByRole('button', { name: 'Idioma' }).click();
  await header.getByRole('menuitemradio', { name: /English/ }).click();

  await expect(page.locator('gd-help').getByRole('heading', { name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Terms and Conditions' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Help centre · Gamedeck');
  // Switching language re-renders in place: the visitor keeps their place on the page.
  await expect(page.locator('#terms')).toBeInViewport();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Start in three steps' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start in three steps' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await header.getByRole('button', { name: 'Language' }).click();
  await header.getByRole('menuitemradio', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { name: 'Empiece en tres pasos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a stored language the brand does not offer falls back to Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ty'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Empiece en tres pasos' })).toBeVisible();
  await expect(
    page.locator('gd-header').getByRole('button', { name: 'Iniciar sesión' }).first(),
  ).toBeVisible();
});

test("the operator file's languages reach the site and its picker: Portuguese once offered", async ({
  page,
}) => {
  const header = page.locator('gd-header');
  await page.goto('/');
  await header.getByRole('button', { name: 'Idioma' }).click();
  await expect(header.getByRole('menuitemradio')).toHaveCount(2);
  await page.keyboard.press('Escape');

  await updateOperator({ languages: { default: 'es', supported: ['es', 'en', 'pt', 'ty'] } });
  try {
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/wps/system/status')).json()).value.info.languages.supported,
      )
      .toEqual(['es', 'en', 'pt', 'ty']);
    await page.reload();
    await header.getByRole('button', { name: 'Idioma' }).click();
    await expect(header.getByRole('menuitemradio')).toHaveCount(4);
    await header.getByRole('menuitemradio', { name: /Português/ }).click();
    await expect(page.getByRole('heading', { name: 'Comece em três passos' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  } finally {
    await updateOperator({ languages: { default: 'es', supported: ['es', 'en'] } });
  }
});

test('an operator offering ty gets the whole site in French: home, footer, not-found page and help articles', async ({
  page,
}) => {
  await updateOperator({ languages: { default: 'es', supported: ['es', 'en', 'pt', 'ty'] } });
  try {
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/wps/system/status')).json()).value.info.languages.supported,
      )
      .toContain('ty');
    await page.addInitScript(() => localStorage.setItem('lang', 'ty'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Commencez en trois étapes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choisissez votre jeu' })).toBeVisible();
    await expect(page.getByText('© 2019-2025 Gamedeck. Tous droits réservés.')).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Conditions générales' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ty');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();

    await page.goto('/help#terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: 'Conditions générales' })).toBeVisible();
    await expect(page.getByText('Un compte par personne.')).toBeVisible();
  } finally {
    await updateOperator({ languages: { default: 'es', supported: ['es', 'en'] } });
  }
});
