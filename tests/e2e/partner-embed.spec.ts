import { expect, test } from '@playwright/test';
import {
  captchaAnswer,
  sessionToken,
  trackCaptchas,
  trackCspViolations,
  uniqueMobile,
  uniqueUsername,
  useEnglish,
} from './support';

/** The same journey on the standard bundle and on the lite one (preact). */
const bundles = [
  { page: '/embed-register.html', script: '/gamedeck.js' },
  { page: '/embed-register-lite.html', script: '/lite/gamedeck.js' },
];

for (const bundle of bundles) {
  test(`a bare partner page with only ${bundle.script} and <gd-register> registers a user`, async ({
    page,
    request,
  }) => {
    await useEnglish(page);
    const cspViolations = trackCspViolations(page);
    const captchas = trackCaptchas(page);
    const username = uniqueUsername('p');
    const password = 'Partner2025';

    await page.goto(bundle.page);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(scripts).toEqual([bundle.script]);

    const register = page.locator('gd-register');
    await expect(register.getByText('DEMOAGENT')).toBeVisible();
    await register.locator('input[name="username"]').fill(username);
    await register.locator('input[name="mobileNum"]').fill(uniqueMobile());
    await register.locator('input[name="password"]').fill(password);
    await register.locator('input[name="confirmPassword"]').fill(password);
    await register
      .locator('input[name="captcha"]')
      .fill(await captchaAnswer(request, await captchas.latest()));
    await register.getByRole('checkbox', { name: /at least 18/ }).check();
    await register.getByRole('checkbox', { name: /General Terms/ }).check();
    await register.getByRole('button', { name: 'Register', exact: true }).click();

    // Nobody routes on a bare page, so the element falls back to location.assign('/').
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionToken(page)).toBeTruthy();
    await expect(page.locator('gd-header [part="account-button"]')).toContainText(username);
    expect(cspViolations).toEqual([]);
  });
}
