import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import type { FixtureSummary } from '../../../../shared/schemas/reads';

const text = organiserMessages.tournament;

interface FixtureActionsProps {
  fixture: FixtureSummary;
  /** Start shows on a phone only (docs/rules.md#screens-and-routes), for a fixture not yet at full time. */
  mobile: boolean;
  state: unknown;
  onDelete: () => void;
}

/** An organiser's buttons under a fixture: Delete, and Start (to the lineup selection). */
export function FixtureActions({ fixture, mobile, state, onDelete }: FixtureActionsProps) {
  const teams = ` ${fixture.homeTeam.name} vs ${fixture.awayTeam.name}`;
  return (
    <>
      {mobile && fixture.status !== 'FULL_TIME' && (
        <Button component={Link} to={`/mytournaments/livescorecard/${fixture.id}`} state={state} mih={44}>
          {text.start}
          <VisuallyHidden>{teams}</VisuallyHidden>
        </Button>
      )}
      <Button variant="light" color="red" mih={44} onClick={onDelete}>
        {text.deleteFixture}
        <VisuallyHidden>{teams}</VisuallyHidden>
      </Button>
    </>
  );
}
