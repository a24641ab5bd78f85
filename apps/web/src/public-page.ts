/**
 * The only script of the public pages that ship as static HTML (the landing page, the blog, the
 * articles: apps/api plugins/spa.ts sends them in public-page.html). No React and no router for
 * the page itself: links are plain links, and each island loads its own code.
 */
import './styles.css';
import { wakeIslands } from './app/islands';
import { leaveLanding } from './features/landing/leave-landing';

const leaving = window.location.pathname === '/' && leaveLanding();
if (!leaving) wakeIslands(document);
