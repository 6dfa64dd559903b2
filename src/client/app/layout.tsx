import { ActionIcon, AppShell, Burger, Button, Group, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { PageLoader } from '../components/page-loader';
import { useIsLoggedIn } from '../lib/session';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { navLinks, showsBackArrow } from './nav-links';
import { UpdatePrompt } from './update-prompt';
import { useSignOut } from './use-sign-out';

export function Layout() {
  const loggedIn = useIsLoggedIn();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  const links = navLinks(loggedIn);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !menuOpen, desktop: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {mobile && <Burger opened={menuOpen} onClick={menu.toggle} aria-label="Menu" />}
            {showsBackArrow(pathname) && (
              <ActionIcon variant="subtle" size="xl" aria-label="Back" title="Back" onClick={() => navigate(-1)}>
                <span aria-hidden="true">←</span>
              </ActionIcon>
            )}
            <Text component={NavLink} to="/" fw={800} size="xl" c="pitch">
              Pitchside
            </Text>
          </Group>
          {!mobile && (
            <Group gap={4} component="nav" aria-label="Main">
              {links.map((link) => (
                <Button key={link.to} component={NavLink} to={link.to} variant="subtle" end={link.to === '/'}>
                  {link.label}
                </Button>
              ))}
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            {loggedIn && (
              <Button variant="light" color="red" onClick={signOut}>
                Logout
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {mobile && (
        <AppShell.Navbar p="md" component="nav" aria-label="Main">
          {links.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              label={link.label}
              active={pathname === link.to}
              onClick={menu.close}
              h={48}
            />
          ))}
        </AppShell.Navbar>
      )}

      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <UpdatePrompt />
      </AppShell.Main>
    </AppShell>
  );
}
