import { test } from '@playwright/test';
import { walkThenRevisitOffline } from './browse-walk';

test('a visitor walks through a live tournament, a match, the leaderboards and a team, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
});
