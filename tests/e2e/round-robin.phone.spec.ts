import { expect, type Page, test } from '@playwright/test';
import { cupOfItsOwn } from './competition-support';
import { signInAsOrganiser } from './tracker-support';

const roundRobinDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate round robin' });

/** The dialog's Generate button lies wholly inside the dialog's box and the viewport, as it is (not scrolled to). */
async function generateButtonFits(page: Page) {
  const dialog = roundRobinDialog(page);
  const box = await dialog.getByRole('button', { name: 'Generate fixtures' }).boundingBox();
  // The dialog's box is its content panel (the dialog role sits on it), not the overlay around it.
  const panel = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !panel || !viewport) throw new Error('the dialog or its button is not laid out');
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y).toBeGreaterThanOrEqual(panel.y);
  expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height);
  expect(box.x).toBeGreaterThanOrEqual(panel.x);
  expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test('on a 360 px phone the round-robin dialog keeps its Generate button in sight, even with every field marked', async ({
  page,
  request,
}) => {
  const cup = await cupOfItsOwn(request, 'Round Robin Cup', 3);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/create-fixture/${cup.id}`);
  await page.getByRole('button', { name: 'Generate round robin' }).click();
  const dialog = roundRobinDialog(page);
  await expect(dialog.getByLabel('First matchday')).toBeVisible();
  await generateButtonFits(page);
  // A refused press adds a line under each empty field: the fields are then taller than the dialog.
  await dialog.getByLabel('Kick-off time').fill('');
  await dialog.getByRole('button', { name: 'Generate fixtures' }).click();
  await expect(dialog.getByText('First matchday is required')).toBeVisible();
  await expect(dialog.getByText('Kick-off time is required')).toBeVisible();
  await generateButtonFits(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await generateButtonFits(page);
});
