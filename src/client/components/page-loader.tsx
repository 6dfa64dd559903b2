import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={200} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
