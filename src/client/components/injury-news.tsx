import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { INJURY_NEWS_DELAY_MS } from '../../shared/constants';
import { browseMessages } from '../../shared/messages';
import { INJURY_NEWS } from './injury-news-samples';
import { Placeholder } from './placeholder';

const text = browseMessages.tournament;
const COLS = { base: 1, sm: 2, md: 3 };

/** Injury News tab: six sample items, shown after an artificial 800 ms delay (docs/rules.md#timings-and-counts). */
export function InjuryNews() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INJURY_NEWS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!ready) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{text.injuryNewsLoading}</VisuallyHidden>
        <SimpleGrid cols={COLS} aria-hidden="true">
          {INJURY_NEWS.map((item) => (
            <Placeholder key={item.id} h={112} radius="md" />
          ))}
        </SimpleGrid>
      </div>
    );
  }
  return (
    <SimpleGrid component="ul" cols={COLS} p={0} m={0} style={{ listStyle: 'none' }}>
      {INJURY_NEWS.map((item) => (
        <Paper component="li" key={item.id} withBorder p="md" radius="md">
          <Text fw={700}>{item.player}</Text>
          <Text size="sm" c="dimmed">
            {item.team}
          </Text>
          <Text mt="xs">{item.injury}</Text>
          <Text size="sm" mt={4}>
            {text.injuryReturn(item.back)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
