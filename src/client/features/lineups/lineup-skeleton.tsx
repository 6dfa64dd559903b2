import { Paper, Stack } from '@mantine/core';
import { LINEUP_SKELETON } from '../../../shared/constants';
import { Placeholder } from '../../components/placeholder';

function ZoneSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Placeholder h={20} w="40%" mb="sm" />
      <Stack gap={6}>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Placeholder key={i} h={52} radius="md" />
        ))}
      </Stack>
    </Paper>
  );
}

/** 1 goalkeeper, 10 starting and 5 substitute placeholders (docs/rules.md#timings-and-counts), in the zones they will fill. */
export function LineupBoardSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Placeholder h={44} />
      <ZoneSkeleton rows={LINEUP_SKELETON.goalkeepers} />
      <ZoneSkeleton rows={LINEUP_SKELETON.starting} />
      <ZoneSkeleton rows={LINEUP_SKELETON.substitutes} />
    </Stack>
  );
}
