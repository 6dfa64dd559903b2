import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { BLOG_POSTS } from './samples';

const text = browseMessages.content;

/** /blogs: three sample stories and 'View More'. */
export default function BlogsPage() {
  const [askedForMore, setAskedForMore] = useState(false);
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>{text.blogsTitle}</Title>
        <Text c="dimmed">{text.blogsIntro}</Text>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
          {BLOG_POSTS.map((post) => (
            <Card component="li" key={post.id} withBorder radius="md" padding="lg">
              <Stack gap="xs" h="100%">
                <Text size="sm" c="dimmed">
                  {post.date}
                </Text>
                <Title order={2} fz="h4">
                  {post.title}
                </Title>
                <Text style={{ flex: 1 }}>{post.excerpt}</Text>
                <Anchor component={Link} to="/blogDetails" fw={600} py={10}>
                  {text.readStory}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Button variant="light" mih={44} onClick={() => setAskedForMore(true)} style={{ alignSelf: 'center' }}>
          {text.viewMore}
        </Button>
        <Text role="status" ta="center" c="dimmed">
          {askedForMore ? text.noMore : ''}
        </Text>
      </Stack>
    </Container>
  );
}
