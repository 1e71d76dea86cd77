import { Link } from 'gatsby';
import { ANNOUNCEMENTS } from '../../config/navigation';
import * as styles from './AnnouncementBar.module.css';

/** Announcement bar: the city-sweetheart set and the student discount. */
export function AnnouncementBar() {
  return (
    <aside className={styles.bar} aria-label="Announcements">
      <ul className={styles.list}>
        {ANNOUNCEMENTS.map((a) => (
          <li key={a.to}>
            <Link to={a.to}>{a.text}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
