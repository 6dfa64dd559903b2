import { Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { REGISTERED_PLAYERS, STATEMENT_LEAGUE } from './samples';

const text = browseMessages.content;

/** /blogDetails: the static official statement, registered players per team. */
export default function StatementPage() {
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Title order={1}>{text.statementTitle}</Title>
        <Text>{text.statementIntro(STATEMENT_LEAGUE)}</Text>
        <Table withTableBorder withColumnBorders verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{text.teamColumn}</Table.Th>
              <Table.Th scope="col">{text.playersColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {REGISTERED_PLAYERS.map((row) => (
              <Table.Tr key={row.team}>
                <Table.Th scope="row">{row.team}</Table.Th>
                <Table.Td>{row.players.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button component={Link} to="/blogs" variant="default" mih={44} style={{ alignSelf: 'flex-start' }}>
          {text.backToBlogs}
        </Button>
      </Stack>
    </Container>
  );
}
