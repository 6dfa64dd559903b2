export interface NavLink {
  label: string;
  to: string;
}

/** The header tabs (docs/rules.md#screens-and-routes); the profile tab reads 'Login / Sign Up' and leads to /login when logged out. */
export function navLinks(loggedIn: boolean): NavLink[] {
  return [
    { label: 'Home', to: '/' },
    { label: 'Tournaments', to: '/tournaments' },
    { label: 'My Tournaments', to: '/mytournaments' },
    { label: 'Blogs', to: '/blogs' },
    loggedIn ? { label: 'Profile', to: '/profile' } : { label: 'Login / Sign Up', to: '/login' },
  ];
}

/** The sections of a phone's tab bar: the header tabs but Blogs, which stays in the menu. */
export const tabBarSections = (loggedIn: boolean) => navLinks(loggedIn).filter((link) => link.to !== '/blogs');

/** The scorer's screens (lineups, the tracker) keep the whole height of the phone. */
export const isScoringScreen = (pathname: string) => pathname.startsWith('/mytournaments/livescorecard/');
