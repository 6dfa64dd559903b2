import { expect, test } from '@playwright/test';
import { walkThenRevisitOffline } from './browse-walk';

test('on a phone a visitor walks through a live tournament and its pages, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
