import { Suspense, type ReactNode } from 'react';
import { useCustomer } from '../../stores/customer';
import { useUi } from '../../stores/ui';
import { HydrationSlice } from '../ui/HydrationSlice';
import { lazyPart } from '../ui/lazyPart';
import { AnnouncementBar } from './AnnouncementBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import * as styles from './Layout.module.css';

const SessionNotice = lazyPart(() =>
  import(/* webpackChunkName: "part-login-modal" */ '../account/LoginModal').then((m) => m.SessionEndedNotice),
);

/** Why a session ended, unless a sign-in form on the page says it or has said it already. */
function SessionNoticeGate() {
  const ended = useCustomer((s) => s.sessionEnded);
  const shownInPage = useUi((s) => s.sessionMessageHosts > 0);
  const told = useUi((s) => s.sessionMessageTold);
  return ended !== null && ended !== told && !shownInPage ? <SessionNotice.Component /> : null;
}

/**
 * Page frame shared by every page but the game's full-screen stage. React hydrates header, page and
 * footer as separate, interruptible pieces (the Suspense boundaries). Preact hydrates the frame in a
 * turn after Gatsby's own root (together they made the first pass the page's longest task), header
 * and footer in turns of their own, and a page slices its own heavy parts (a page may render several
 * elements, and a slice must render one).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <HydrationSlice>
      <div className={styles.page}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <OfflineNotice />
        <SessionNoticeGate />
        <HydrationSlice>
          <AnnouncementBar />
        </HydrationSlice>
        <Suspense>
          <HydrationSlice>
            <Header />
          </HydrationSlice>
        </Suspense>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense>{children}</Suspense>
        </main>
        <Suspense>
          <HydrationSlice>
            <Footer />
          </HydrationSlice>
        </Suspense>
      </div>
    </HydrationSlice>
  );
}
