/**
 * Every page but the landing page and the dashboard has a back arrow in its header: the app's header
 * (src/client/app/layout.tsx) and the one the server's page draws before the app's code has run
 * (src/server/plugins/page-preloads.ts).
 */
export const showsBackArrow = (pathname: string) => pathname !== '/' && pathname !== '/dashboard';
