import { ActionIcon, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { showsBackArrow } from '../../shared/page-header';
import { PageLoader } from '../components/page-loader';
import { useIsLoggedIn } from '../lib/session';
import { useGoBack } from '../lib/use-go-back';
import { useIsMobile } from '../lib/use-is-mobile';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './layout.module.css';
import { isScoringScreen, navLinks, tabBarSections } from './nav-links';
import { ScrollRestoration } from './scroll-restoration';
import { TabBar } from './tab-bar';
import { ACCENT_TEXT } from './theme';
import { UpdatePrompt } from './update-prompt';
import { changesWaiting, useSignOut } from './use-sign-out';

// With the phone's database: loaded after the first paint, and only for a signed-in user. It draws only what
// the shell's styles cover (tests/build/mantine-styles.test.ts).
const RefusedChanges = lazy(() => import('./refused-changes'));
const LogoutConfirm = lazy(() =>
  Promise.all([import('./mantine-styles'), import('./logout-confirm')]).then(([, m]) => m),
);

export function Layout() {
  const loggedIn = useIsLoggedIn();
  const signOut = useSignOut();
  // Changes waiting for the server when Logout was pressed: the user is asked first.
  const [waiting, setWaiting] = useState(0);
  const logout = async () => {
    const count = await changesWaiting().catch(() => 0);
    if (count > 0) setWaiting(count);
    else signOut();
  };
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const mobile = useIsMobile();
  const links = navLinks(loggedIn);
  const withTabBar = mobile && !isScoringScreen(pathname);

  return (
    <>
      <header className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {mobile && (
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                aria-label="Menu"
                aria-expanded={menuOpen}
                className={classes.menuButton}
              />
            )}
            {showsBackArrow(pathname) && (
              <ActionIcon variant="subtle" size="xl" aria-label="Back" title="Back" onClick={goBack}>
                <span aria-hidden="true">←</span>
              </ActionIcon>
            )}
            <Text
              component={NavLink}
              to="/"
              fw={800}
              size={mobile ? 'lg' : 'xl'}
              c={ACCENT_TEXT}
              className={classes.brand}
            >
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
          {/* On a phone the colour toggle and Logout live in the menu. */}
          {!mobile && (
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              {loggedIn && (
                <Button variant="subtle" color="gray" onClick={logout}>
                  Logout
                </Button>
              )}
            </Group>
          )}
        </Group>
      </header>

      {mobile && menuOpen && (
        <nav className={classes.menu} aria-label="Main">
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === '/'}
              variant={pathname === link.to ? 'light' : 'subtle'}
              justify="flex-start"
              className={classes.menuLink}
              onClick={menu.close}
            >
              {link.label}
            </Button>
          ))}
          <ColorSchemeToggle />
          {loggedIn && (
            <Button
              variant="subtle"
              color="red"
              justify="flex-start"
              className={classes.menuLink}
              onClick={() => {
                menu.close();
                void logout();
              }}
            >
              Logout
            </Button>
          )}
        </nav>
      )}

      <main className={classes.main} data-tab-bar={withTabBar || undefined}>
        {loggedIn && (
          <Suspense fallback={null}>
            <RefusedChanges />
            {waiting > 0 && (
              <LogoutConfirm
                waiting={waiting}
                onStay={() => setWaiting(0)}
                onLogout={() => {
                  setWaiting(0);
                  signOut();
                }}
              />
            )}
          </Suspense>
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <UpdatePrompt />
      </main>
      {withTabBar && <TabBar sections={tabBarSections(loggedIn)} />}
      <ScrollRestoration />
    </>
  );
}
