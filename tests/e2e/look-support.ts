import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
export const SCHEMES = ['light', 'dark'] as const;

/** WCAG 2.2 AA, as DESIGN §7 asks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MIN_TARGET = 44;

/** Waits until the screen shows its content: a heading, and no skeleton or spinner left. */
export async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[data-placeholder], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}

/** axe-core's violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  );
}

/**
 * Every control a finger can tap that is smaller than 44×44 CSS px. A visually hidden checkbox or
 * radio is measured by its label, which is what the finger hits; a link inside a sentence is exempt,
 * as WCAG 2.5.8 exempts inline targets.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=menuitem]',
      '[role=option]',
    ].join(',');
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label =
          element.closest('label') ?? (element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`));
        if (label) box = label.getBoundingClientRect();
      }
      const inline = style.display === 'inline' && (element.parentElement?.textContent ?? '') !== element.textContent;
      if (inline) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}

/**
 * How far the page is wider than the screen, naming the elements that stick out; empty when it fits. The
 * screen is the layout viewport: on a phone the browser zooms out over a page wider than itself (up to 4x),
 * and `innerWidth` grows with it.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - screen;
    if (overflow <= 0) return [];
    const outside = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`);
    return [`${overflow} px wider than the screen: ${outside.join(', ')}`];
  });
}

/** The problems a user would see on this screen: axe violations, small targets, a page wider than a phone. */
export async function lookProblems(page: Page, where: string): Promise<string[]> {
  const problems = [
    ...(await axeViolations(page)),
    ...(await smallTapTargets(page)),
    ...(await horizontalOverflow(page)),
  ];
  return problems.map((problem) => `${where}: ${problem}`);
}
