import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { browseMessages } from '../../../shared/messages';
import type { TeamRefRead } from '../../../shared/schemas/reads';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { useAllTeams } from '../../components/reads';
import { SearchInput } from '../../components/search-input';
import { TeamCard } from '../../components/team-card';

const text = browseMessages.allTeams;

function Teams({ teams, query }: { teams: TeamRefRead[]; query: string }) {
  const wanted = query.trim().toLowerCase();
  const shown = wanted ? teams.filter((team) => team.name.toLowerCase().includes(wanted)) : teams;
  if (teams.length === 0) return <EmptyState text={text.none} />;
  if (shown.length === 0) return <EmptyState text={text.noMatch(query.trim())} />;
  return (
    <CardGrid>
      {shown.map((team) => (
        <TeamCard key={team.id} team={team} />
      ))}
    </CardGrid>
  );
}

/** /tournaments/team: every team, searchable by name, each opening its team page. */
export default function AllTeamsPage() {
  const read = useAllTeams();
  const [query, setQuery] = useState('');
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1}>{text.title}</Title>
          <Text c="dimmed">{text.intro}</Text>
        </div>
        <SearchInput label={text.searchLabel} placeholder={text.searchPlaceholder} value={query} onChange={setQuery} />
        <ReadState read={read} skeleton={<CardGridSkeleton />}>
          {(teams) => <Teams teams={teams} query={query} />}
        </ReadState>
      </Stack>
    </Container>
  );
}
