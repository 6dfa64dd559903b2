import { ActionIcon, Button, Menu, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import type { FixtureSummary } from '../../../../shared/schemas/reads';
import { isLive, wasPlayed } from '../../../components/fixture-status';

const text = organiserMessages.tournament;

interface FixtureActionsProps {
  fixture: FixtureSummary;
  /** Start shows on a phone only (docs/rules.md#screens-and-routes), for a fixture not yet at full time. */
  mobile: boolean;
  state: unknown;
  onDelete: () => void;
}

/** Before kick-off Start picks the lineups; once the match is under way it goes straight to the tracker. */
const startPath = (fixture: FixtureSummary) =>
  isLive(fixture.status)
    ? `/mytournaments/livescorecard/match-tracker/${fixture.id}`
    : `/mytournaments/livescorecard/${fixture.id}`;

/**
 * An organiser's buttons under a fixture: Start (to the lineup selection), and Delete at the card's
 * other edge, away from Start's thumb; for a match already played Delete waits in a "More" menu
 * rather than sitting beside its result.
 */
export function FixtureActions({ fixture, mobile, state, onDelete }: FixtureActionsProps) {
  const { name: home } = fixture.homeTeam;
  const { name: away } = fixture.awayTeam;
  const teams = ` ${home} vs ${away}`;
  return (
    <>
      {mobile && fixture.status !== 'FULL_TIME' && (
        <Button component={Link} to={startPath(fixture)} state={state} mih={44}>
          {text.start}
          <VisuallyHidden>{teams}</VisuallyHidden>
        </Button>
      )}
      {wasPlayed(fixture.status) ? (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={44} ml="auto" aria-label={text.moreActions(home, away)}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" mih={44} onClick={onDelete}>
              {text.deleteFixtureLabel(home, away)}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button variant="subtle" color="red" mih={44} ml="auto" onClick={onDelete}>
          {text.deleteFixture}
          <VisuallyHidden>{teams}</VisuallyHidden>
        </Button>
      )}
    </>
  );
}
