import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { horizontalOverflow, smallTapTargets } from './look-support';
import { OUTBOX_WRITES } from './match-log-support';
import { holdRequests } from './support';
import { deviceLog, fakeWakeLockAndVibration, textContrasts, trackerTexts } from './tracker-look-support';
import { byNumber, type Fixture, openTrackerWithLineups } from './tracker-support';

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
    // It takes no line of its own above the players: it sits beside the connection badge.
    const [switchBox, badgeBox] = await Promise.all([
      sunlight.boundingBox(),
      page.getByTestId('sync-strip').getByText('Online', { exact: true }).boundingBox(),
    ]);
    expect(switchBox && badgeBox && switchBox.y < badgeBox.y + badgeBox.height / 2).toBe(true);
    expect(switchBox && badgeBox && switchBox.y + switchBox.height > badgeBox.y + badgeBox.height / 2).toBe(true);
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

/** On a 360 px phone, a match kicked off in the tracker with a foul by the home side's number 10 picked, for Submit. */
async function foulReadyToSubmit(page: Page, request: APIRequestContext): Promise<Fixture> {
  await page.setViewportSize(NARROW);
  const fixture = await openTrackerWithLineups(page, request);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await foulPicked(page, fixture);
  return fixture;
}

/** The home number 10 and Foul picked, as a scorer does before Submit. */
async function foulPicked(page: Page, fixture: Fixture) {
  await page.getByRole('button', { name: new RegExp(`^10 ${byNumber(fixture.homeTeam, 10).name}`) }).click();
  await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Foul', exact: true }).click();
}

test("a toast over the team switch lets the scorer's next tap through: the switch under it changes team", async ({
  page,
  request,
}) => {
  const fixture = await foulReadyToSubmit(page, request);
  const away = page.getByRole('radiogroup', { name: 'Team' }).getByRole('radio', { name: fixture.awayTeam.name });
  // The moment the toast appears (before it can close, however busy the machine), the switch is
  // scrolled under its middle, as a scorer's scrolling leaves it, and the page is asked what a finger
  // there would touch.
  await page.evaluate((awayName) => {
    const shownToast = () => document.querySelector('.mantine-Notifications-root [role="alert"]');
    const observer = new MutationObserver(() => {
      const toast = shownToast();
      if (!toast) return;
      observer.disconnect();
      const label = Array.from(document.querySelectorAll('[role="radiogroup"] label')).find((l) =>
        l.textContent?.includes(awayName),
      ) as HTMLElement;
      const spot = toast.getBoundingClientRect();
      const y = spot.top + spot.height / 2;
      window.scrollBy(0, label.getBoundingClientRect().top + label.offsetHeight / 2 - y);
      const x = label.getBoundingClientRect().left + label.offsetWidth / 2;
      const under = document.elementFromPoint(x, y);
      const overToast = toast.getBoundingClientRect().bottom > y;
      Object.assign(window, { touched: { x, y, overToast, inSwitch: !!under && label.contains(under) } });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, fixture.awayTeam.name);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const touched = (await (
    await page.waitForFunction(() => (window as unknown as { touched?: unknown }).touched)
  ).jsonValue()) as { x: number; y: number; overToast: boolean; inSwitch: boolean };
  expect(touched.overToast).toBe(true);
  expect(touched.inSwitch, 'a tap on the toast reaches the team switch under it').toBe(true);
  await page.touchscreen.tap(touched.x, touched.y);
  await expect(away).toBeChecked();
});

/** One frame's look: where the team switch stood, how tall the pinned board was, and whether the strip said a change waits. */
interface Frame {
  top: number;
  board: number;
  waiting: boolean;
  /** The pinned board says changes are held up. */
  heldUp: boolean;
}

/**
 * From the top of the page (where the browser's scroll anchoring cannot hide a line that comes and
 * goes), looks at every frame from now on; the answer reads what was seen.
 */
async function watchEveryFrame(page: Page): Promise<() => Promise<Frame[]>> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => {
    const seen: Frame[] = [];
    Object.assign(window, { seen });
    const look = () => {
      seen.push({
        top: document.querySelector('[role="radiogroup"]')?.getBoundingClientRect().top ?? Number.NaN,
        board:
          document.querySelector('[data-testid="pinned-scoreboard"]')?.getBoundingClientRect().height ?? Number.NaN,
        waiting: /to sync/.test(document.querySelector('[data-testid="sync-strip"]')?.textContent ?? ''),
        heldUp: document.querySelector('[data-testid="pinned-waiting"]') !== null,
      });
      requestAnimationFrame(look);
    };
    look();
  });
  return () => page.evaluate(() => (window as unknown as { seen: Frame[] }).seen);
}

function expectNothingMoved(frames: Frame[]) {
  expect(new Set(frames.map((frame) => frame.top)), 'where the team switch stood, frame by frame').toEqual(
    new Set([frames[0]?.top]),
  );
  expect(new Set(frames.map((frame) => frame.board)), 'the pinned board’s height, frame by frame').toEqual(
    new Set([frames[0]?.board]),
  );
}

test('a tap online moves nothing on the screen: from Submit until the server has it, the players stay where the thumb is', async ({
  page,
  request,
}) => {
  await foulReadyToSubmit(page, request);
  const frames = await watchEveryFrame(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Until the strip has said the change waits and then that everything is on the server.
  await expect
    .poll(async () => {
      const all = await frames();
      return all.some((frame) => frame.waiting) && !all[all.length - 1]?.waiting;
    })
    .toBe(true);
  expectNothingMoved(await frames());
  // Sent at once: the board never said it was held up.
  expect((await frames()).some((frame) => frame.heldUp)).toBe(false);
});

test('a finger pressing a tracker button does not shift it: a press costs no layout of the page, on every tap', async ({
  page,
  request,
}) => {
  await foulReadyToSubmit(page, request);
  const foul = page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Foul', exact: true });
  const top = () => foul.evaluate((button) => button.getBoundingClientRect().top);
  const before = await top();
  const box = await foul.boundingBox();
  if (!box) throw new Error('Foul is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  expect(await foul.evaluate((button) => button.matches(':active'))).toBe(true);
  expect(await top()).toBe(before);
  await page.mouse.up();
});

test('losing signal moves nothing on the screen: from the line dropping through the send that fails, the board keeps its height and the players their place', async ({
  page,
  request,
}) => {
  await foulReadyToSubmit(page, request);
  const frames = await watchEveryFrame(page);
  await page.context().setOffline(true);
  await expect(page.getByTestId('pinned-offline')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Until the phone has tried to send the tap and failed for want of a connection.
  const failedSend = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('pitchside');
          open.onsuccess = () => {
            const read = open.result.transaction('outbox').objectStore('outbox').getAll();
            read.onsuccess = () => {
              open.result.close();
              resolve((read.result as { lastError: string | null }[]).some((row) => row.lastError !== null));
            };
          };
        }),
    );
  await expect.poll(failedSend).toBe(true);
  await expect(page.getByTestId('sync-strip')).toContainText('1 change to sync');
  await expect(page.getByTestId('sync-strip')).toContainText('Offline');
  expectNothingMoved(await frames());
});

for (const scheme of ['light', 'dark'] as const) {
  test(`changes held up show their count on the pinned board (${scheme}): offline at once, online once a slow line has held them 5 s, and not for a tap that goes straight out`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const fixture = await foulReadyToSubmit(page, request);
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    const waiting = page.getByTestId('pinned-waiting');

    await page.context().setOffline(true);
    await submit.click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('sync-strip')).not.toBeInViewport();
    await expect(waiting).toHaveText('1 change to sync');
    await expect(waiting).toBeInViewport({ ratio: 1 });
    for (const { what, ratio } of await textContrasts(waiting))
      expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(4.5);
    await page.context().setOffline(false);
    await expect(page.getByTestId('sync-strip')).toContainText('Everything is on the server');
    await expect(waiting).toBeHidden();
    await expect(page.getByTestId('pinned-offline')).toBeHidden();

    // A slow line: the next send is held until the board has said so.
    const letThrough = await holdRequests(page, OUTBOX_WRITES);
    await page.evaluate(() => window.scrollTo(0, 0));
    await foulPicked(page, fixture);
    await submit.click();
    const tappedAt = Date.now();
    await expect(waiting).toHaveText('1 change to sync');
    expect(Date.now() - tappedAt, 'shown only once the change has waited 5 s').toBeGreaterThanOrEqual(4_500);
    letThrough();
    await expect(page.getByTestId('sync-strip')).toContainText('Everything is on the server');
    await expect(waiting).toBeHidden();
  });
}

test('a match set for another day says so before Start, and the note goes once the match is on', async ({
  page,
  request,
}) => {
  await page.setViewportSize(NARROW);
  // Three days ahead: another day than today in the tournament's zone at any hour.
  await openTrackerWithLineups(page, request, { start: -1, end: 5, match: 3 });
  const note = page.getByTestId('other-day-note');
  await expect(note).toHaveText(/^This match is set for .+, not today\. Starting it makes it live for everyone/);
  await expectNoSmallTarget(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(note).toBeHidden();
});

test('after a red card the scorer can play on without a replacement, as the Laws have it, and a reload does not ask again', async ({
  page,
  request,
}) => {
  await page.setViewportSize(NARROW);
  const fixture = await openTrackerWithLineups(page, request);
  const sentOff = byNumber(fixture.homeTeam, 4);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^4 ${sentOff.name}`) }).click();
  await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Red Card', exact: true }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Substitution needed' });
  await expect(prompt).toContainText('Under the Laws of the Game a sent-off player is not replaced');
  await expectOnScreen(page, prompt);
  // The toast is news of the card only: the prompt asks what the team does, and no toast tells it otherwise.
  await expect(page.getByRole('alert')).toHaveText(`Red Card for ${sentOff.name}.`);
  await prompt.getByRole('button', { name: 'No replacement' }).click();
  await expect(prompt).toBeHidden();
  const sentOffList = page.getByRole('region', { name: 'Sent off' });
  await expect(sentOffList.getByRole('button', { name: new RegExp(sentOff.name) })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(sentOffList.getByRole('button', { name: new RegExp(sentOff.name) })).toBeDisabled();
  // The dialog would open at once with the replayed log: a moment more to be sure it stays shut.
  await page.waitForTimeout(1_000);
  await expect(prompt).toBeHidden();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a paused clock says Paused on the pinned scoreboard (${scheme}), and at half time Second Half is the one button`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(NARROW);
    await openTrackerWithLineups(page, request);
    const paused = page.getByTestId('pinned-paused');
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await expect(paused).toBeHidden();
    await button('Start').click();
    await button('Pause').click();
    await expect(paused).toHaveText('Paused');
    for (const { what, ratio } of await textContrasts(paused))
      expect(ratio, `${what} contrast`).toBeGreaterThanOrEqual(4.5);
    await button('Start').click();
    await expect(paused).toBeHidden();

    await button('Half Time').click();
    await page.getByRole('dialog', { name: 'Half Time' }).getByRole('button', { name: 'Half Time' }).click();
    await expect(page.getByTestId('match-stage')).toHaveText('Half Time');
    await expect(button('Second Half')).toBeEnabled();
    await expect(button('Start')).toHaveCount(0);
    await expect(paused).toBeHidden();
    await button('Second Half').click();
    await expect(button('Pause')).toBeVisible();
    await expect(paused).toBeHidden();
  });
}
