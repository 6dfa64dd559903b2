import { Alert, Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, organiserMessages } from '../../../../shared/messages';
import { MATCH_TYPES } from '../../../../shared/schemas/enums';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PickedMatch } from '../match-picker/match-team-picker';
import { FixtureCardEditor } from './fixture-card-editor';
import { fixturePairings } from './fixture-draft';
import { RoundRobinDialog } from './round-robin-dialog';
import { lastCardWarning, useFixtureBuilder } from './use-fixture-builder';

const text = organiserMessages.fixtures;

/** The picker's two teams, when both still take part in this tournament. */
const firstCardTeams = (tournament: TournamentDetail, picked?: PickedMatch | null) => {
  const ids = new Set(tournament.teams.map((team) => team.id));
  return picked && ids.has(picked.homeTeam) && ids.has(picked.awayTeam) ? picked : undefined;
};
const SUBMIT_LABEL = { editing: text.submit, submitting: text.submitting, submitted: text.submitted } as const;

/** Match type, the fixture cards, 'Add Fixture', round-robin generation and the submit. */
export function FixtureBuilder({ tournament, picked }: { tournament: TournamentDetail; picked?: PickedMatch | null }) {
  const builder = useFixtureBuilder(tournament, firstCardTeams(tournament, picked));
  const [roundRobinOpen, roundRobin] = useDisclosure(false);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const locked = builder.phase !== 'editing';

  const askDelete = (key: string) => (builder.canDelete ? setPendingDelete(key) : lastCardWarning());

  return (
    <Stack gap="md">
      {builder.succeeded && (
        <Alert color="pitch" variant="light" role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          <Text>{text.banner}</Text>
          <Anchor
            component={Link}
            to={`/mytournaments/${tournament.id}?tab=fixtures`}
            fw={600}
            py={10}
            display="inline-block"
          >
            {text.viewFixtures}
          </Anchor>
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={text.matchType}
          size="md"
          data={[...MATCH_TYPES]}
          value={builder.matchType}
          disabled={locked}
          onChange={(event) => builder.setMatchType(event.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
        />
        <Button variant="light" mih={44} size="md" disabled={locked} onClick={roundRobin.open}>
          {organiserMessages.roundRobin.open}
        </Button>
        <Button component={Link} to={`/mytournaments/format/${tournament.id}`} variant="light" mih={44} size="md">
          {organiserMessages.format.open}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {text.count(builder.drafts.length)}
      </Text>
      {builder.drafts.map((draft, index) => (
        <FixtureCardEditor
          key={draft.key}
          draft={draft}
          index={index}
          teams={tournament.teams}
          days={tournament}
          disabled={locked}
          errors={builder.errors[index] ?? {}}
          onChange={(patch) => builder.update(draft.key, patch)}
          onDelete={() => askDelete(draft.key)}
        />
      ))}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="default" mih={44} size="md" disabled={locked} onClick={builder.add}>
          {text.addFixture}
        </Button>
        <Button mih={44} size="md" disabled={locked} onClick={() => void builder.submit()}>
          {SUBMIT_LABEL[builder.phase]}
        </Button>
      </SimpleGrid>
      <ConfirmDialog
        opened={pendingDelete !== null}
        message={messages.fixtures.confirmDelete}
        onConfirm={() => {
          if (pendingDelete) builder.remove(pendingDelete);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
      <RoundRobinDialog
        opened={roundRobinOpen}
        teamIds={tournament.teams.map((team) => team.id)}
        existing={fixturePairings(tournament.fixtures)}
        onClose={roundRobin.close}
        onGenerate={builder.replace}
      />
    </Stack>
  );
}
