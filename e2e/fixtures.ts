import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Pawport-2026!';
export const DEMO_OWNER = 'demo.owner@pawport.example';
export const DEMO_ADMIN = 'demo.admin@pawport.example';
export const DEMO_COUNTY_OWNER = 'demo.county@pawport.example';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules: zero violations allowed. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Logs in through the form, as a person would. */
export async function logIn(page: Page, email: string, locale = 'en_US') {
  await page.goto(`/${locale}/login`);
  await page.getByLabel(/e-mail|correo|courriel/i).fill(email);
  await page.getByLabel(/^(password|contraseña|mot de passe)$/i).fill(DEMO_PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: /log in|iniciar sesión|se connecter/i })
    .click();
  await page.waitForURL(/\/account/);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(main|principal|principale)$/i });
}

export const test = base;
export { expect };
