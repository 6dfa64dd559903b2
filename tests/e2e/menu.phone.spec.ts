import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './look-support';
import { signUpThroughUi, uniquePhone } from './support';

test('on a phone the tabs live behind the hamburger menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page).toHaveURL('/tournaments');
});

test('on a phone the main sections sit in a tab bar at the bottom, the current one marked', async ({ page }) => {
  await page.goto('/');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections).toBeInViewport();
  const viewport = page.viewportSize() as { width: number; height: number };
  const bar = (await sections.boundingBox()) as { y: number; height: number };
  expect(bar.y + bar.height).toBeCloseTo(viewport.height, 0);
  for (const name of ['Home', 'Tournaments', 'My Tournaments', 'Login / Sign Up']) {
    const tab = sections.getByRole('link', { name, exact: true });
    const box = (await tab.boundingBox()) as { width: number; height: number };
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(sections.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page).toHaveURL('/tournaments');
  await expect(sections.getByRole('link', { name: 'Tournaments', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const menu = page.getByRole('button', { name: 'Menu' });
  const menuBox = (await menu.boundingBox()) as { width: number; height: number };
  expect(Math.min(menuBox.width, menuBox.height)).toBeGreaterThanOrEqual(44);
});

test('on a 360 px phone the tab labels keep clear of the screen edges and of each other', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  // Where each label's letters are (a range over its text), against its own tab.
  const gaps = await sections.getByRole('link').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab.querySelector('span') as Element);
      const text = range.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return { label: tab.textContent, left: text.left - box.left, right: box.right - text.right };
    }),
  );
  for (const { label, left, right } of gaps) {
    expect(Math.min(left, right), String(label)).toBeGreaterThanOrEqual(4);
  }
});

test('a signed-in phone keeps the header within the screen, with Logout in the menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9000000000');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pitchside-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Login / Sign Up' }),
  ).toBeVisible();
});

test('for a reader who asked for less motion, the menu and a dialog open at once, without sliding in', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9000000000');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pitchside-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profile' }).click();
  const edit = page.getByRole('button', { name: 'Edit Profile' });
  await expect(edit).toBeVisible();
  // Every transition and animation that starts from here on and lasts long enough to be seen (a dialog's
  // fade and slide, a toast's, the menu lines' turn); Mantine's reduced motion leaves toasts 1 ms ones.
  await page.evaluate(() => {
    const w = window as unknown as { moved: string[] };
    w.moved = [];
    const longest = (durations: string) => Math.max(...durations.split(',').map((d) => Number.parseFloat(d)));
    const note = (event: TransitionEvent | AnimationEvent) => {
      const target = event.target as Element;
      const style = getComputedStyle(target);
      const seconds = longest('propertyName' in event ? style.transitionDuration : style.animationDuration);
      if (seconds > 0.05) w.moved.push(`${target.className}: ${seconds} s`);
    };
    document.addEventListener('transitionstart', note, true);
    document.addEventListener('animationstart', note, true);
  });
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
});

test('on a small phone a profile message typed as one long word wraps on the card, and the page never scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpThroughUi(page, request, 'Long Word Player', uniquePhone(), 'touchline-2026');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const message = 'W'.repeat(300);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(message)).toBeVisible();
  expect(await horizontalOverflow(page), 'no sideways scrolling').toEqual([]);
});
