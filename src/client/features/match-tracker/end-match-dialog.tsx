import { Button, Modal, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { formatMessages } from '../../../shared/domain/formats';
import { END_MATCH_CANCEL, type EndMatchAction, type EndMatchOptions } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { INLINE_MODAL } from './inline-modal';

interface EndMatchDialogProps {
  options: EndMatchOptions | null;
  opened: boolean;
  homeName: string;
  awayName: string;
  onChoose: (action: EndMatchAction) => void;
}

/**
 * End Match (docs/rules.md#the-match-tracker): level, the draw, extra time or a shootout (a knockout
 * match, which cannot end level, says so and offers no draw); otherwise the final score with Cancel/Confirm.
 */
export const EndMatchDialog = memo(function EndMatchDialog({
  options,
  opened,
  homeName,
  awayName,
  onChoose,
}: EndMatchDialogProps) {
  const { homeScore, awayScore } = options?.finalScore ?? { homeScore: 0, awayScore: 0 };
  return (
    <Modal
      {...INLINE_MODAL}
      opened={opened && !!options}
      onClose={() => onChoose(END_MATCH_CANCEL)}
      title={t.endMatch}
      centered
    >
      <Stack gap="sm">
        {options?.level ? (
          <Text>{options.problem ? formatMessages.problems[options.problem] : t.levelScore}</Text>
        ) : (
          <>
            <Text c="dimmed" size="sm">
              {t.finalScore}
            </Text>
            <Text fw={800} fz="xl" data-testid="final-score">
              {homeName} {homeScore} – {awayScore} {awayName}
            </Text>
          </>
        )}
        {options?.actions.map((action) => (
          <Button
            key={action}
            mih={48}
            fullWidth
            variant={action === END_MATCH_CANCEL ? 'default' : 'filled'}
            onClick={() => onChoose(action)}
          >
            {action}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
});
