import { expect, type Locator, type Page, test } from '@playwright/test';
import { horizontalOverflow, smallTapTargets } from './look-support';
import { deviceLog, fakeWakeLockAndVibration, textContrasts, trackerTexts } from './tracker-look-support';
import { byNumber, openTrackerWithLineups } from './tracker-support';

/** The narrowest phone we design for (docs/architecture.md#client), and a common one. */
const NARROW = { width: 360, height: 780 };
const COMMON = { width: 390, height: 844 };

const statButtons = (page: Page) =>
  page
    .getByRole('group', { name: 'Stat' })
    .getByRole('button')
    .or(page.getByRole('button', { name: /^(Offside|Substitution|Submit)$/ }));

/** No button of the tracker cuts its label, sideways or at the bottom. */
async function expectWholeLabels(page: Page) {
  const cut = await page
    .getByTestId('match-tracker')
    .locator('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        const sideways = label.scrollWidth > label.clientWidth || el.scrollWidth > el.clientWidth;
        const down = label.scrollHeight > label.clientHeight + 1;
        return el.getBoundingClientRect().width > 0 && (sideways || down) ? [el.textContent] : [];
      }),
    );
  expect(cut, 'buttons whose label is cut').toEqual([]);
}

/** A dialog lies wholly on the screen. */
async function expectOnScreen(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `dialog at ${JSON.stringify(box)}`).toBe(true);
}

async function expectNoSmallTarget(page: Page) {
  expect(await smallTapTargets(page), 'tap targets under 44×44 px').toEqual([]);
  expect(await horizontalOverflow(page), 'no sideways scrolling').toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`at 360 px (${scheme}) the score, clock and being offline stay in view while the scorer scrolls, every stat button shows its whole label, and nothing is too small to tap`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(NARROW);
    const fixture = await openTrackerWithLineups(page, request);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

    // Full labels, 48 px tall, at 14 px or more: not one is cut.
    const buttons = statButtons(page);
    await expect(buttons).toHaveCount(11);
    for (const button of await buttons.all()) {
      const look = await button.evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') ?? el;
        return {
          text: el.textContent,
          height: el.getBoundingClientRect().height,
          fontSize: Number.parseFloat(getComputedStyle(label).fontSize),
          cut: label.scrollWidth > label.clientWidth || el.scrollWidth > el.clientWidth,
          cutDown: label.scrollHeight > label.clientHeight + 1,
        };
      });
      expect(look.height, `${look.text} height`).toBeGreaterThanOrEqual(48);
      expect(look.fontSize, `${look.text} font size`).toBeGreaterThanOrEqual(14);
      expect(look.cut, `${look.text} cut sideways`).toBe(false);
      expect(look.cutDown, `${look.text} cut at the bottom`).toBe(false);
    }
    // Each label reads at 4.5:1 or more, the Yellow Card's too, picked or not.
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Yellow Card' }).click();
    for (const { what, ratio } of await textContrasts(trackerTexts(page))) {
      expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(4.5);
    }
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Yellow Card' }).click();

    // The team switch: tall enough, each team with its badge.
    const teams = page.getByRole('radiogroup', { name: 'Team' });
    for (const team of [fixture.homeTeam, fixture.awayTeam]) {
      const tile = teams.locator('label').filter({ hasText: team.name });
      expect((await tile.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(tile.locator('svg[data-badge], img')).toHaveCount(1);
    }

    await expectNoSmallTarget(page);
    await expectWholeLabels(page);
    // The choices that open within the bar, and the End Match dialog, too.
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Penalty' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Penalty outcome' })).toBeVisible();
    await expectNoSmallTarget(page);
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Penalty' }).click();
    await page.getByRole('button', { name: 'Substitution', exact: true }).click();
    await expect(page.getByRole('radiogroup', { name: 'Role of the player coming on' })).toBeVisible();
    await expectNoSmallTarget(page);
    await expectWholeLabels(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'End Match', exact: true }).click();
    const choices = page.getByRole('dialog', { name: 'End Match' });
    await expect(choices.getByRole('button', { name: 'Play Extra Time' })).toBeVisible();
    await expectNoSmallTarget(page);
    await expectOnScreen(page, choices);
    await choices.getByRole('button', { name: 'Close dialog' }).click();
    await expect(choices).toBeHidden();

    // Scrolled to the very bottom (the log and the end of the match): score, clock and stage are still there, on top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Reset Match' })).toBeInViewport();
    for (const id of ['match-score', 'match-clock', 'match-stage']) {
      const shown = page.getByTestId(id);
      await expect(shown).toBeInViewport({ ratio: 1 });
      const onTop = await shown.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!hit && (el === hit || el.contains(hit));
      });
      expect(onTop, `${id} is not covered`).toBe(true);
    }
    await expect(page.getByTestId('match-clock')).not.toHaveText('00:00');
    // The sync strip has scrolled away: losing signal shows with the score, legible in sun or shade.
    await expect(page.getByTestId('sync-strip')).not.toBeInViewport();
    await page.context().setOffline(true);
    const offline = page.getByTestId('pinned-offline');
    await expect(offline).toBeInViewport({ ratio: 1 });
    await expect(offline).toHaveText('Offline');
    for (const { what, ratio } of await textContrasts(offline))
      expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(4.5);
    await page.context().setOffline(false);
    await expect(offline).toBeHidden();

    await page.setViewportSize(COMMON);
    await expectNoSmallTarget(page);
    await expectWholeLabels(page);
  });
}

test('Reset Match asks first: Cancel keeps the score, Reset zeroes it; End Match and Reset sit apart from the buttons used all match', async ({
  page,
  request,
}) => {
  await page.setViewportSize(NARROW);
  const fixture = await openTrackerWithLineups(page, request);
  const score = page.getByTestId('match-score');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^10 ${byNumber(fixture.homeTeam, 10).name}`) }).click();
  await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Goal', exact: true }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(score).toHaveText('1 – 0');

  // Below the log, not beside Start/Pause or the stat buttons.
  const ending = page.getByRole('region', { name: 'End or reset the match' });
  await expect(ending.getByRole('button', { name: 'End Match', exact: true })).toBeVisible();
  const pause = await page.getByRole('button', { name: 'Pause', exact: true }).boundingBox();
  const events = await page.getByRole('region', { name: 'Match Events' }).boundingBox();
  const end = await ending.boundingBox();
  expect(pause && events && end && end.y > events.y + events.height && end.y > pause.y + pause.height).toBe(true);

  await ending.getByRole('button', { name: 'Reset Match' }).click();
  const question = page.getByRole('dialog', { name: 'Reset Match' });
  await expect(question).toContainText('Reset the match?');
  await expectOnScreen(page, question);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(score).toHaveText('1 – 0');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  await ending.getByRole('button', { name: 'Reset Match' }).click();
  await question.getByRole('button', { name: 'Reset Match' }).click();
  await expect(score).toHaveText('0 – 0');
  await expect(page.getByTestId('match-stage')).toHaveText('First Half');
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`sunlight mode (${scheme}) gives the tracker's buttons and score 7:1 contrast, and the phone remembers it after a reload`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(COMMON);
    await openTrackerWithLineups(page, request);
    const sunlight = page.getByRole('switch', { name: 'Sunlight mode' });
    await expect(sunlight).toHaveAttribute('aria-checked', 'false');
    await sunlight.click();
    await expect(sunlight).toHaveAttribute('aria-checked', 'true');
    const check = async () => {
      const measured = await textContrasts(trackerTexts(page));
      expect(measured.length).toBeGreaterThan(20);
      for (const { what, ratio } of measured) expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(7);
    };
    await check();
    // Before kick-off Half Time cannot be tapped: it still reads, and a dashed edge says it is not live.
    const halfTime = page.getByRole('button', { name: 'Half Time', exact: true });
    await expect(halfTime).toBeDisabled();
    const [idle] = await textContrasts(halfTime.locator('.mantine-Button-label'));
    expect(idle?.ratio, 'Half Time before kick-off').toBeGreaterThanOrEqual(4.5);
    expect(await halfTime.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe('dashed');
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Yellow Card' }).click();
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Red Card' }).click();
    await check();
    // The tracker's dialogs too: the End Match choices, read in the same sun.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'End Match', exact: true }).click();
    const choices = page.getByRole('dialog', { name: 'End Match' });
    await expect(choices.getByRole('button', { name: 'Go to Penalty Shootout' })).toBeVisible();
    const dialogTexts = await textContrasts(choices.locator('.mantine-Button-label, .mantine-Modal-title, p'));
    expect(dialogTexts.length).toBeGreaterThanOrEqual(5);
    for (const { what, ratio } of dialogTexts) expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(7);
    await choices.getByRole('button', { name: 'Close dialog' }).click();
    await expect(choices).toBeHidden();
    await page.getByRole('button', { name: 'Reset Match' }).click();
    const question = page.getByRole('dialog', { name: 'Reset Match' });
    await expect(question).toContainText('Reset the match?');
    const questionTexts = await textContrasts(question.locator('.mantine-Button-label, .mantine-Modal-title, p'));
    expect(questionTexts.length).toBeGreaterThanOrEqual(4);
    for (const { what, ratio } of questionTexts) expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(7);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sunlight mode' })).toHaveAttribute('aria-checked', 'true');
    await check();
    await expectNoSmallTarget(page);
    await page.getByRole('switch', { name: 'Sunlight mode' }).click();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sunlight mode' })).toHaveAttribute('aria-checked', 'false');
  });
}

test('the screen is kept on from kick-off to Full Time, and a saved tap buzzes', async ({ page, request }) => {
  await fakeWakeLockAndVibration(page);
  await page.setViewportSize(COMMON);
  await openTrackerWithLineups(page, request);
  expect(await deviceLog(page)).toEqual([]); // not before kick-off
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect.poll(() => deviceLog(page)).toEqual(expect.arrayContaining(['lock screen', 'vibrate 15']));

  await page.getByRole('button', { name: 'End Match', exact: true }).click();
  await page.getByRole('dialog', { name: 'End Match' }).getByRole('button', { name: 'End Match as Draw' }).click();
  await expect(page.getByText('The match is over: the tracker is locked.')).toBeVisible();
  // Released once the match is over: as many releases as locks.
  await expect
    .poll(async () => {
      const log = await deviceLog(page);
      return log.filter((e) => e === 'release').length === log.filter((e) => e === 'lock screen').length;
    })
    .toBe(true);
  expect(await deviceLog(page)).toContain('release');
});
