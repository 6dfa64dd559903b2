import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="xl" aria-label={`Use ${next} colours`} onClick={() => setColorScheme(next)}>
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
