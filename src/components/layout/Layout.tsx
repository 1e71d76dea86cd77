import { Suspense, type ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import * as styles from './Layout.module.css';

/**
 * Page frame shared by every page but the game's full-screen stage. The Suspense boundaries let React
 * hydrate header, page and footer as separate, interruptible pieces instead of one long task.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <OfflineNotice />
      <AnnouncementBar />
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
