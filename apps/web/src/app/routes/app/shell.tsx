import { Outlet } from 'react-router';

/** Placeholder frame until the app shell (sidebar, header, footer) lands. */
export default function AppShell() {
  return <Outlet />;
}
