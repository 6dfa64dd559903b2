import { expect, test } from '@playwright/test';
import { openLiveTournament } from './browse-walk';

test("the organiser manages fixtures from the tournament's fixtures page, a played match's Delete tucked in a menu with a warning", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9000000000');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pitchside-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

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
