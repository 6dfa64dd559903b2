import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PLAYER_SEARCH_DEBOUNCE_MS, TOAST_AUTO_CLOSE_MS } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { Placeholder } from '../../../components/placeholder';
import { ProblemAlert } from '../../../components/problem-alert';
import { SearchInput } from '../../../components/search-input';
import { userMessage } from '../../../lib/api';
import { addPlayer, refreshTeam, usePlayerSearch } from '../api';
import { AddPlayerRow } from './player-row-button';

const text = organiserMessages.addPlayers;
/** Rows drawn at once; a search narrows the rest. */
const SHOWN_MAX = 50;
const ADDED_TOPIC = 'player-added';

interface AddPlayersListProps {
  teamId: string | null | undefined;
  /** Players already in the team: not offered again. */
  excludeIds?: readonly string[];
}

/**
 * Every signed-up player, searchable by name or whole phone number (the server searches: the list shows
 * masked numbers only); Add puts one in the team and takes them off the list.
 */
export function AddPlayersList({ teamId, excludeIds = [] }: AddPlayersListProps) {
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), PLAYER_SEARCH_DEBOUNCE_MS);
  const users = usePlayerSearch(searched);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const add = async (user: { id: string }) => {
    if (!teamId) return void toast.error(text.missingTeam);
    setAdding((old) => toggle(old, user.id, true));
    try {
      await addPlayer(teamId, user.id);
      setAdded((old) => toggle(old, user.id, true));
      // The one the search was for is in: the box is ready for the next name, not left saying no one matches.
      if (found.every((other) => other.id === user.id)) setQuery('');
      // One toast for a run of adds: each takes the last one's place instead of stacking over the search.
      toast.success(text.success, TOAST_AUTO_CLOSE_MS, ADDED_TOPIC);
      void refreshTeam(teamId);
    } catch (error) {
      toast.error(userMessage(error, text.failed));
    } finally {
      setAdding((old) => toggle(old, user.id, false));
    }
  };

  if (users.status === 'error') {
    return (
      <ProblemAlert
        message={userMessage(users.error, text.loadFailed)}
        retryLabel={text.retry}
        onRetry={users.reload}
      />
    );
  }

  const gone = new Set([...excludeIds, ...added]);
  const found = (users.data ?? []).filter((user) => !gone.has(user.id));
  return (
    <Stack gap="md">
      <SearchInput label={text.searchLabel} placeholder={text.searchPlaceholder} value={query} onChange={setQuery} />
      {users.status !== 'ok' ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Placeholder key={i} h={56} radius="md" />
          ))}
        </Stack>
      ) : found.length === 0 ? (
        <Text c="dimmed">{searched ? text.noMatches : text.noPlayers}</Text>
      ) : (
        <>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.title}>
            {found.slice(0, SHOWN_MAX).map((user) => (
              <AddPlayerRow key={user.id} user={user} adding={adding.has(user.id)} onAdd={() => void add(user)} />
            ))}
          </Stack>
          {found.length > SHOWN_MAX && (
            <Text size="sm" c="dimmed">
              {text.showingFirst(SHOWN_MAX, found.length)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
