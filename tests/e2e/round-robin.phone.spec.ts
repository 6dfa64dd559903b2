import { expect, type Page, test } from '@playwright/test';
import { cupOfItsOwn, isoDate, post } from './competition-support';
import { signInAsOrganiser } from './tracker-support';

const roundRobinDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate round robin' });

/** The cup's fixture builder on a 360 px phone, as its organiser, with the round-robin dialog open. */
async function openRoundRobin(page: Page, cupId: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/create-fixture/${cupId}`);
  await page.getByRole('button', { name: 'Generate round robin' }).click();
  return roundRobinDialog(page);
}

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
  const dialog = await openRoundRobin(page, cup.id);
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

test('a round robin leaves out a pairing that already has a fixture, and says so', async ({ page, request }) => {
  const cup = await cupOfItsOwn(request, 'Round Robin Cup', 3);
  const [first, second] = cup.teams;
  if (!first || !second) throw new Error('the cup has no teams');
  // Made by hand before: T1 at home to T2.
  const fixture = {
    homeTeam: first.id,
    awayTeam: second.id,
    matchDate: isoDate(1),
    time: '18:00',
    venue: 'Main Arena',
  };
  await post(
    request,
    '/fixture/container',
    cup.headers,
    { tournamentId: cup.id, matchType: 'League', subfixtures: [{ ...fixture, status: '' }] },
    201,
  );

  const dialog = await openRoundRobin(page, cup.id);
  await expect(dialog.getByText('1 pairing already has a fixture and will be left out.')).toBeVisible();
  await generateButtonFits(page);
  await dialog.getByLabel('First matchday').fill(isoDate(2));
  await dialog.getByRole('button', { name: 'Generate fixtures' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('2 fixtures generated. Check them, then submit. 1 pairing already has a fixture and was left out.'),
  ).toBeVisible();
  await expect(page.getByText('2 fixtures', { exact: true })).toBeVisible();
  await expect(page.getByText(`${first.name} vs ${second.name}`)).toHaveCount(0);
  await expect(page.getByText(`${second.name} vs ${first.name}`)).toHaveCount(0);
});
