import { Container, Stack, Text, Title } from '@mantine/core';
import { browseMessages } from '../../../shared/messages';
import { PageTabs } from '../../components/page-tabs';
import { TournamentList } from './tournament-list';

const text = browseMessages.tournaments;

/** /tournaments: Past, Live and Future tabs, opening on Live. */
export default function TournamentsPage() {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{text.intro}</Text>
        <PageTabs
          label={text.tabsLabel}
          defaultValue="current"
          tabs={[
            { value: 'past', label: text.tabs.past, panel: <TournamentList kind="past" /> },
            { value: 'current', label: text.tabs.current, panel: <TournamentList kind="current" /> },
            { value: 'future', label: text.tabs.future, panel: <TournamentList kind="future" /> },
          ]}
        />
      </Stack>
    </Container>
  );
}
