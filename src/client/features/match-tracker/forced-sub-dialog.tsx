import { Button, Modal, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { findPlayer, substitutes, type TeamState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { INLINE_MODAL } from './inline-modal';

interface ForcedSubDialogProps {
  /** The team whose sent-off player's place is to fill, or null. */
  team: TeamState | null;
  offId: string | undefined;
  teamName: string;
  onPick: (team: TeamState, playerOffId: string, playerOnId: string) => void;
  onLater: (team: TeamState, playerOffId: string) => void;
  /** The team plays on a player short, as the Laws of the Game have it: recorded, so that no phone asks again. */
  onNoReplacement: (team: TeamState, playerOffId: string) => void;
}

/**
 * After a red card from the field: the team is prompted to bring a substitute on (docs/rules.md#the-match-tracker),
 * or to play on without one, as the Laws of the Game have it.
 */
export const ForcedSubDialog = memo(function ForcedSubDialog({
  team,
  offId,
  teamName,
  onPick,
  onLater,
  onNoReplacement,
}: ForcedSubDialogProps) {
  const off = team && offId ? findPlayer(team, offId) : undefined;
  return (
    <Modal
      {...INLINE_MODAL}
      opened={!!team && !!off}
      onClose={() => team && offId && onLater(team, offId)}
      title={t.forcedSubTitle}
      centered
      closeOnClickOutside={false}
    >
      {team && off && (
        <Stack gap="xs">
          <Text>{t.forcedSub(off.name, teamName)}</Text>
          <Text size="sm" c="dimmed">
            {t.forcedSubRule}
          </Text>
          <Button mih={44} variant="filled" onClick={() => onNoReplacement(team, off.playerId)}>
            {t.noReplacement}
          </Button>
          {substitutes(team).map((player) => (
            <Button
              key={player.playerId}
              mih={44}
              fullWidth
              variant="light"
              justify="space-between"
              rightSection={<Text size="xs">{player.position}</Text>}
              onClick={() => onPick(team, off.playerId, player.playerId)}
            >
              {t.playerButton(player.name, player.jerseyNumber)}
            </Button>
          ))}
          <Button mih={44} variant="default" onClick={() => onLater(team, off.playerId)}>
            {t.later}
          </Button>
        </Stack>
      )}
    </Modal>
  );
});
