import { expect, type Page, test } from '@playwright/test';
import { openLiveTournament } from './browse-walk';

async function signInAsDemoOrganiser(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9000000000');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pitchside-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test("the organiser manages fixtures from the tournament's fixtures page, a played match's Delete tucked in a menu with a warning", async ({
  page,
}) => {
  await signInAsDemoOrganiser(page);
  await openLiveTournament(page);
  await page.getByRole('link', { name: 'See all match fixtures' }).click();
  await expect(page).toHaveURL(/\/tournaments\/match-fixtures\//);

  // A match still to come: Delete is a plain button. A finished one shows its result, no Delete beside it.
  const finished = page.getByRole('button', { name: /^More for / }).first();
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await expect(finished).toBeVisible();
  const teams = ((await finished.getAttribute('aria-label')) ?? '').replace('More for ', '');
  await expect(page.getByRole('button', { name: `Delete ${teams}` })).toHaveCount(0);

  await finished.click();
  await page.getByRole('menuitem', { name: `Delete ${teams}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this fixture?');
  await expect(confirm).toContainText('This match has been played');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `More for ${teams}` })).toBeVisible();
});

test("on a phone a fixture card's Start and Delete sit at its two edges, not side by side under one thumb", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoOrganiser(page);
  await openLiveTournament(page);
  await page.getByRole('link', { name: 'See all match fixtures' }).click();
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('button', { name: /^Delete / }) })
    .filter({ has: page.getByRole('link', { name: /^Start / }) })
    .first();
  const start = (await card.getByRole('link', { name: /^Start / }).boundingBox()) as { x: number; width: number };
  const remove = (await card.getByRole('button', { name: /^Delete / }).boundingBox()) as { x: number; width: number };
  const box = (await card.boundingBox()) as { x: number; width: number };
  expect(remove.x - (start.x + start.width), 'the gap between Start and Delete').toBeGreaterThan(100);
  expect(box.x + box.width - (remove.x + remove.width), "Delete at the card's right edge").toBeLessThan(24);
});
