import type { Locator, Page } from '@playwright/test';

/**
 * The WCAG contrast of each element's text against what is painted behind it: its own background,
 * blended over its ancestors' ones where they are see-through.
 */
export async function textContrasts(elements: Locator): Promise<{ what: string; ratio: number }[]> {
  return elements.evaluateAll((nodes) => {
    const parse = (css: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, css.startsWith('rgba') ? a : 1];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));
    const background = (el: Element | null): number[] => {
      if (!el) return [255, 255, 255];
      const own = parse(getComputedStyle(el).backgroundColor);
      if (own[3] >= 1) return own.slice(0, 3);
      const below = background(el.parentElement);
      return own[3] === 0 ? below : over(own, below);
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return nodes.map((el) => {
      const bg = background(el);
      const fg = over(parse(getComputedStyle(el).color), bg);
      const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      return { what, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
    });
  });
}

/** The texts of the tracker that must read in sunlight: its enabled buttons, the team switch, the score and the clock. */
export function trackerTexts(page: Page): Locator {
  const tracker = page.getByTestId('match-tracker');
  return tracker.locator(
    'button:not([disabled]):not([data-disabled]) .mantine-Button-label, [role="radiogroup"] label, [data-testid="match-score"], [data-testid="match-clock"], [data-testid="match-stage"]',
  );
}

/**
 * A fake Screen Wake Lock and vibration motor, installed before the app loads: they record what
 * the tracker asked of them (headless Chromium refuses a real wake lock, and has no motor).
 */
export async function fakeWakeLockAndVibration(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { deviceLog: log });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`lock ${type}`);
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              log.push('release');
            },
          };
          return sentinel;
        },
      },
    });
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: number) => {
        log.push(`vibrate ${pattern}`);
        return true;
      },
    });
  });
}

export const deviceLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { deviceLog: string[] }).deviceLog.slice());
